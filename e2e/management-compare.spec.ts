import { expect, snap, test } from './support/fixtures';

// An editor changes a drug's description and a dose, saves a draft, and compares it side by side
// with the published version: the changed lines are tinted and the changed words marked.

const DESKTOP = { width: 1440, height: 900 } as const;
const TABLET = { width: 768, height: 1024 } as const;

test('an editor compares two versions of a drug and sees the change highlighted', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/management');
  await page.getByLabel('Usuário').fill('e2e-gestao');
  await page.getByLabel('Senha').fill('e2e-senha-da-gestao-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('link', { name: 'Medicamentos' }).click();
  await page.getByLabel('Buscar por nome').fill('acepro');
  await page.getByRole('link', { name: 'Acepromazina' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acepromazina' })).toBeVisible();

  const description = page.getByLabel('Descrição', { exact: true });
  await expect(description).toHaveValue('Tranquilizante fenotiazínico');
  await description.fill('Neuroléptico fenotiazínico de ação prolongada');
  await page.getByRole('tab', { name: /^Doses/ }).click();
  await page.getByLabel('Dose 1: dose').fill('0,02 a 0,04');
  await page.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(page.getByText('Operação realizada com sucesso.')).toBeVisible();
  await expect(page.getByText(/^Rascunho v\d+$/)).toBeVisible();

  // By default: the published version against the draft just saved.
  await page.getByRole('tab', { name: 'Comparar versões' }).click();
  const table = page.getByTestId('version-compare');
  await expect(table.getByRole('columnheader', { name: /^Versão \d+ · publicada/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Versão \d+ · rascunho · e2e-gestao$/ })).toBeVisible();
  const descriptionRow = table.locator('tbody[data-status="changed"]').filter({ hasText: /^Descrição/ });
  await expect(descriptionRow.locator('del')).toHaveText(['Tranquilizante']);
  await expect(descriptionRow.locator('ins')).toHaveText(['Neuroléptico', 'de ação prolongada']);
  const doseRow = table.locator('tbody[data-status="changed"]').filter({ hasText: /^Dose 1/ });
  await expect(doseRow.locator('ins')).toHaveText(['0,02', '0,04']);
  await expect(page.getByTestId('compare-summary')).toHaveText('2 alterações, 0 linhas novas, 0 removidas.');
  await expect(table.locator('tbody[data-status="same"]').first()).toBeVisible();
  await snap(page, 'management-version-compare-desktop');

  // Only what changed, on a tablet.
  await page.setViewportSize(TABLET);
  await page.getByLabel('Mostrar só o que mudou').check();
  await expect(table.locator('tbody[data-status]')).toHaveCount(2);
  await snap(page, 'management-version-compare-tablet');

  // Any two versions: the draft against itself shows no difference.
  await page.getByRole('combobox', { name: 'Comparar a versão' }).click();
  await page.getByRole('option', { name: /^Versão 2$/ }).click();
  await expect(page.getByTestId('compare-summary')).toHaveText('As duas versões são iguais.');

  // "Comparar" in the history: the published version against the chosen draft.
  await page.getByRole('tab', { name: /^Histórico/ }).click();
  await page
    .getByRole('row', { name: /^2 Rascunho/ })
    .getByRole('button', { name: 'Comparar' })
    .click();
  await expect(page.getByRole('combobox', { name: 'Comparar a versão' })).toHaveValue('Versão 1');
  await expect(page.getByRole('combobox', { name: 'com a versão' })).toHaveValue('Versão 2');
  await expect(page.getByTestId('compare-summary')).toHaveText('2 alterações, 0 linhas novas, 0 removidas.');
});
