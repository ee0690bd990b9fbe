import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, proUser, signOutThroughMenu, snap, test, VIEWPORTS } from './support/fixtures';

// Offline at the bedside: the installable app, its service worker, the sealed store of
// opened drugs, the calculators and the offline message with the network cut in the browser, and
// an empty store after logout. Lighthouse 12 no longer has the PWA category, so installability is
// checked the way it did: Chromium's own installability errors (CDP Page.getInstallabilityErrors).

test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'Dispositivo offline. Esta seção precisa de conexão com a internet...';
const field = (page: Page, id: string) => page.getByTestId(`field-${id}`);

/** Records per table of the local store (IndexedDB `vetor`), read in the page. */
/** The keys (category/id) kept in one table of the offline store: stored in the clear, the content is sealed. */
function keptKeys(page: Page, table: string) {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const req = indexedDB.open('vetor');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const keys = db.transaction(name, 'readonly').objectStore(name).getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
        };
      }),
    table,
  );
}

function storeCounts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const req = indexedDB.open('vetor');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const names = Array.from(db.objectStoreNames);
          if (!names.length) return resolve({});
          const tx = db.transaction(names, 'readonly');
          const out: Record<string, number> = {};
          for (const n of names) {
            const c = tx.objectStore(n).count();
            c.onsuccess = () => {
              out[n] = c.result;
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out);
          };
        };
      }),
  );
}

/** Waits until the service worker is active and this page is under its control. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('installable: a valid pt-BR manifest with portrait, maskable icons and a service worker', async ({
  page,
  signInAs,
}) => {
  await signInAs(proUser);
  await page.goto('/');
  await page.waitForURL('**/home');
  await controlled(page);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Vetor — apoio à decisão clínica veterinária',
    short_name: 'Vetor',
    lang: 'pt-BR',
    display: 'standalone',
    orientation: 'portrait',
    start_url: '/',
  });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ])
    expect(icons.some((i) => i.sizes === size && i.purpose === purpose)).toBe(true);
  for (const icon of icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  // The worker's script is always revalidated; the carried databases' download copy is published.
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  const supplements = await (await page.request.get('/databases/supplements.json')).json();
  expect(supplements.some((p: { id: string; premium: boolean }) => p.id === 'aminomix-pet')).toBe(true);
  expect(supplements.every((p: { premium: boolean }) => !p.premium)).toBe(true);
  // What Chromium needs to offer the install prompt: no installability error but the test profile's
  // own (Playwright's contexts are incognito, where Chromium never offers to install anything).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
});

test('with the network cut: an opened drug, its doses and the calculators; online-only screens say so; logout empties the store', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await page.waitForURL('**/home');
  await controlled(page);

  // Online: the vet opens a drug's doses; the app keeps it sealed on the device.
  await page.goto('/categories/1/drugs/cefalexina?tab=doses');
  await expect(page.getByTestId('dose-card').first()).toBeVisible();
  const doseText = (await page.getByTestId('dose-card').first().textContent()) ?? '';
  await expect.poll(async () => (await storeCounts(page)).drugs ?? 0).toBeGreaterThan(0);
  await expect.poll(async () => (await storeCounts(page)).keys ?? 0).toBe(1);
  // Sealed: the stored record holds no readable text of the monograph.
  const raw = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const req = indexedDB.open('vetor');
        req.onsuccess = () => {
          const get = req.result.transaction('drugs').objectStore('drugs').getAll();
          get.onsuccess = () => {
            const row = get.result[0] as { sealed: { data: ArrayBuffer } };
            resolve(new TextDecoder('latin1').decode(row.sealed.data));
            req.result.close();
          };
        };
      }),
  );
  expect(raw).not.toContain('Cefalexina');

  // A favorited drug never opened on this device is kept too (fetched in the background).
  const status = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('vetor:user') ?? '{}') as { token: string };
    const res = await fetch('/api/preferences/favorites', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-api-key': 'vetor-web' },
      body: JSON.stringify({ id: 'acepromazina', name: 'Acepromazina', category: 1, type: 0 }),
    });
    return res.status;
  });
  expect(status).toBe(200);
  // Any start keeps the favorites (here home, which shows none of them).
  await page.goto('/home');
  await expect.poll(async () => (await storeCounts(page)).drugs ?? 0).toBeGreaterThan(1);

  await context.setOffline(true);
  await page.goto('/categories/1/drugs/acepromazina');
  await expect(page.getByRole('heading', { level: 1, name: /Acepromazina/ })).toBeVisible();
  // A fresh start with no network (the page reloads from the worker's copy, no memory cache).
  await page.goto('/categories/1/drugs/cefalexina?tab=doses');
  await expect(page.getByRole('heading', { level: 1, name: /Cefalexina/ })).toBeVisible();
  await expect(page.getByTestId('dose-card').first()).toHaveText(doseText);
  await page.getByTestId('dose-card').first().click();
  await page.waitForURL(/\/doses\/0/);
  await expect(page.getByTestId('doses-warning')).toBeVisible();

  // The drug list, from the summary kept on the device, and home, without error alerts.
  await page.goto('/items?category=1');
  await expect(page.getByText(/^\d+ itens$/)).toBeVisible();
  // The first row on screen (a long list draws only those): the first of the Novidades a PRO user sees.
  await expect(page.getByText('Acetilcisteína', { exact: true })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByText('Buscar no Vetor')).toBeVisible();
  await page.waitForTimeout(1500);
  await snap(page, 'offline-home-phone');

  // A supplement never opened on this device: from the databases the app carries (docs/product/calculators-patients-prescriptions-management.md §3).
  await page.goto('/categories/6/products/aminomix-pet');
  await expect(page.getByRole('heading', { level: 1, name: 'Aminomix Pet' })).toBeVisible();

  // The dose calculator (pure domain code).
  await page.goto('/calculators/dose-calculator/custom?weight=12,5');
  await page.getByTestId('dose-dose').fill('0,2');
  await page.getByTestId('dose-unit').selectOption('mg/kg');
  await page.getByTestId('dose-concentration').fill('1');
  await page.getByTestId('dose-concentration-unit').selectOption('%');
  await expect(page.getByTestId('dose-volume')).toHaveText('0,25 mL');

  // The continuous-infusion calculator, with the drug concentrations it keeps offline.
  await page.goto('/calculators/continuous-infusion/custom');
  await field(page, 'weight').fill('10');
  await field(page, 'bagVolume').fill('250');
  await field(page, 'rate').fill('10');
  await page.getByTestId('infusion-drug-0-select').selectOption('fentanil');
  await page.getByTestId('infusion-drug-0-dose').fill('0,1');
  await expect(page.getByTestId('calculator-placeholder')).toHaveCount(0);
  await expect(page.getByTestId('calculator-result')).toContainText(/mL/);

  // A screen that needs the network says so, at 360 px and on a desktop.
  await page.goto('/ddx');
  await expect(page.getByTestId('offline-notice')).toContainText(OFFLINE);
  await snap(page, 'offline-message-phone');
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  // The side navigation's chunk comes from the worker's precache too.
  await expect(page.getByRole('navigation', { name: 'Navegação lateral' })).toBeVisible();
  await expect(page.getByTestId('user-button')).toBeVisible();
  await snap(page, 'offline-message-desktop');
  await page.setViewportSize(VIEWPORTS.phone);

  // Back online, logout leaves nothing of the user on the device.
  await context.setOffline(false);
  await page.goto('/home');
  await signOutThroughMenu(page);
  await expect.poll(async () => Object.values(await storeCounts(page)).reduce((a, b) => a + b, 0)).toBe(0);
});

test('search without signal finds what the device keeps and says so', async ({ page, context, signInAs }) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await page.waitForURL('**/home');
  await controlled(page);
  await page.goto('/categories/1/drugs/cefalexina');
  await expect(page.getByRole('heading', { level: 1, name: /Cefalexina/ })).toBeVisible();
  // This very drug, not just any: the same user's favorites (an earlier test favorites one) are kept
  // in the background too, and counting drugs could pass before cefalexina is sealed.
  await expect.poll(() => keptKeys(page, 'drugs')).toContain('1/cefalexina');

  await context.setOffline(true);
  // A fresh navigation, as after the app is reopened without signal.
  await page.goto('/searches?q=cefalex');
  await expect(page.getByTestId('search-offline-only')).toBeVisible();
  await expect(page.locator('[data-testid="search-hit"][data-id="cefalexina"]').first()).toBeVisible();
  await snap(page, 'offline-search-phone');
  // A drug never opened on this device is not offered.
  await page.getByTestId('search-input').fill('tramadol');
  await expect(page.getByTestId('search-offline-only')).toBeVisible();
  await expect(page.locator('[data-testid="search-hit"][data-id="tramadol"]')).toHaveCount(0);
  await context.setOffline(false);
});

test('a new version is announced and applied on request', async ({ page, signInAs }) => {
  await signInAs(proUser);
  await page.goto('/');
  await page.waitForURL('**/home');
  await controlled(page);
  const swPath = fileURLToPath(new URL('../apps/web/dist/sw.js', import.meta.url));
  const original = readFileSync(swPath, 'utf8');
  try {
    // A new build: the worker's bytes change, as a deploy changes its precache list.
    writeFileSync(swPath, `${original}\n// e2e: nova versão\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText('Nova versão do Vetor disponível');
      await snap(page, `update-prompt-${size}`);
    }
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Atualizar agora' }).click()]);
    await expect(prompt).toHaveCount(0);
    // The new worker took over: nothing waits any more.
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))
      .toBe(false);
  } finally {
    writeFileSync(swPath, original);
  }
});
