import { expect, freeUser, holdRequests, mintSession, snap, test, VIEWPORTS } from './support/fixtures';

// The foundation's walk: splash → sign-in for visitors, deep links restored after sign-in, the SPA
// surviving a reload, unknown paths → /.

test('a visitor opens /, sees the splash and lands on /login', async ({ page }) => {
  // Hold the version check a moment so the splash can be seen.
  await page.route('**/api/preferences/versions', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByText('Verificando a versão…')).toBeVisible();
  await page.waitForURL('**/login');
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link to a private page goes to /login and is restored after sign-in', async ({ page }) => {
  await page.goto('/accounts?tab=dados');
  await page.waitForURL('**/login');
  // Sign in the way the sign-in screen does on success: store the session, then the update route
  // at / runs the version check and honours the remembered target.
  const session = await mintSession(freeUser);
  await page.evaluate((s) => window.localStorage.setItem('vetor:user', JSON.stringify(s)), session);
  await page.goto('/');
  await page.waitForURL('**/accounts?tab=dados');
  await expect(page).toHaveURL(/\/accounts\?tab=dados$/);
});

test('the SPA is served by the server and a deep link survives a reload', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /Olá, Ana/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Olá, Ana/ })).toBeVisible();
  const response = await page.request.get('/items/searches');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="root">');
});

test('an unknown path goes to /', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.goto('/isto/nao/existe');
  // / runs the version check and then goes home.
  await page.waitForURL('**/home');
});

test('home shows the cards, the PRO badges and the bottom navigation; tabs switch as specified', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  // The bottom bar is a phone's; desktops get the side navigation (polish.spec.ts).
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/home');
  await expect(page.getByTestId('home-search-card')).toBeVisible();
  await expect(page.getByTestId('home-entry-diseases').getByText('PRO')).toBeVisible();
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/items\/searches$/);
  // Pages load as lazy chunks: wait for the search page before switching tabs again.
  await expect(page.getByTestId('search-input')).toBeVisible();
  await page.getByTestId('bottom-nav').getByRole('button', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the user menu lists every entry and the app version', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.goto('/home');
  await page.getByTestId('user-button').click();
  const menu = page.getByRole('navigation', { name: 'Menu do usuário' });
  for (const entry of [
    'Meus dados',
    'Assine o Vetor PRO',
    'Fale conosco',
    'Central de ajuda',
    'Sobre o Vetor',
    'Termos de uso',
    'Política de privacidade',
    'Sair',
  ]) {
    await expect(menu.getByText(entry, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('app-version')).toHaveText('Versão 5.12.2');
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`screenshots of /, /login and /home (${label})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, locale: 'pt-BR' });
    const page = await context.newPage();
    // Hold the version check until the splash is on film, then let it through and wait for the
    // handler to finish before leaving the page. (A fixed 3 s delay raced the next navigation:
    // the navigation cancelled the request and route.continue() then threw "already handled".)
    const release = await holdRequests(page, '**/api/preferences/versions');
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeVisible();
    await snap(page, `shell-splash-${label}`);
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await snap(page, `shell-login-${label}`);
    const session = await mintSession(freeUser);
    await page.evaluate((s) => window.localStorage.setItem('vetor:user', JSON.stringify(s)), session);
    await page.goto('/home');
    await expect(page.getByTestId('home-search-card')).toBeVisible();
    await expect(page.getByTestId('user-button')).toBeVisible();
    await expect(page.getByTestId(label === 'phone' ? 'bottom-nav' : 'side-nav')).toBeVisible();
    await snap(page, `shell-home-${label}`);
    await context.close();
  });
}
