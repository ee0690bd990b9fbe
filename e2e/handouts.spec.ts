import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { axeViolations, expect, newCpf, snap, test, VIEWPORTS } from './support/fixtures';

// The handouts walk: a vet (the seeded demo PRO account, a professional with CRMV-SP) searches and
// filters the handouts, selects three, shares them with a patient by e-mail (read back from the
// local outbox) and by WhatsApp; the owner opens the link logged out on a 360 px phone.
// Screenshots at 360 px and desktop.

const DEMO = { email: 'demo.pro@vetor.app', password: 'vetor2026' };

async function signInDemo(page: Page) {
  const res = await page.request.post(`/api/login/emails/${encodeURIComponent(DEMO.email)}/passwords`, {
    headers: { 'x-password': DEMO.password, 'x-api-key': 'vetor-web' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const session = (await res.json()) as { token: string; tokenExpire: number; user: unknown };
  await page.addInitScript(
    (s) => {
      if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
    },
    { user: session.user, token: session.token, tokenExpire: session.tokenExpire },
  );
  return session.token;
}

const dialog = (page: Page) => page.getByRole('dialog').last();
const chip = (page: Page, name: string) => page.getByTestId('handouts-chips').getByText(name, { exact: true });

test('a vet filters, selects three handouts, shares by e-mail and WhatsApp; the owner reads on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const token = await signInDemo(page);
  const auth = { authorization: `Bearer ${token}`, 'x-api-key': 'vetor-web' };
  const owner = await page.request.post('/api/patients/owners', {
    headers: auth,
    data: {
      name: 'Luciana Prado Ramos',
      cpf: newCpf(),
      email: 'luciana@tutora.example',
      phone: '(11) 98765-4321',
      address: 'Rua das Palmeiras, 10, São Paulo/SP',
    },
  });
  expect(owner.ok(), await owner.text()).toBe(true);
  const patient = await page.request.post('/api/patients', {
    headers: auth,
    data: {
      name: 'Mingau',
      species: 2,
      sex: 1,
      breed: 'Sem Raça Definida',
      weight: 4.2,
      hasBirthday: false,
      age: 9,
      ownerId: (await owner.json()).id,
    },
  });
  expect(patient.ok(), await patient.text()).toBe(true);

  // The home entry is live now.
  await page.goto('/home');
  await page.getByTestId('home-entry-handouts').click();
  await expect(page).toHaveURL(/\/handouts$/);
  const rows = page.getByTestId('handout-row');
  await expect(rows.first()).toBeVisible();
  await snap(page, 'handouts-desktop-01-list');

  // Search ignores accents and case: "CAO" finds "Diabetes no cão".
  await page.getByTestId('handouts-search').fill('diabetes no CAO');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Diabetes no cão');
  await page.getByTestId('handouts-search').fill('');

  // Chips in the order 4, 1, 2, 3; filter by systemic drugs.
  const chips = page.getByTestId('handouts-chips').locator('label');
  await expect(chips).toHaveText([
    'Todos',
    'Doenças e tratamento',
    'Medicamentos sistêmicos',
    'Dermatológicos',
    'Oftálmicos',
  ]);
  await chip(page, 'Medicamentos sistêmicos').click();
  await expect(rows.first()).toContainText('Medicamentos sistêmicos');
  for (const r of await rows.all()) await expect(r).toContainText('Medicamentos sistêmicos');

  // Select three: two from the list, one from its detail screen's floating button.
  await rows.nth(0).getByTestId('handout-check').check();
  await rows.nth(1).getByTestId('handout-check').check();
  await chip(page, 'Oftálmicos').click();
  await rows.nth(0).getByRole('button').click();
  await expect(page).toHaveURL(/\/handouts\/[a-z-]+\?fromMenu=true$/);
  await expect(page.getByTestId('handout-detail')).toBeVisible();
  await snap(page, 'handouts-desktop-02-detail');
  await page.getByTestId('handout-detail-share').click();
  await expect(page).toHaveURL(/\/handouts$/);
  await expect(page.getByTestId('handouts-share')).toHaveText('Compartilhar (3)');

  // Share by e-mail: patient, method, owner's e-mail confirmed, then the message in the outbox.
  await page.getByTestId('handouts-share').click();
  await expect(dialog(page).getByText('Orientações selecionadas (3)')).toBeVisible();
  await page.getByTestId('pick-patient').click();
  await page.getByTestId('patient-search-input').fill('Mingau');
  await page.getByTestId('search-patient').first().click();
  await expect(page.getByTestId('selected-patient')).toHaveText('Mingau');
  await page.getByTestId('handout-share-method').getByLabel('E-mail').check();
  await snap(page, 'handouts-desktop-03-share-dialog');
  await page.getByTestId('handout-share-send').click();
  await expect(dialog(page).getByLabel('E-mail do tutor')).toHaveValue('luciana@tutora.example');
  await dialog(page)
    .getByRole('button', { name: /Próximo|Salvar/ })
    .click();
  await expect(page.getByTestId('handout-share-done')).toBeVisible();
  const link = (await page.getByTestId('handout-share-link').textContent()) as string;
  expect(link).toMatch(/\/shared\/handouts\/[A-Za-z0-9_-]{43}\/[a-z-]+$/);
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
    messages: { to: string; subject: string; text: string }[];
  };
  const mail = outbox.messages.find((m) => m.to === 'luciana@tutora.example');
  expect(mail?.subject).toMatch(/^Orientações para Mingau — /);
  expect(mail?.text).toContain(link);
  await dialog(page).getByRole('button', { name: 'Concluir' }).click();
  // A successful share empties the selection, which closes selection mode.
  await expect(page.getByTestId('handouts-share')).toHaveCount(0);

  // Share by WhatsApp: three again, the phone confirmed, the wa.me link.
  await chip(page, 'Todos').click();
  for (const i of [0, 1, 2]) await rows.nth(i).getByTestId('handout-check').check();
  await page.getByTestId('handouts-share').click();
  await page.getByTestId('pick-patient').click();
  await page.getByTestId('patient-search-input').fill('Mingau');
  await page.getByTestId('search-patient').first().click();
  await page.getByTestId('handout-share-method').getByLabel('WhatsApp').check();
  await page.getByTestId('handout-share-send').click();
  await expect(dialog(page).getByLabel(/Celular do tutor/)).toHaveValue('(11) 98765-4321');
  const popup = page.waitForEvent('popup').catch(() => null);
  await dialog(page)
    .getByRole('button', { name: /Próximo|Salvar/ })
    .click();
  await popup;
  await expect(page.getByRole('link', { name: 'Abrir WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=/,
  );
  await snap(page, 'handouts-desktop-04-shared');

  // The list on a phone.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/handouts');
  await expect(rows.first()).toBeVisible();
  await rows.nth(0).getByTestId('handout-check').check();
  await snap(page, 'handouts-phone-01-list');

  // The owner opens the e-mailed link logged out on a phone.
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const ownerPage = await context.newPage();
    const scripts = new Set<string>();
    ownerPage.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname);
    });
    await ownerPage.goto(link);
    const view = ownerPage.getByTestId('public-handout');
    await expect(view).toContainText('Olá, Luciana!');
    await expect(view).toContainText('Mingau');
    await expect(ownerPage.getByTestId('public-handout-vet')).toContainText('CRMV-SP');
    await snap(ownerPage, `handouts-${size}-05-public`);
    expect(await axeViolations(ownerPage)).toEqual([]);
    // What an owner downloads on mobile data: the JS of the first load, gzip-compressed (the figure goes
    // to docs/benchmarks.md).
    const dist = new URL('../apps/web/dist', import.meta.url);
    const gzipKb =
      [...scripts].reduce((n, path) => n + gzipSync(readFileSync(new URL(`.${path}`, `${dist.href}/`))).length, 0) /
      1024;
    console.log(`public handout first load (${size}): ${scripts.size} JS files, ${gzipKb.toFixed(1)} KB gzip`);
    // The light public entry (public.html), not the app: the budget is a size, not a time.
    expect(gzipKb).toBeLessThanOrEqual(100);
    // Nothing wider than the phone's screen.
    const width = await ownerPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await context.close();
  }

  // Asking the AI search from the items is logged (docs/product/content-and-study.md §2).
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/handouts');
  await page.getByTestId('handouts-search').fill('vômito');
  const event = page.waitForRequest(
    (r) => r.url().endsWith('/api/topics/handouts/events') && r.postData()?.includes('ai_search_from_items') === true,
  );
  await page.getByTestId('handouts-ai-search').click();
  await event;
  await expect(page).toHaveURL(/\/ai-search\?search=v%C3%B4mito/);

  // The vet lists the links sent for Mingau and revokes the e-mailed one: the owner's link stops opening.
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto('/handouts');
    await page.getByTestId('handouts-sent-links').click();
    await expect(page).toHaveURL(/\/handouts\/shares$/);
    await page.getByTestId('pick-patient').click();
    await page.getByTestId('patient-search-input').fill('Mingau');
    await page.getByTestId('search-patient').first().click();
    await expect(page.getByTestId('sent-link')).toHaveCount(2);
    await expect(page.getByTestId('sent-link').first()).toContainText('Por WhatsApp');
    await snap(page, `handouts-${size}-06-sent-links`);
  }
  const emailed = page.getByTestId('sent-link').filter({ hasText: 'Por e-mail' });
  await emailed.getByTestId('sent-link-revoke').click();
  await dialog(page).getByRole('button', { name: 'Revogar' }).click();
  await expect(emailed.getByTestId('sent-link-revoked')).toBeVisible();
  await snap(page, 'handouts-desktop-07-revoked');
  const ownerAgain = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'pt-BR' });
  const revokedPage = await ownerAgain.newPage();
  await revokedPage.goto(link);
  await expect(revokedPage.getByRole('alert')).toHaveText('Este link não existe ou foi revogado pelo veterinário.');
  await snap(revokedPage, 'handouts-phone-08-public-revoked');
  await ownerAgain.close();
});
