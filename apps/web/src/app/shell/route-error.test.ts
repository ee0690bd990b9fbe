import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from './route-error';

describe('route error boundary', () => {
  it('names the network as the cause of a failed lazy chunk or an offline device', () => {
    expect(
      isNetworkFailure(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'), true),
    ).toBe(true);
    expect(isNetworkFailure(new Error('anything'), false)).toBe(true);
    expect(isNetworkFailure(new Error('Cannot read properties of undefined'), true)).toBe(false);
  });
});
