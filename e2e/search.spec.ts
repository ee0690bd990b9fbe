import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, freeUser, proUser, test, VIEWPORTS } from './support/fixtures';

// The search walk: global search without accents, a facet, a disease; a typo that still finds the
// drug; recent searches; an AI dosing question whose citation opens our section; and a free user
// sent to the purchase flow by AI search and by a locked hit.

const SHOTS = new URL('../test-results/', import.meta.url).pathname;
async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}search-${name}.png`, fullPage });
}

test('search without accents, pick a facet, open a disease; a typo finds the drug; recents', async ({
  page,
  signInAs,
}) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/home');
  await page.getByTestId('home-search-card').click();
  await page.waitForURL(/\/(items\/)?searches/);

  await page.getByTestId('search-input').fill('insuficiencia renal');
  await page.getByTestId('search-input').press('Enter');
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await expect(page.getByTestId('hit-snippet').locator('mark').first()).toBeVisible();
  await shot(page, 'results-phone');
  const facets = page.getByTestId('search-facets');
  await facets.getByText(/^Doenças \(\d+\)$/).click();
  await expect(page).toHaveURL(/category=Doen/);
  // The URL changes before the filtered answer replaces the previous hits (kept while it loads):
  // wait until no hit outside the facet is left rather than reading the list once.
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await expect(page.getByTestId('search-hit').filter({ hasNotText: 'Doenças' })).toHaveCount(0);
  await shot(page, 'facet-phone');
  await page.locator('[data-testid="search-hit"][data-id^="doenca-renal-cronica"]').first().click();
  await page.waitForURL(/\/item\/doenca-renal-cronica-/);
  await expect(page.getByRole('heading', { level: 1, name: /Doença renal crônica/ })).toBeVisible();

  await page.goto('/searches');
  await page.getByTestId('search-input').fill('amoxicilna');
  await expect(page.getByTestId('search-corrected')).toContainText('amoxicilina');
  // The drug ranks above its flashcard deck (same id, opens /cards).
  await page.locator('[data-testid="search-hit"][data-id="amoxicilina-clavulanato"]').first().click();
  await page.waitForURL(/\/categories\/1\/drugs\/amoxicilina-clavulanato/);

  // An empty field shows the chosen results, newest first.
  await page.goto('/searches');
  const recents = page.getByTestId('recent-searches').getByTestId('search-hit');
  await expect(recents.first()).toHaveAttribute('data-id', 'amoxicilina-clavulanato');
  await expect(recents.nth(1)).toHaveAttribute('data-id', /doenca-renal-cronica-/);
  await shot(page, 'recents-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByTestId('search-input').fill('DRC');
  await page.getByTestId('search-input').press('Enter');
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await shot(page, 'results-desktop');
});

test('ask the AI a dosing question and open a cited section', async ({ page, signInAs }) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/ai-search');
  await expect(page.getByTestId('ai-tips')).toBeVisible();
  await expect(page.getByTestId('ai-examples').getByRole('button')).toHaveCount(3);
  await expect(page.getByTestId('ai-send')).toBeDisabled();
  await shot(page, 'ai-idle-desktop');

  const question = 'Qual a dose de meloxicam para gatos?';
  await page.getByTestId('ai-question').fill(question);
  await page.getByTestId('ai-question').press('Enter');
  await expect(page.getByTestId('ai-title')).toHaveText(question);
  await expect(page.getByTestId('ai-answer')).toContainText('Meloxicam');
  await expect(page.getByTestId('ai-sources').getByTestId('ai-source')).toHaveCount(3);
  await expect(page.getByTestId('ai-disclaimer')).toBeVisible();
  await shot(page, 'ai-answer-desktop', true);
  await page.setViewportSize(VIEWPORTS.phone);
  await shot(page, 'ai-answer-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByTestId('ai-citation').first().click();
  await page.waitForURL(/\/categories\/1\/drugs\/meloxicam\/doses\/\d+|\/item\/.+\/content\/\d+\/section\/\d+/);

  // ?search= prefills the box; a new question resets the screen.
  await page.goto(`/ai-search?search=${encodeURIComponent('cinomose')}`);
  await expect(page.getByTestId('ai-question')).toHaveValue('cinomose');
  await page.getByTestId('ai-question').fill('x'.repeat(501));
  await expect(page.getByText('Máx 500 caracteres.')).toBeVisible();
  await expect(page.getByTestId('ai-send')).toBeDisabled();
});

test('a free user hits the paywall on AI search and on a locked hit', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/ai-search');
  await page.getByTestId('ai-question').fill('Qual a dose de meloxicam para gatos?');
  await page.getByTestId('ai-send').click();
  await expect(page.getByRole('dialog')).toContainText(/PRO/);
  await shot(page, 'ai-paywall-phone');
  await page.keyboard.press('Escape');

  await page.goto('/searches?q=cinomose');
  const hit = page.locator('[data-testid="search-hit"][data-id="cinomose"]').first();
  await expect(hit).toHaveAttribute('aria-label', /bloqueado/);
  await hit.click();
  await expect(page.getByRole('dialog')).toContainText(/PRO/);
  await expect(page).toHaveURL(/\/searches/);
});
