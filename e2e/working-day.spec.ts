import type { Page } from '@playwright/test';
import { E2E_PORT } from './support/constants';
import { expect, freeUser, mintSession, snap, test } from './support/fixtures';

// The defects a vet met in a working day (UX issue, walked at 390×844 and 1440×900): a blocked
// account is told and signed out, the code resend counts down and comes back, forms mark every
// invalid field at once, the bottom bar hides while a search is typed.

const PHONE = { width: 390, height: 844 } as const;
const API = `http://127.0.0.1:${E2E_PORT}/api`;
const ADMIN = { user: 'e2e-gestao', password: 'e2e-senha-da-gestao-1' };

async function blockAccount(uid: string) {
  const { token } = (await fetch(`${API}/management/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then((r) => r.json())) as { token: string };
  const res = await fetch(`${API}/management/customers/${encodeURIComponent(uid)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ blocked: true }),
  });
  expect(res.status).toBe(200);
}

/** A signed-in free account whose session the page starts with (once: a sign-out must stay one). */
async function signedIn(page: Page, veterinaryStatus = 1) {
  const minted = await mintSession(freeUser);
  const session = { ...minted, user: { ...minted.user, questions: { veterinaryStatus } } };
  await page.addInitScript((s) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('vetor:user', JSON.stringify(s));
  }, session);
  return session;
}

test('a blocked account is told why and signed out, not left on home', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const session = await signedIn(page);
  await page.goto('/home');
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await blockAccount(String(session.user.uid));
  // The next screen that asks the server for the account's own data learns of the block.
  await page.goto('/home');
  await page.waitForURL('**/login');
  await expect(page.getByText('Sua conta não está disponível. Entre em contato com o suporte.')).toBeVisible();
  await snap(page, 'working-day-blocked-phone');
  expect(await page.evaluate(() => window.localStorage.getItem('vetor:user'))).toBeNull();
});

test('the code resend counts down, comes back, and a wrong password does not follow to "Nova senha"', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // An account with a password: the demo PRO's.
  await page.goto('/login');
  await page.getByTestId('login-start').click();
  await page.getByTestId('login-email').fill('demo.pro@vetor.app');
  await page.getByTestId('login-continue').click();
  const card = page.getByTestId('login-card');
  await expect(card).toHaveAttribute('data-step', '1');
  await page.getByTestId('login-password').fill('senhaerrada1');
  await page.getByTestId('login-password-submit').click();
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await page.getByTestId('login-forgot').click();
  await expect(page.getByLabel('Nova senha')).toBeVisible();
  await expect(page.getByText('E-mail ou senha incorretos.')).toHaveCount(0);

  await page.getByTestId('login-skip').click();
  await expect(card).toHaveAttribute('data-step', '2');
  // Within the server's 20 s the link is a countdown, never a dead "Aguarde…".
  const wait = page.getByTestId('login-resend-wait');
  await expect(wait).toHaveText(/Reenviar código em \d+ s/);
  await expect(page.getByTestId('login-resend')).toHaveCount(0);
  await snap(page, 'working-day-resend-countdown-phone');
  await expect(page.getByTestId('login-resend')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('login-resend').click();
  await expect(page.getByText('Enviamos um novo código para o seu e-mail.')).toBeVisible();
  await expect(page.getByText(/Aguarde/)).toHaveCount(0);
});

test('the address form marks every invalid field at once and focuses the first', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page);
  await page.goto('/registration/address');
  await expect(page.getByTestId('registration')).toHaveAttribute('data-step', 'address');
  await page.getByTestId('registration-next').click();
  const invalid = page.getByTestId('registration').locator('[aria-invalid="true"]');
  expect(await invalid.count()).toBeGreaterThanOrEqual(5);
  await expect(invalid.first()).toBeFocused();
  await snap(page, 'working-day-address-errors-phone');
  // Fixing one field settles its message alone.
  const before = await invalid.count();
  await page.getByTestId('field-street').fill('Rua das Flores');
  await expect(invalid).toHaveCount(before - 1);
  // The CEP fills the state even with no network (its range); with the postal service it fills the
  // street and the city too (addresses.int.test.ts, against a local ViaCEP peer).
  await page.getByTestId('field-zipCode').fill('01310100');
  await expect(page.getByTestId('field-state')).toHaveValue(/SP|São Paulo/);
});

test('the bottom navigation hides while a search is typed', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page);
  await page.goto('/items/searches');
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await page.getByRole('textbox').first().fill('amoxi');
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await snap(page, 'working-day-search-typing-phone');
  await page.getByRole('textbox').first().fill('');
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
});

test('a student sees no "Nova prescrição" card nor tab; a veterinarian does', async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, 2);
  await page.goto('/home');
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await expect(page.getByText('Nova prescrição')).toHaveCount(0);
  await expect(page.getByTestId('bottom-nav').getByText('Prescrição')).toHaveCount(0);
  await snap(page, 'working-day-student-home-phone');
  const vet = await browser.newPage({ viewport: PHONE });
  await signedIn(vet, 1);
  await vet.goto('/home');
  await expect(vet.getByText('Nova prescrição')).toBeVisible();
  await vet.close();
});

test('"Alterar senha" in Meus dados sets a new password once the e-mailed code confirms it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const email = `troca-senha-${Date.now()}@teste.vetor.app`;
  const outboxCode = async () => {
    const outbox = (await fetch(`http://127.0.0.1:${E2E_PORT}/dev/outbox.json`).then((r) => r.json())) as {
      messages: { to: string; text: string }[];
    };
    // The outbox lists the newest first.
    return outbox.messages.find((m) => m.to === email)?.text.match(/\b(\d{4})\b/)?.[1] ?? '';
  };
  const json = { 'content-type': 'application/json' };
  await fetch(`${API}/login/emails/codes`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
  const code = await outboxCode();
  const session = await fetch(`${API}/login/emails/codes/${code}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, code }),
  }).then((r) => r.json());
  await page.addInitScript((s) => window.localStorage.setItem('vetor:user', JSON.stringify(s)), session);
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  const form = page.getByTestId('password-change');
  // Both problems at once.
  await form.getByLabel('Nova senha', { exact: true }).fill('curta');
  await form.getByLabel('Repita a nova senha').fill('outra');
  await form.getByRole('button', { name: 'Enviar código' }).click();
  await expect(form).toContainText('A senha deve ter de 6 a 30 caracteres');
  await expect(form).toContainText('As senhas informadas não coincidem.');
  await form.getByLabel('Nova senha', { exact: true }).fill('novaSenha2026');
  await form.getByLabel('Repita a nova senha').fill('novaSenha2026');
  await form.getByRole('button', { name: 'Enviar código' }).click();
  // The code field shows once the code was sent.
  await expect(form.getByLabel('Código recebido por e-mail')).toBeVisible();
  await form.getByLabel('Código recebido por e-mail').fill(await outboxCode());
  await snap(page, 'working-day-password-change-phone');
  await form.getByRole('button', { name: 'Confirmar nova senha' }).click();
  await expect(page.getByText('Senha alterada.', { exact: false })).toBeVisible();
  const signIn = await fetch(`${API}/login/emails/${encodeURIComponent(email)}/passwords`, {
    method: 'POST',
    headers: { 'x-password': 'novaSenha2026' },
  });
  expect(signIn.status).toBe(200);
});
