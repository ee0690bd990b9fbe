import type { Page } from '@playwright/test';
import { DOSE_EXAMPLE, expect, fillDoseCalculator, freeUser, snap, test, VIEWPORTS } from './support/fixtures';

// The dilution and dose results show their working ("Ver o cálculo"), printed by
// the domain from the same trees that computed them. Screenshots at 360 px and desktop.

const field = (page: Page, id: string) => page.getByTestId(`field-${id}`);

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`dilution and dose show their working (${size})`, async ({ page, signInAs }) => {
    await signInAs(freeUser);
    await page.setViewportSize(viewport);

    // V1 = C2 × V2 ÷ C1 = 5 × 100 ÷ 20 = 25 mL; diluent 100 − 25 = 75 mL.
    await page.goto('/calculators/dilution-initial-volume');
    await field(page, 'initialConcentration').fill('20');
    await field(page, 'finalConcentration').fill('5');
    await field(page, 'finalVolume').fill('100');
    const workings = page.getByTestId('result-working');
    await expect(workings).toHaveCount(2);
    for (const w of await workings.all()) await w.getByText('Ver o cálculo').click();
    await expect(workings.nth(0)).toContainText('5 × 100 mL ÷ 20 = 25 mL');
    await expect(workings.nth(1)).toContainText('100 mL − 25 mL = 75 mL');
    await snap(page, `calculators-working-${size}-01-dilution`);

    // Dose: 12,5 kg × 2 mg/kg = 25 mg; 25 mg ÷ 10 mg/mL = 2,5 mL.
    await page.goto('/calculators/dose-calculator/custom');
    await fillDoseCalculator(page, DOSE_EXAMPLE);
    await expect(page.getByTestId('dose-volume')).toHaveText('2,5 mL');
    await page.getByTestId('result-working').getByText('Ver o cálculo').click();
    await expect(page.getByTestId('result-working')).toContainText('12,5 kg × 2 mg/kg = 25 mg');
    await expect(page.getByTestId('result-working')).toContainText('25 mg ÷ 10 mg/mL = 2,5 mL');
    await snap(page, `calculators-working-${size}-02-dose`);
  });
}
