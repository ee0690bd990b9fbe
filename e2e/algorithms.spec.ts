import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, freeUser, proUser, test, VIEWPORTS } from './support/fixtures';

// The algorithms walk: a PRO user walks the acute vomiting algorithm, changes an earlier
// answer and sees later steps discarded, reaches the fluid calculator pre-filled with the weight
// and species the flow gathered, and ends with a summary to copy. A free user meets the lock.

// Relative to this file, not to the directory the runner was started from (the repo's test-results).
const SCREENS = new URL('../test-results/screens/', import.meta.url).pathname;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`a PRO user walks an algorithm to its summary (${size})`, async ({ page, signInAs, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(proUser);
    await page.setViewportSize(viewport);
    await page.goto('/home');
    await page.getByText('Algoritmos interativos').first().click();
    await page.waitForURL('**/algorithms');
    await expect(page.getByTestId('algorithm-row')).toHaveCount(25);
    await shot(page, `algorithms-list-${size}`);
    await page.getByTestId('algorithm-row').filter({ hasText: 'Vômito agudo no cão' }).click();

    const cont = page.getByTestId('flow-continue');
    await expect(cont).toBeDisabled();
    await page.getByTestId('input-weight').fill('12,5');
    await expect(cont).toBeDisabled();
    await page.getByTestId('input-species').getByText('Cão').click();
    await expect(cont).toBeEnabled();
    await cont.click();

    await page.getByTestId('option-alarme-0').click();
    await expect(page.getByTestId('node-emergencia')).toBeVisible();
    await expect(page.getByTestId('flow-summary')).toBeVisible();

    // Changing the earlier answer discards the later steps.
    await page.getByTestId('option-alarme-1').click();
    await expect(page.getByTestId('node-emergencia')).toHaveCount(0);
    await expect(page.getByTestId('flow-summary')).toHaveCount(0);
    await page.getByTestId('option-desidratacao-0').click();

    const embed = page.getByTestId('calculator-embed');
    await expect(embed).toBeVisible();
    await expect(embed.getByTestId('embed-weight')).toHaveValue('12,5');
    await expect(embed.getByRole('radio', { name: 'Cão' })).toBeChecked();
    await embed.getByTestId('embed-dehydration').fill('6');
    await embed.getByTestId('embed-hours').fill('24');
    await expect(page.getByTestId('calculator-embed-result')).toContainText('mL');
    await shot(page, `algorithms-calculator-${size}`);
    await page.getByTestId('flow-continue').click();

    const summary = page.getByTestId('flow-summary');
    await expect(summary).toContainText('Há sinais de alarme? Não');
    await expect(summary).toContainText('Peso: 12,5 kg');
    // The slot's result travels with the path.
    await expect(summary).toContainText('Volume total: 1.627,5 mL');
    await expect(summary).toContainText('Conduta: Suporte com fluido e reavaliação');
    await summary.getByTestId('copy-summary').click();
    await expect(page.getByText('Resumo copiado.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Vômito agudo no cão');
    await shot(page, `algorithms-summary-${size}`);

    // The shared link replays the same path.
    await summary.getByTestId('share-summary').click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('/algorithms/vomito-agudo-no-cao?s=');
    await page.goto(link);
    await expect(page.getByTestId('flow-summary')).toContainText('Peso: 12,5 kg');
  });
}

test('a free user sees the lock on a premium algorithm and the paywall', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/algorithms');
  await page.getByTestId('algorithm-row').filter({ hasText: 'Cetoacidose diabética' }).click();
  await expect(page.getByRole('dialog', { name: 'Vetor PRO' })).toBeVisible();
  await page.goto('/algorithms/cetoacidose-diabetica');
  await expect(page.getByRole('dialog', { name: 'Vetor PRO' })).toBeVisible();
});
