import { beforeEach, describe, expect, it } from 'vitest';
import { clearTarget, guardRedirect, peekTarget, rememberTarget, takeTarget } from './guard';

// Rule: docs/product/platform-accounts-subscription.md §2 Navigation rules.
describe('route guard', () => {
  beforeEach(() => clearTarget());
  it('sends a visitor on a non-public page to /login', () => {
    expect(guardRedirect({ publicPage: false }, false)).toBe('/login');
    expect(guardRedirect(undefined, false)).toBe('/login');
  });
  it('lets visitors stay on public pages and signed-in users anywhere', () => {
    expect(guardRedirect({ publicPage: true }, false)).toBeNull();
    expect(guardRedirect({ publicPage: false }, true)).toBeNull();
  });
  it('remembers the target and gives it back once', () => {
    rememberTarget('/categories/1/drugs/amoxicilina?tab=doses');
    expect(peekTarget()).toBe('/categories/1/drugs/amoxicilina?tab=doses');
    expect(takeTarget()).toBe('/categories/1/drugs/amoxicilina?tab=doses');
    expect(takeTarget()).toBeUndefined();
  });
  it('never remembers the sign-in, registration or splash pages as a target', () => {
    rememberTarget('/login');
    rememberTarget('/');
    rememberTarget('/registration/cpf');
    expect(takeTarget()).toBeUndefined();
  });
});
