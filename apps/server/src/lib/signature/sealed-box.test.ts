import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './sealed-box.js';

describe('sealed box', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and each seal differs (fresh nonce)', () => {
    const secret = Buffer.from('pkcs12 bytes');
    const a = seal(key, secret);
    expect(open(key, a).toString()).toBe('pkcs12 bytes');
    expect(seal(key, secret).equals(a)).toBe(false);
  });

  it('refuses another key and a changed byte', () => {
    const sealed = seal(key, Buffer.from('segredo'));
    expect(() => open(randomBytes(32), sealed)).toThrow();
    const changed = Buffer.from(sealed);
    changed[changed.length - 1] = (changed.at(-1) ?? 0) ^ 1;
    expect(() => open(key, changed)).toThrow();
  });
});
