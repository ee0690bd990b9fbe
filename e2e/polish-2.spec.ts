import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, freeUser, test } from './support/fixtures';

// Issue 19, what was left: offline saves, working of every result, product icons, evidence pyramid,
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
