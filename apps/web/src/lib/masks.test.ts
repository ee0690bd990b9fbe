import { describe, expect, it } from 'vitest';
import { maskCep, maskCpf, maskDate, maskDecimal, maskPhone } from './masks';

describe('masks', () => {
  it('masks CPF, CEP, date and phone as typed or pasted', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529.982.247-25999')).toBe('529.982.247-25');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskDate('30041990')).toBe('30/04/1990');
    expect(maskDate('3a0')).toBe('30');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1132654321')).toBe('(11) 3265-4321');
  });
  it('keeps digits and one comma in decimals, dot read as comma', () => {
    expect(maskDecimal('12.5')).toBe('12,5');
    expect(maskDecimal('1,2,3')).toBe('1,23');
    expect(maskDecimal('1234567890')).toBe('123456789');
    expect(maskDecimal('a1b')).toBe('1');
  });
});
