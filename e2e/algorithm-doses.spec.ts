import { expect, proUser, snap, test } from './support/fixtures';

// Decision tools that dose: an algorithm's drug step turns the weight the flow asked (or the one a
// link hands over, ?peso=12,5&especie=cao) into mg and mL of the named presentation, and the CPR
// emergency chart doses every RECOVER 2024 drug for the weight typed.

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`the CPR algorithm doses adrenaline for the weight handed over by the link (${size})`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(proUser);
    await page.setViewportSize(viewport);
    await page.goto('/algorithms/rcp-recover?peso=12,5&especie=cao');
    // The patient handed over fills the first form; the vet only confirms.
    await expect(page.getByTestId('input-weight')).toHaveValue('12,5');
    // Patient, recognition, basic and advanced life support: then the rhythm question.
    for (const next of ['reconhecer', 'sbv', 'sav', 'ritmo']) {
      await page.getByTestId('flow-continue').click();
      await expect(page.getByTestId(`node-${next}`)).toBeVisible();
    }
    await page.getByTestId('option-ritmo-0').click();
    const doses = page.getByTestId('node-nao-chocavel').getByTestId('drug-doses');
    await expect(doses).toContainText('Para 12,5 kg');
    // 0,01 mg/kg × 12,5 kg = 0,125 mg of adrenaline 1 mg/mL = 0,125 mL; atropine 0,5 mg = 1 mL.
    await expect(doses.getByTestId('dose-adrenalina')).toContainText('0,125 mg');
    await expect(doses.getByTestId('dose-adrenalina').getByTestId('dose-volume')).toHaveText('0,125 mL');
    await expect(doses.getByTestId('dose-atropina').getByTestId('dose-volume')).toHaveText('1 mL');
    await page.getByTestId('node-nao-chocavel').scrollIntoViewIfNeeded();
    await snap(page, `algorithm-drug-step-${size}`);
  });

  test(`the emergency chart doses every drug for the weight typed (${size})`, async ({ page, signInAs }) => {
    await signInAs(proUser);
    await page.setViewportSize(viewport);
    await page.goto('/algorithms');
    await page.getByTestId('emergency-chart-link').click();
    await expect(page.getByRole('heading', { name: 'Tabela de emergência (RCP)' })).toBeVisible();
    await expect(page.getByText('não substitui o julgamento clínico', { exact: false })).toBeVisible();
    await page.getByTestId('chart-weight').fill('10');
    await page.getByText('Cão', { exact: true }).click();
    await expect(page.getByTestId('dose-adrenalina').getByTestId('dose-volume')).toHaveText('0,1 mL');
    await expect(page.getByTestId('dose-vasopressina').getByTestId('dose-volume')).toHaveText('0,4 mL');
    await expect(page.getByTestId('dose-amiodarona').getByTestId('dose-volume')).toHaveText('1 mL');
    await expect(page.getByTestId('dose-lidocaina')).toBeVisible();
    await expect(page.getByTestId('chart-defibrillation')).toContainText('bifásico 2 a 4 J/kg: 20 a 40 J');
    // Open-chest CPR: paddles on the heart take a tenth of the external energy.
    await expect(page.getByTestId('chart-defibrillation-internal')).toContainText('bifásico 0,2 a 0,4 J/kg: 2 a 4 J');
    await snap(page, `emergency-chart-${size}`);
    // A cat gets no lidocaine line.
    await page.getByText('Gato', { exact: true }).click();
    await expect(page.getByTestId('dose-lidocaina')).toHaveCount(0);
  });
}
