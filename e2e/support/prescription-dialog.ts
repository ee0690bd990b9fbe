import type { Page } from '@playwright/test';

// The add-item dialog as the prescription journeys walk it.

export const dialog = (page: Page) => page.getByRole('dialog').last();

export const next = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /Próximo|Salvar/ })
    .click();

/**
 * From the item search to the dispense calculator: a library drug found by `query`, one of its doses
 * and one product presentation. `open` is the button that opens the search (the first item or one more).
 */
export async function libraryItemToCalculator(
  page: Page,
  open: 'start-prescription' | 'add-item',
  pick: { query: string; dose: string; presentation: string },
) {
  await page.getByTestId(open).click();
  await page.getByTestId('item-search-input').fill(pick.query);
  await page.getByTestId('item-result').first().click();
  await next(page);
  await dialog(page).getByText(pick.dose, { exact: false }).click();
  await next(page);
  await page.getByTestId('presentation-select').click();
  await page.getByRole('option', { name: pick.presentation }).click();
  await next(page);
}

/** Tramadol, its "Dor aguda (cães)" dose and the human-line 50 mg capsule. */
export function tramadolCapsuleToCalculator(page: Page, open: 'start-prescription' | 'add-item') {
  return libraryItemToCalculator(page, open, {
    query: 'tramadol',
    dose: 'Dor aguda (cães)',
    presentation: 'Tramadol (uso humano) — Cápsula 50 mg',
  });
}
