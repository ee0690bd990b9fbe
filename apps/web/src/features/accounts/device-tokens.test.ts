import { describe, expect, it } from 'vitest';
import { deviceHeaders, rememberDevice } from './device-tokens';

describe('trusted-device tokens', () => {
  it('are kept per account and sent back only for that account', () => {
    expect(deviceHeaders('ana@vet.com')).toEqual({});
    rememberDevice('Ana@Vet.com ', { deviceToken: 'token-da-ana' });
    rememberDevice('bia@vet.com', {});
    expect(deviceHeaders('ana@vet.com')).toEqual({ 'x-device-token': 'token-da-ana' });
    expect(deviceHeaders('bia@vet.com')).toEqual({});
  });
});
