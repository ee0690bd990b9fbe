import type { Page } from '@playwright/test';
import {
  DOSE_EXAMPLE,
  expect,
  fillDoseCalculator,
  freeUser,
  proUser,
  snap as snapNow,
  test,
  VIEWPORTS,
} from './support/fixtures';

/** Waits for the lazily loaded chrome (header, breadcrumb) so the picture shows the whole screen. */
async function snap(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await snapNow(page, name);
}

// The calculators walk: a free user opens the catalogue, runs the dose calculator, the rule of three and
// a dilution and reads correct results, then meets the lock on a premium calculator; a PRO user
// runs transfusion volume and IRIS. Screenshots at phone and desktop size for review.

const field = (page: Page, id: string) => page.getByTestId(`field-${id}`);
const result = (page: Page) => page.getByTestId('calculator-result');

test.describe('free user', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs(freeUser);
  });

  test('runs the dose calculator, the rule of three and a dilution from the catalogue', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/calculators');
    await expect(page.getByRole('heading', { name: 'Calculadoras', level: 1 })).toBeVisible();
    for (const cls of ['Cálculo Energético', 'Escalas | Escores', 'Cálculo de Doses', 'Calculadoras de Infusão']) {
      await expect(page.getByRole('heading', { name: cls })).toBeVisible();
    }

    // Dose: 12,5 kg × 2 mg/kg = 25 mg; 25 mg ÷ 10 mg/mL = 2,5 mL.
    await page.getByTestId('calculator-entry-dose-calculator').click();
    await page.waitForURL('**/calculators/dose-calculator/custom');
    await expect(page.getByTestId('calculator-placeholder')).toHaveText(
      'Preencha os campos para visualizar o resultado',
    );
    await fillDoseCalculator(page, DOSE_EXAMPLE);
    await expect(page.getByTestId('dose-total')).toHaveText('25 mg');
    await expect(page.getByTestId('dose-volume')).toHaveText('2,5 mL');

    // Leaving with data asks first.
    await page.goBack();
    await expect(
      page.getByText('Deseja voltar e sair da calculadora? Os dados preenchidos serão perdidos.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/calculators');

    // Rule of three: 10 está para 2 assim como 25 está para X = 5; divisor 0 → X.
    await page.getByTestId('calculator-entry-rule-of-three-calculator').click();
    await page.waitForURL('**/calculators/rule-of-three-calculator/custom');
    await page.getByTestId('rule-of-three-a').fill('10');
    await page.getByTestId('rule-of-three-b').fill('2');
    await page.getByTestId('rule-of-three-c').fill('25');
    await expect(page.getByTestId('rule-of-three-result')).toHaveText('5');
    await page.getByTestId('rule-of-three-c').fill('2,5');
    await expect(page.getByTestId('rule-of-three-result')).toHaveText('0,5');
    await page.getByTestId('rule-of-three-a').fill('0');
    await expect(page.getByTestId('rule-of-three-result')).toHaveText('X');
    await page.goBack();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/calculators');

    // Dilution, initial volume: V1 = C2 × V2 ÷ C1 = 5 × 100 ÷ 20 = 25 mL; zero concentration → quoted error.
    await page.getByTestId('calculator-search').fill('volume inicial');
    await page.getByTestId('calculator-entry-dilution-initial-volume').click();
    await page.waitForURL('**/calculators/dilution-initial-volume');
    await field(page, 'initialConcentration').fill('20');
    await field(page, 'finalConcentration').fill('5');
    await expect(page.getByTestId('calculator-placeholder')).toBeVisible();
    await field(page, 'finalVolume').fill('100');
    await expect(result(page)).toContainText('25 mL');
    await field(page, 'initialConcentration').fill('0');
    await expect(page.getByTestId('result-error')).toHaveText('Erro: as concentrações não podem ser iguais a zero.');
  });

  test('meets the lock on premium calculators', async ({ page }) => {
    await page.goto('/calculators');
    const locked = page.getByTestId('calculator-entry-transfusion-volume');
    await expect(locked).toHaveAttribute('data-locked', 'true');
    await expect(locked.getByLabel('Conteúdo PRO')).toBeVisible();
    await locked.click();
    await expect(page.getByRole('dialog', { name: 'Vetor PRO' })).toBeVisible();
    await expect(page).toHaveURL(/\/calculators$/);
    await page.getByRole('button', { name: 'Agora não' }).click();

    // A direct link to a premium calculator shows the lock instead of the inputs.
    await page.goto('/calculators/iris-ckd-staging');
    await expect(page.getByTestId('calculator-locked')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Vetor PRO' })).toBeVisible();
    await expect(field(page, 'creatinineDog')).toHaveCount(0);
  });

  test('an unknown calculator shows the error and goes back', async ({ page }) => {
    await page.goto('/calculators');
    await page.goto('/calculators/nao-existe');
    // The spec's generic error, then back.
    await expect(page.getByText('Ocorreu um erro. Por favor, tente novamente.')).toBeVisible();
    // A typed URL has no in-app page behind it: home.
    await expect(page).toHaveURL(/\/home$/);
  });

  test('screenshots: catalogue, a calculator, the dose calculator and the dialog', async ({ page }) => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto('/calculators');
      await expect(page.getByTestId('calculator-catalogue')).toBeVisible();
      await snap(page, `calculators-catalogue-${size}`);

      await page.goto('/calculators/body-surface-area?species=1&weight=12,5');
      await expect(page.getByTestId('result-text')).toHaveText('0,544 m²');
      await snap(page, `calculators-generic-${size}`);

      await page.goto('/calculators/dose-calculator/custom?weight=12,5');
      await page.getByTestId('dose-dose').fill('0,2');
      await page.getByTestId('dose-unit').selectOption('mg/kg');
      await page.getByTestId('dose-concentration').fill('1');
      await page.getByTestId('dose-concentration-unit').selectOption('%');
      await expect(page.getByTestId('dose-volume')).toHaveText('0,25 mL');
      await snap(page, `calculators-dose-${size}`);

      await page.goto('/calculators');
      await page.getByTestId('open-calculator-dialog').click();
      const pad = page.getByTestId('basic-calculator');
      await expect(pad).toBeVisible();
      await page.keyboard.type('12,5*4');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('basic-calculator-display')).toHaveText('50');
      await snap(page, `calculators-dialog-${size}`);
      await page.getByRole('tab', { name: 'Regra de Três' }).click();
      await page.getByTestId('rule-of-three-a').fill('4');
      await page.getByTestId('rule-of-three-b').fill('1');
      await page.getByTestId('rule-of-three-c').fill('10');
      await expect(page.getByTestId('rule-of-three-result')).toHaveText('2,5');
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('PRO user', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs(proUser);
  });

  test('runs transfusion volume and IRIS', async ({ page }) => {
    await page.goto('/calculators');
    await expect(page.getByTestId('calculator-entry-transfusion-volume')).not.toHaveAttribute('data-locked', 'true');
    await page.getByTestId('calculator-entry-transfusion-volume').click();
    await page.waitForURL('**/calculators/transfusion-volume');
    await field(page, 'animal').getByText('Cão').click();
    await field(page, 'weight').fill('10');
    await field(page, 'currentHematocrit').fill('15');
    await field(page, 'intendedHematocrit').fill('25');
    await field(page, 'donorHematocrit').fill('45');
    // 10 × 90 × (25 − 15) ÷ 45 = 200 mL; a cat (N = 60): 10 × 60 × 10 ÷ 45 = 133,33 mL.
    await expect(page.getByTestId('result-text')).toHaveText('200 mL');
    await field(page, 'animal').getByText('Gato').click();
    await expect(page.getByTestId('result-text')).toHaveText('133,33 mL');
    await field(page, 'donorHematocrit').fill('0');
    await expect(page.getByTestId('result-error')).toHaveText('O hematócrito do doador deve ser maior que zero.');

    await page.goto('/calculators/iris-ckd-staging');
    await field(page, 'animal').getByText('Gato').click();
    await expect(page.getByTestId('calculator-placeholder')).toBeVisible();
    // Cat creatinine 3,2 mg/dL is stage 3 (2,9–5,0); SDMA 20 µg/dL (stage 2) does not raise it.
    // The cat's own inputs (the animal toggles the dog or cat inputs).
    await field(page, 'creatinineCat').fill('3,2');
    await expect(page.getByTestId('result-class')).toContainText('Estágio IRIS 3');
    await field(page, 'sdmaCat').fill('20');
    await expect(page.getByTestId('result-class')).toContainText('Estágio IRIS 3');
    await field(page, 'systolicPressure').fill('170');
    await expect(page.getByTestId('result-class')).toContainText('PAS 170 mmHg');
  });
});

test('a calculator reference opens the references card titled with the calculator and its first class', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.goto('/calculators/body-surface-area');
  await page.getByTestId('calculator-references').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('reference-row').first().click();
  await page.waitForURL('**/references');
  await expect(page.getByText(/Superfície Corporal — /).first()).toBeVisible();
});
