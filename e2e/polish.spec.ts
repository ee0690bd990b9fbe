import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, fillDoseCalculator, freeUser, mintSession, newCpf, proUser, test } from './support/fixtures';

// The built screens finished — desktop layout, honest home, validation, calculators.

const SHOTS = fileURLToPath(new URL('../test-results/polish/', import.meta.url));
async function look(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}

test('desktop has the side navigation and no bottom bar; a phone has the bottom bar and no side navigation', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  const side = page.getByTestId('side-nav');
  await expect(side).toBeVisible();
  await expect(side.getByRole('link', { name: /Doenças/ })).toBeVisible();
  await expect(side.getByRole('heading', { name: 'Favoritos' })).toBeVisible();
  await expect(side.getByRole('heading', { name: 'Recentes' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toBeHidden();
  await look(page, 'home-1280');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/home');
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await expect(page.getByTestId('side-nav')).toBeHidden();
});

test('home marks the areas not built yet and opens their em-breve page', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.goto('/home');
  // Built areas carry no badge (handouts are built).
  await expect(page.getByTestId('home-entry-handouts')).toBeVisible();
  await expect(page.getByTestId('home-entry-handouts').getByTestId('coming-soon-badge')).toHaveCount(0);
  await expect(page.getByTestId('home-entry-flashcards').getByTestId('coming-soon-badge')).toHaveCount(0);
  await expect(page.getByTestId('home-entry-drugs').getByTestId('coming-soon-badge')).toHaveCount(0);
  await expect(page.getByTestId('home-entry-snacks')).toBeVisible();
  // News is built: the home carries its card, with no badge.
  await expect(page.getByTestId('home-news-card')).toBeVisible();
  await expect(page.getByTestId('home-news-card').getByTestId('coming-soon-badge')).toHaveCount(0);
});

test('an empty history says nothing was opened yet', async ({ page, signInAs }) => {
  await signInAs({ ...freeUser, email: 'vazio@teste.vetor.app' });
  await page.goto('/items/recents');
  await expect(page.getByTestId('list-empty')).toHaveText('Você ainda não abriu nenhum conteúdo.');
});

test('one calculators catalogue: the calculators category opens /calculators', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.goto('/items?category=7');
  await expect(page).toHaveURL(/\/calculators$/);
  await expect(page.getByTestId('calculator-catalogue')).toBeVisible();
});

test('keyboard: "/" focuses the search box and arrows move through the list', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/calculators');
  await expect(page.getByTestId('calculator-catalogue')).toBeVisible();
  await page.locator('body').click({ position: { x: 700, y: 10 } });
  await page.keyboard.press('/');
  await expect(page.getByTestId('calculator-search')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-testid^="calculator-entry-"]').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-testid^="calculator-entry-"]').nth(1)).toBeFocused();
});

test('offline, a section whose code is not loaded shows the pt-BR offline message with a retry', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.goto('/home');
  await expect(page.getByTestId('home-entry-drugs')).toBeVisible();
  // The header is a lazy chunk of its own: the network drops once the user sees it.
  await expect(page.getByTestId('user-button')).toBeVisible();
  await context.setOffline(true);
  // The calculators' screen code is fetched on first visit only.
  await page.getByTestId('home-entry-calculators').dispatchEvent('click');
  const error = page.getByTestId('route-error');
  await expect(error).toContainText('Dispositivo offline');
  await expect(error.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  // The page failed, not the app: the header is still there.
  await expect(page.getByTestId('user-button')).toBeVisible();
  await look(page, 'offline-section');
  await context.setOffline(false);
});

test('a header whose chunk failed while offline comes back when the network does', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(freeUser);
  // The header's chunk fails to arrive, as when the network drops while it is on its way.
  await page.route(/\/assets\/header-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/home');
  await expect(page.getByTestId('home-entry-drugs')).toBeVisible();
  await expect(page.getByTestId('user-button')).toHaveCount(0);
  await context.setOffline(true);
  await page.unroute(/\/assets\/header-[^/]+\.js$/);
  await context.setOffline(false);
  await expect(page.getByTestId('user-button')).toBeVisible();
});

test('ads whose chunk failed while offline leave the home in place and show when the network is back', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.setViewportSize({ width: 360, height: 740 });
  // The ads' answer arrives but their chunk does not, as when the network drops in between.
  await page.route(/\/assets\/ad-views-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  const chunkFailed = page.waitForEvent('requestfailed', (r) => /\/assets\/ad-views-/.test(r.url()));
  await page.goto('/home');
  await chunkFailed;
  await expect(page.getByTestId('home-entry-calculators')).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByTestId('ads-home')).toHaveCount(0);
  await page.unroute(/\/assets\/ad-views-[^/]+\.js$/);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByTestId('ads-home')).toBeVisible();
  await expect(page.getByTestId('home-entry-calculators')).toBeVisible();
});

test('registration: Voltar stays in the app, the year range and a professional without CRMV are explained', async ({
  page,
}) => {
  const session = await mintSession(freeUser);
  // A user who has not answered the questionnaire yet.
  const { questions: _q, ...user } = session.user;
  await page.addInitScript(
    (s) => {
      if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
    },
    { ...session, user },
  );
  await page.goto('/registration');
  await expect(page.getByTestId('registration')).toHaveAttribute('data-step', 'basic');
  await look(page, 'registration-basic');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\//);
  expect(page.url()).not.toBe('about:blank');

  await page.goto('/registration');
  await page.getByTestId('field-displayName').fill('Carla Mendes Rocha');
  await page.getByTestId('field-birthday').fill('15031992');
  await page.getByTestId('field-cpf').fill(newCpf());
  await page.getByTestId('registration-next').click();
  await page.getByTestId('status-1').click();
  await page.getByTestId('registration-next').click();
  await expect(page.getByTestId('registration')).toHaveAttribute('data-step', 'education');
  await page.getByTestId('field-courseCompletion').fill('1920');
  await page.getByTestId('registration-next').click();
  await expect(page.getByText(/Informe um ano de formatura entre 1930 e \d{4}\./)).toBeVisible();
  await page.getByTestId('field-courseCompletion').fill('2016');
  await page.getByTestId('registration-next').click();
  // A professional cannot go on without the CRMV number and its UF.
  await expect(page.getByText('Informe o número do CRMV (somente números, até 8 dígitos).')).toBeVisible();
  await expect(page.getByTestId('registration')).toHaveAttribute('data-step', 'education');
  await page.getByTestId('field-crmvState').click();
  await page.getByTestId('field-crmvState').fill('SP');
  await expect(page.getByRole('option').first()).toHaveText('SP – São Paulo');
  await look(page, 'registration-education');
});

test('sign-in explains the e-mail and password rules in pt-BR under the fields', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByTestId('login-email').fill('Nao-E-Email');
  await expect(page.getByTestId('login-email')).toHaveValue('nao-e-email');
  await page.getByTestId('login-continue').click();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
  const email = `regras.${Date.now()}@clinica.com.br`;
  await page.getByTestId('login-email').fill(email.toUpperCase());
  await expect(page.getByTestId('login-email')).toHaveValue(email);
  await page.getByTestId('login-continue').click();
  await page.getByTestId('login-repeat-email').fill(email);
  await page.getByTestId('login-continue').click();
  await page.getByTestId('login-password').fill('abc');
  await expect(page.getByTestId('login-password-submit')).toBeEnabled();
  await page.getByTestId('login-password-submit').click();
  await expect(
    page.getByText('A senha deve ter de 6 a 30 caracteres, com ao menos uma letra e um número, sem espaços.'),
  ).toBeVisible();
});

test('calculators refuse an impossible haematocrit and keep number fields to 9 characters', async ({
  page,
  signInAs,
}) => {
  await signInAs(proUser);
  await page.goto('/calculators/transfusion-volume');
  await page.getByTestId('field-animal').getByText('Cão').click();
  await page.getByTestId('field-weight').fill('99999999999');
  await expect(page.getByTestId('field-weight')).toHaveValue('999999999');
  await page.getByTestId('field-weight').fill('-7');
  await expect(page.getByTestId('field-weight')).toHaveValue('7');
  await page.getByTestId('field-weight').fill('20');
  await page.getByTestId('field-currentHematocrit').fill('15');
  await page.getByTestId('field-intendedHematocrit').fill('250');
  await page.getByTestId('field-donorHematocrit').fill('45');
  const result = page.getByTestId('calculator-result');
  await expect(result).toContainText('Hematócrito pretendido: informe um valor entre 0 e 100%.');
  await expect(result).not.toContainText('mL');
  await page.getByTestId('field-intendedHematocrit').fill('25');
  await expect(result).toContainText('400 mL');
  // The working, printed from the formula that computed it.
  await result.getByText('Ver o cálculo').click();
  await expect(page.getByTestId('result-working')).toContainText('20 kg × 90 mL/kg × (25 % − 15 %) ÷ 45 % = 400 mL');
  await look(page, 'calculator-transfusion');
});

test('the dose calculator names a zero concentration instead of showing the empty state', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.goto('/calculators/dose-calculator/custom');
  await fillDoseCalculator(page, {
    weight: '10',
    dose: '2',
    unit: 'mg/kg',
    concentration: '0',
    concentrationUnit: 'mg/mL',
  });
  await expect(page.getByTestId('calculator-error')).toHaveText('A concentração deve ser maior que zero.');
  // A chosen unit can be undone.
  await page.getByTestId('dose-unit').selectOption('');
  await expect(page.getByTestId('dose-unit')).toHaveValue('');
});

test('a forbidden app version blocks every route, not only the splash', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.route('**/api/preferences/versions', (route) =>
    route.fulfill({ json: { forbiddenAppVersion: true, hasNewAppVersion: true } }),
  );
  await page.goto('/home');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('home-search-card')).toHaveCount(0);
  await page.goto('/items?category=1');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a refused token renewal (403) logs out and says why on the sign-in page', async ({ page }) => {
  const session = await mintSession(freeUser);
  await page.addInitScript((s) => {
    if (!window.sessionStorage.getItem('e2e-once')) {
      window.sessionStorage.setItem('e2e-once', '1');
      window.localStorage.setItem('vetor:user', JSON.stringify({ ...s, tokenExpire: Date.now() - 1000 }));
    }
  }, session);
  await page.route('**/api/login/*/tokens', (route) =>
    route.fulfill({ status: 403, json: { code: 'USER_NOT_FOUND', message: 'Sua conta não está disponível.' } }),
  );
  await page.goto('/items/favorites');
  await page.waitForURL('**/login');
  // The sign-in page says why in the server's own words (blocked, deletion pending…).
  await expect(page.getByText('Sua conta não está disponível.')).toBeVisible();
});

test('a failed profile save shows the spec ERROR_SAVE_USER text', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.route('**/api/login/users', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { code: 'ERROR', message: 'Ocorreu um erro.' } })
      : route.continue(),
  );
  await page.goto('/accounts');
  await page.goto('/registration/phone');
  await page.getByTestId('field-phone').fill('11987654321');
  await page.getByTestId('registration-next').click();
  await expect(page.getByText('Não foi possível salvar seus dados. Tente novamente.')).toBeVisible();
});
