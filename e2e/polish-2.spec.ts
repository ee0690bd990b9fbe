import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, freeUser, holdRequests, proUser, test } from './support/fixtures';

// What was left of the polish: offline saves, working of every result, product icons, evidence pyramid,
// cross-reference links, photo rows in favorites and recents.

const SHOTS = fileURLToPath(new URL('../test-results/polish-2/', import.meta.url));
async function look(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

test('after a failed offline save, the next save back online works (no developer page)', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.goto('/accounts');
  await page.goto('/registration/phone');
  await page.getByTestId('field-phone').fill('11987654321');
  await context.setOffline(true);
  await page.getByTestId('registration-next').click();
  await expect(page.getByTestId('global-alert')).toContainText(/offline/i);
  await context.setOffline(false);
  await page.getByTestId('registration-next').click();
  await expect(page.getByText('Dados salvos.')).toBeVisible();
  await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
  await page.waitForURL('**/accounts');
  await look(page, 'save-after-offline');
});

const field = (page: Page, id: string) => page.getByTestId(`field-${id}`);

test('the energy result shows its working, with the neonatal 250 × kg formula that ran', async ({ page, signInAs }) => {
  await signInAs(proUser);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/calculators/energy-requirement');
  await field(page, 'animal').getByText('Cão').click();
  await field(page, 'weight').fill('0,4');
  await field(page, 'bodyScore').selectOption('5');
  await field(page, 'dogLifeStage').selectOption('neonate');
  await expect(page.getByTestId('result-multiple')).toContainText('100 kcal/dia');
  const working = page.getByTestId('result-working');
  await working.getByText('Ver o cálculo').click();
  await expect(working).toContainText('250 × 0,4 kg = 100 kcal/dia');
  // The body-score prompt reads "Selecione", not "Nenhuma".
  await expect(field(page, 'bodyScore').locator('option').first()).toHaveText('Selecione');
  await look(page, 'energy-working-phone');
});

test('the catalogue prints no subtitle that repeats the calculator name', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.goto('/calculators');
  await expect(page.getByTestId('calculator-entry-energy-requirement')).toHaveText(/^Necessidade Energética/);
  await expect(page.getByTestId('calculator-entry-energy-requirement')).not.toContainText('Necessidade energética');
  await expect(page.getByTestId('calculator-entry-rule-of-three-calculator')).toContainText('Valor de X');
});

test('a reference row shows the evidence pyramid with the level in words', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.goto('/calculators/body-surface-area');
  await page.getByTestId('calculator-references').click();
  const level = page.getByRole('dialog').getByTestId('reference-level').first();
  await expect(level).toHaveText(/^Nível \d$/);
  await expect(level.getByTestId('evidence-pyramid')).toBeVisible();
  await look(page, 'reference-levels-phone');
  await page
    .getByRole('dialog')
    .getByTestId('reference-row')
    .filter({ has: page.getByTestId('reference-level') })
    .first()
    .click();
  await page.waitForURL('**/references');
  await expect(page.getByTestId('reference-card')).toContainText(/Nível de evidência \d/);
  await look(page, 'reference-card-phone');
});

test('a cross-reference written in the text links to its item', async ({ page, signInAs }) => {
  await signInAs(proUser);
  // The treatment part of the disease (content 2, its first section) names the support topic.
  await page.goto('/item/parvovirose-canina/content/2/section/0');
  const link = page.getByTestId('cross-ref').filter({ hasText: 'Suporte ao paciente com parvovirose' });
  await expect(link).toBeVisible();
  await look(page, 'cross-ref');
  await link.click();
  await page.waitForURL('**/item/suporte-na-parvovirose**');
});

test('favorites give a photo-category item its 150 px photo row and a drug its short row', async ({
  page,
  signInAs,
}) => {
  // Supplements are PRO content.
  await signInAs(proUser);
  await page.goto('/categories/6/products/hepvet');
  await page.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
  await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();
  await page.goto('/items/favorites');
  const row = page.getByTestId('list-row').filter({ hasText: /Hepvet/i });
  await expect(row).toBeVisible();
  const box = await row.boundingBox();
  expect(box?.height).toBeGreaterThan(140);
  await expect(row.locator('img')).toBeVisible();
  await look(page, 'favorites-photo-row');
});

test('the first start after sign-in moves nothing on the home: the outline is replaced, not shifted', async ({
  page,
  signInAs,
}) => {
  // Chrome's layout-shift entries, kept from the first paint (the observer is the one Lighthouse's CLS
  // reads); `takeRecords` adds those of the last frame not yet delivered.
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[]; __shiftObserver: PerformanceObserver };
    w.__shifts = [];
    const keep = (entries: PerformanceEntryList) => {
      for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shifts.push(e.value);
    };
    w.__shiftObserver = new PerformanceObserver((list) => keep(list.getEntries()));
    w.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
  // The toggles are held until the outline shows, so every run sees the swap a slow phone sees on its
  // first start (later starts remember the toggles and draw the page at once).
  const release = await holdRequests(page, '**/api/preferences/toggles');
  await signInAs(proUser);
  await page.goto('/home');
  await expect(page.getByTestId('home-loading')).toBeVisible();
  release();
  await expect(page.getByTestId('home-news-card')).toContainText(/de \d{4}/);
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { __shifts: number[]; __shiftObserver: PerformanceObserver };
            for (const e of w.__shiftObserver.takeRecords() as (PerformanceEntry & { value: number })[])
              w.__shifts.push(e.value);
            resolve(w.__shifts);
          }),
        ),
      ),
  );
  expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
});
