import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, proUser, type TestUser, test, VIEWPORTS } from './support/fixtures';

// The flashcards walk: a free user studies until the server refuses the 15th answer of the
// day (even after the local counter is wiped) and sees the paywall; a PRO user opens the cards of a
// drug from its header, rates them, and sees progress and the next-review counts.

// Relative to this file, not to the directory the runner was started from (the repo's test-results).
const SCREENS = new URL('../test-results/screens/', import.meta.url).pathname;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}${name}.png` });
}

async function answerOne(page: Page, score: number, expectNext = true) {
  const start = page.getByTestId('study-start');
  if (await start.isVisible()) {
    await start.click();
    const again = page.getByRole('button', { name: 'Começar novamente' }).last();
    if (await again.isVisible().catch(() => false)) await again.click();
  }
  await page.getByTestId('flip-card').click();
  await expect(page.getByTestId('card-answer')).toBeVisible();
  await page.getByTestId(`score-${score}`).click();
  // The next card (or the checkpoint) replaces the answer once the post is stored.
  if (expectNext) await expect(page.getByTestId('card-answer')).toHaveCount(0);
}

test('a free user studies until the daily limit and meets the paywall', async ({ page, signInAs }) => {
  const user: TestUser = {
    email: 'cards.livre@teste.vetor.app',
    displayName: 'Livre Cards',
    premium: false,
  };
  await signInAs(user);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/cards');
  await expect(page.getByRole('tab', { name: 'Categorias' })).toBeVisible();
  // Content types in the order 4, 1, 2, 3.
  const titles = await page.locator('[data-testid^="category-"] h2').allTextContents();
  expect(titles).toEqual(['Doenças e tratamento', 'Medicamentos sistêmicos', 'Dermatológicos tópicos', 'Oftálmicos']);
  await shot(page, 'cards-menu-360');

  await page.getByTestId('category-1').getByTestId('category-start').click();
  await page.getByTestId('selection-start').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Selecione uma categoria e uma classe ou conteúdo.' }),
  ).toBeVisible();
  await page.getByTestId('selection-value').selectOption('Opioides');
  await page.getByTestId('selection-start').click();
  await expect(page.getByTestId('study-checkpoint')).toBeVisible();
  await shot(page, 'cards-checkpoint-360');

  for (let i = 0; i < 14; i++) {
    await answerOne(page, 4);
    await expect(page.getByTestId('paywall')).toHaveCount(0);
    if (i === 0) await shot(page, 'cards-card-360');
  }
  // The client "forgets" its count: the server still refuses the 15th answer.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('cards_count')) localStorage.removeItem(key);
  });
  await answerOne(page, 4, false);
  await expect(page.getByRole('dialog', { name: 'Vetor PRO' })).toBeVisible();
  await expect(
    page.getByText('Você atingiu o limite diário de flashcards do plano gratuito.', { exact: false }),
  ).toBeVisible();
  await shot(page, 'cards-paywall-360');
});

test('a PRO user studies a drug from its header, rates, and sees progress and review counts', async ({
  page,
  signInAs,
}) => {
  const user: TestUser = { ...proUser };
  await signInAs(user);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/categories/1/drugs/furosemida');
  await page.getByRole('button', { name: 'Flashcards' }).click();
  await page.waitForURL('**/cards**');
  await expect(page.getByRole('dialog', { name: 'Escolha o que estudar' })).toBeVisible();
  await expect(page.getByTestId('selection-value')).toHaveValue('furosemida');
  await page.getByTestId('selection-start').click();
  await expect(page.getByTestId('study-checkpoint')).toBeVisible();
  await page.getByTestId('study-start').click();
  await expect(page.getByTestId('card-question')).toContainText('furosemida');
  await shot(page, 'cards-card-desktop');
  await page.getByTestId('flip-card').click();
  await shot(page, 'cards-answer-desktop');
  for (const score of [5, 4, 1]) {
    if (!(await page.getByTestId('card-answer').isVisible())) await page.getByTestId('flip-card').click();
    await page.getByTestId(`score-${score}`).click();
    await expect(page.getByTestId('card-answer')).toHaveCount(0);
  }
  // Exiting asks for confirmation.
  await page.getByRole('button', { name: 'Sair do estudo' }).click();
  await expect(page.getByText('Deseja sair do estudo?')).toBeVisible();
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByTestId('study-dialog')).toHaveCount(0);

  const drugs = page.getByTestId('category-1');
  await expect(drugs.getByTestId('progress-text')).toHaveText(/^(<1%|\d+%)$/);
  await page.getByRole('tab', { name: 'Conteúdos' }).click();
  const row = page.getByTestId('content-row').filter({ hasText: 'Furosemida' });
  // 3 of furosemide's 6 cards: 50%. Rated 4 and 1 they stay in learning today; rated 5 goes to review later.
  await expect(row).toContainText('50%');
  await expect(row.getByTestId('review-new')).toHaveText('3');
  await expect(row.getByTestId('review-learning')).toHaveText('2');
  await expect(row.getByTestId('review-due')).toHaveText('0');
  await shot(page, 'cards-contents-desktop');
  await page.getByRole('tab', { name: 'Categorias' }).click();
  await shot(page, 'cards-menu-desktop');
});
