import { describe, expect, it } from 'vitest';
import { hasPremiumAccess, isDuoOwner, isDuoRecipient } from './entitlements.js';

describe('hasPremiumAccess', () => {
  it('is true for any PRO entitlement and false otherwise', () => {
    expect(hasPremiumAccess([])).toBe(false);
    expect(hasPremiumAccess(['something_else'])).toBe(false);
    expect(hasPremiumAccess(['va_pro'])).toBe(true);
    expect(hasPremiumAccess(['va_pro_duo'])).toBe(true);
    expect(hasPremiumAccess(['va_pro_duo_shared'])).toBe(true);
  });
  it('tells duo owners from duo recipients', () => {
    expect(isDuoOwner(['va_pro_duo'])).toBe(true);
    expect(isDuoOwner(['va_pro_duo_shared'])).toBe(false);
    expect(isDuoRecipient(['va_pro_duo_shared'])).toBe(true);
  });
});
