import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from './constants';

// A signed-in test user without going through the sign-in screens: a real account (the server
// checks every token against its account) made through the API, and the session the web app keeps
// under `vetor:user`. Free users are new accounts by e-mail code (read from the local outbox, which
// answers this machine); the PRO user is the seeded demo account. Suites that test sign-in itself use
// the real screens instead.

export interface TestUser {
  email: string;
  displayName: string;
  premium: boolean;
}

const API = `http://127.0.0.1:${E2E_PORT}/api`;
const DEMO_PRO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };

async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const res = await fetch(`${path.startsWith('/dev') ? API.replace('/api', '') : API}${path}`, {
    ...init,
    headers: { ...(init.json ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(init.json ? { body: JSON.stringify(init.json) } : {}),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export async function mintSession(user: TestUser) {
  let session: { token: string; tokenExpire: number; user: Record<string, unknown> };
  if (user.premium) {
    session = await call(`/login/emails/${encodeURIComponent(DEMO_PRO.email)}/passwords`, {
      method: 'POST',
      headers: { 'x-password': DEMO_PRO.password },
    });
  } else {
    const email = user.email.replace('@', `.${randomUUID().slice(0, 8)}@`);
    await call('/login/emails/codes', { method: 'POST', json: { email } });
    const { messages } = (await call('/dev/outbox.json')) as { messages: { to: string; text: string }[] };
    const code = messages.find((m) => m.to === email)?.text.match(/\b(\d{4})\b/)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${email}`);
    session = await call(`/login/emails/codes/${code}`, { method: 'POST', json: { email, code } });
  }
  const auth = { authorization: `Bearer ${session.token}` };
  // The PRO user is the seeded demo account: its profile (a vet with CRMV) stays as seeded.
  const { user: saved } = user.premium
    ? session
    : await call('/login/users', { method: 'POST', headers: auth, json: { displayName: user.displayName } });
  return {
    user: { ...saved, questions: { veterinaryStatus: 1 } },
    token: session.token,
    tokenExpire: session.tokenExpire,
  };
}

/** POST to the API as a signed-in user (a token from mintSession); fails the test on an error answer. */
export async function postAs(token: string, path: string, json: unknown) {
  return call(path.replace(/^\/api/, ''), { method: 'POST', headers: { authorization: `Bearer ${token}` }, json });
}

/**
 * Deletes the user's open drafts, for a journey that starts on an empty /prescriptions: the screen
 * reopens the latest open draft, and other specs share the demo account.
 */
export async function discardOpenDrafts(user: TestUser) {
  const { token } = await mintSession(user);
  const auth = { authorization: `Bearer ${token}` };
  const { drafts } = (await call('/patients/prescriptions/drafts', { headers: auth })) as {
    drafts: { prescription: { id: string } }[];
  };
  for (const d of drafts) {
    await call('/patients/prescriptions?deleted=true', {
      method: 'POST',
      headers: auth,
      json: { id: d.prescription.id },
    });
  }
}

/** Puts the session in storage; the next navigation sees a signed-in user. */
export async function signInDirectly(page: Page, user: TestUser) {
  const session = await mintSession(user);
  await page.addInitScript((s) => {
    if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
  }, session);
}

/**
 * Signs out the way a user does: the user menu's "Sair", then the confirmation. The confirmation is
 * found by its title: the user menu's drawer, still closing under load, holds a "Sair" button too.
 */
export async function signOutThroughMenu(page: Page) {
  await page.getByTestId('user-button').click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('dialog', { name: 'Sair', exact: true }).getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
}

/**
 * Holds the requests to `url` until the returned `release` is called, to film or test what a slow
 * network shows in the meantime (a fixed delay would race the page and the next navigation).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The dose calculator's worked example: 12,5 kg × 2 mg/kg = 25 mg; 25 mg ÷ 10 mg/mL = 2,5 mL. */
export const DOSE_EXAMPLE = {
  weight: '12,5',
  dose: '2',
  unit: 'mg/kg',
  concentration: '10',
  concentrationUnit: 'mg/mL',
};

/** Fills the dose calculator's form (/calculators/dose-calculator/custom) the way a user types it. */
export async function fillDoseCalculator(page: Page, v: typeof DOSE_EXAMPLE) {
  await page.getByTestId('dose-weight').fill(v.weight);
  await page.getByTestId('dose-dose').fill(v.dose);
  await page.getByTestId('dose-unit').selectOption(v.unit);
  await page.getByTestId('dose-concentration').fill(v.concentration);
  await page.getByTestId('dose-concentration-unit').selectOption(v.concentrationUnit);
}

/**
 * A valid CPF from nine random digits (the check digits computed): one CPF belongs to one account,
 * so every registration a run makes needs its own.
 */
export function newCpf(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const n of [9, 10]) {
    const sum = d.reduce((acc, v, i) => acc + v * (n + 1 - i), 0);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

/** 52998224725 → 529.982.247-25, as the screens show a CPF. */
export const maskedCpf = (digits: string) => digits.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

export const freeUser: TestUser = {
  email: 'livre@teste.vetor.app',
  displayName: 'Ana Livre Teste',
  premium: false,
};
export const proUser: TestUser = {
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

// Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses an injected <script>.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core's WCAG 2 A and AA violations on what the page shows once it has settled, one line per
 * rule (e2e/a11y.spec.ts runs it on every screen; the public pages' suites on theirs).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A dialog fading in is read at its blend with the page: wait for the finite animations (not the
  // skeletons' endless pulse) to end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations;
  });
  // One line per rule: how many elements, and the first two (the rest are usually the same).
  return (found as Violation[]).map(
    (v) =>
      `${v.id} (${v.help}), ${v.nodes.length}×: ${v.nodes
        .slice(0, 2)
        .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
        .join(' | ')}`,
  );
}
