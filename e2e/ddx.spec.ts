import type { Page } from '@playwright/test';
import { expect, freeUser, proUser, test, VIEWPORTS } from './support/fixtures';

// The DDx walk: a PRO user picks a cat and its signs and reads a compatible diagnosis with its
// references; opens the interaction checker from a drug page with the drug pre-selected, adds two
// drugs and reads a high-level card; a free user meets the purchase flow on both screens.

const shot = (page: Page, name: string) =>
  page.screenshot({ path: new URL(`../test-results/ddx-${name}.png`, import.meta.url).pathname, fullPage: true });

async function pick(page: Page, field: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: field });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a PRO user ranks a cat picture and reads a diagnosis with references', async ({ page, signInAs }) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/ddx');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnóstico diferencial' })).toBeVisible();
  await expect(page.getByTestId('disclaimer')).toContainText('não substitui');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await page.getByText('Gato', { exact: true }).click();
  await page.getByText('Macho', { exact: true }).click();
  await shot(page, 'step1-phone');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByText('Recomendado: ao menos 2 sinais (máx. 15)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver resultados' })).toBeDisabled();
  await pick(page, 'Sinais clínicos', 'poliu', 'Poliúria');
  // One sign is a valid question (it lists every cause of the sign).
  await expect(page.getByRole('button', { name: 'Ver resultados' })).toBeEnabled();
  await pick(page, 'Sinais clínicos', 'polidip', 'Polidipsia');
  await pick(page, 'Sinais clínicos', 'polifag', 'Polifagia');
  // Accents are ignored in the search.
  await pick(page, 'Sinais clínicos', 'perda de peso', 'Perda de peso');
  await page.keyboard.press('Escape');
  // Signs for females only are not offered to a male.
  await page.getByRole('combobox', { name: 'Sinais clínicos' }).fill('vulvar');
  await expect(page.getByRole('option', { name: 'Secreção vulvar purulenta' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shot(page, 'step2-phone');
  await page.getByRole('button', { name: 'Ver resultados' }).click();

  const results = page.getByTestId('ddx-results');
  await expect(results).toBeVisible();
  const top = results.getByRole('button').first();
  await expect(results.getByRole('button', { name: /Hipertireoidismo felino: 4 de 4 sinais/ })).toBeVisible();
  await expect(top).toContainText('4/4');
  await shot(page, 'results-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await results.getByRole('button', { name: /Hipertireoidismo felino/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hipertireoidismo felino' });
  await expect(dialog.getByText('Gato, macho')).toBeVisible();
  await expect(dialog.getByText('Sinais não preenchidos')).toBeVisible();
  await expect(dialog.getByText('T4 total elevado')).toBeVisible();
  await expect(dialog.getByTestId('diagnosis-references')).toContainText(
    'AAFP Guidelines for the Management of Feline Hyperthyroidism',
  );
  await expect(dialog.getByRole('link', { name: 'Metimazol' })).toBeVisible();
  await shot(page, 'diagnosis-phone');

  await page.setViewportSize(VIEWPORTS.desktop);
  await shot(page, 'diagnosis-desktop');
  await page.keyboard.press('Escape');
  await shot(page, 'results-desktop');
});

test('a PRO user checks interactions from a drug page and reads a high-level card', async ({ page, signInAs }) => {
  await signInAs(proUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/categories/1/drugs/meloxicam');
  await expect(page.getByRole('heading', { level: 1, name: 'Meloxicam' })).toBeVisible();
  await page.getByRole('button', { name: 'Interações medicamentosas' }).click();
  await page.waitForURL(/\/drugs\/interactions\?hasDrug=true/);
  await expect(page.getByTestId('disclaimer')).toBeVisible();
  // Step 2 opens with the drug pre-selected.
  await expect(page.getByRole('combobox', { name: 'Medicamentos' })).toBeVisible();
  await expect(page.getByTestId('interaction-drugs').locator('..')).toContainText('Meloxicam');
  await expect(page.getByRole('button', { name: 'Verificar interações' })).toBeDisabled();
  await pick(page, 'Medicamentos', 'predniso', 'Prednisolona');
  await pick(page, 'Medicamentos', 'lactu', 'Lactulose');
  await page.keyboard.press('Escape');
  await shot(page, 'interactions-step2-phone');
  await page.getByRole('button', { name: 'Verificar interações' }).click();

  const results = page.getByTestId('interaction-results');
  const card = results.getByTestId('interaction-card').filter({ hasText: 'Meloxicam + Prednisolona' });
  await expect(card).toContainText('Alta');
  await card.getByRole('button', { name: /Meloxicam \+ Prednisolona/ }).click();
  await expect(card.getByText('O que fazer')).toBeVisible();
  await expect(card.getByText('Regra por classe: AINEs + Corticoides')).toBeVisible();
  await expect(results.getByText('Sem dados registrados')).toBeVisible();
  await expect(results.getByText('Meloxicam + Lactulose')).toBeVisible();
  await shot(page, 'interactions-results-phone');
  await card.getByRole('button', { name: /Referências/ }).click();
  await expect(page.getByRole('dialog', { name: 'Referências' })).toContainText("Plumb's Veterinary Drug Handbook");
  await page.keyboard.press('Escape');

  await page.setViewportSize(VIEWPORTS.desktop);
  await shot(page, 'interactions-results-desktop');
  // Changing the drugs clears the results and the check runs again.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await pick(page, 'Medicamentos', 'tramad', 'Tramadol');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Verificar interações' }).click();
  await expect(results.getByTestId('interaction-card').filter({ hasText: 'Prednisolona' }).first()).toBeVisible();
  await expect(results.getByText('Meloxicam + Tramadol')).toBeVisible();
});

test('a free user meets the purchase flow on both screens', async ({ page, signInAs }) => {
  await signInAs(freeUser);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/ddx');
  const paywall = page.getByRole('dialog', { name: 'Vetor PRO' });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole('button', { name: 'Assinar o Vetor PRO' })).toBeVisible();
  await shot(page, 'paywall-phone');
  await paywall.getByRole('button', { name: 'Agora não' }).click();
  await expect(page.getByTestId('premium-locked')).toBeVisible();

  await page.goto('/drugs/interactions');
  await expect(page.getByRole('dialog', { name: 'Vetor PRO' })).toBeVisible();
});
