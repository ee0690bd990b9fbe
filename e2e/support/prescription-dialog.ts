import type { Page } from '@playwright/test';

// The add-item dialog as the prescription journeys walk it.

export const dialog = (page: Page) => page.getByRole('dialog').last();

export const next = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /Próximo|Salvar/ })
    .click();

/**
 * From the item search to the dispense calculator: tramadol, its "Dor aguda (cães)" dose and the
 * human-line 50 mg capsule. `open` is the button that opens the search (the first item or one more).
 */
export async function tramadolCapsuleToCalculator(page: Page, open: 'start-prescription' | 'add-item') {
  await page.getByTestId(open).click();
  await page.getByTestId('item-search-input').fill('tramadol');
  await page.getByTestId('item-result').first().click();
  await next(page);
  await dialog(page).getByText('Dor aguda (cães)', { exact: false }).click();
  await next(page);
  await page.getByTestId('presentation-select').click();
  await page.getByRole('option', { name: 'Tramadol (uso humano) — Cápsula 50 mg' }).click();
  await next(page);
}
