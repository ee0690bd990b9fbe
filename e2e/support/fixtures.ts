import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from './constants';

// A signed-in test user without going through the sign-in screens: a token signed with the test
// server's secret and the session the web app keeps under `vetor:user`. Suites that test sign-in
// itself use the real screens instead.

export interface TestUser {
  uid: string;
  email: string;
  displayName: string;
  premium: boolean;
}

export async function mintSession(user: TestUser) {
  const now = Math.floor(Date.now() / 1000);
  const entitlements = user.premium ? ['va_pro'] : [];
  const token = await new SignJWT({ email: user.email, ent: entitlements, prv: 'password' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 2400)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  return {
    user: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      isPremium: user.premium,
      entitlements,
      questions: { veterinaryStatus: 1 },
    },
    token,
    tokenExpire: (now + 2400) * 1000,
  };
}

/** Puts the session in storage; the next navigation sees a signed-in user. */
export async function signInDirectly(page: Page, user: TestUser) {
  const session = await mintSession(user);
  await page.addInitScript((s) => {
    if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
  }, session);
}

export const freeUser: TestUser = {
  uid: 'e2e-free',
  email: 'livre@teste.vetor.app',
  displayName: 'Ana Livre Teste',
  premium: false,
};
export const proUser: TestUser = {
  uid: 'e2e-pro',
  email: 'pro@teste.vetor.app',
  displayName: 'Bruno Pro Teste',
  premium: true,
};

export const test = base.extend<{ signInAs: (user: TestUser) => Promise<void> }>({
  signInAs: async ({ page }, use) => {
    await use((user) => signInDirectly(page, user));
  },
});

export { expect };

export const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * Screenshots for people to look at. Tests write them to the ignored test-results/screenshots, so
 * `npm test` leaves the tree clean; `npm run screenshots:refresh` copies them to docs/screenshots
 * when someone decides the committed ones should change.
 */
const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
export async function snap(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: false });
}
