import { describe, expect, it } from 'vitest';
import { hasPremiumAccess } from './entitlements.js';

describe('hasPremiumAccess', () => {
  it('is true for any PRO entitlement and false otherwise', () => {
    expect(hasPremiumAccess(['va_pro'])).toBe(true);
    expect(hasPremiumAccess(['va_pro_duo'])).toBe(true);
    expect(hasPremiumAccess(['other', 'va_pro_duo_shared'])).toBe(true);
    expect(hasPremiumAccess([])).toBe(false);
    expect(hasPremiumAccess(['va_pro_monthly', 'free'])).toBe(false);
  });
});
