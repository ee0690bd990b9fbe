import type { Page } from '@playwright/test';
import { expect, freeUser, mintSession, newCpf, proUser, snap, test } from './support/fixtures';

// The patient beside every dose: the vet sets a patient once in the header; every dose card of a
// drug then shows what to draw up for it, low to high, and opens the dose calculator filled in.
// The same works with the network cut, for a drug kept on the device; a drug never opened offline
// stays on the list with a message instead of a spinner and a trip home.

test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Waits until the service worker is active and this page is under its control. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

async function setPatient(page: Page, species: 'Cão' | 'Gato', kg: string) {
  await page.getByTestId('patient-chip').click();
  const form = page.getByTestId('patient-context-form');
  await form.getByText(species, { exact: true }).click();
  await page.getByTestId('patient-context-weight').fill(kg);
  await page.getByTestId('patient-context-save').click();
  await expect(form).toBeHidden();
}

test('a patient set in the header: mg and mL on every dose card, the other species flagged, the calculator filled in', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.setViewportSize(PHONE);
  await page.goto('/categories/1/drugs/amoxicilina-clavulanato?tab=doses');
  await expect(page.getByTestId('dose-card').first()).toBeVisible();
  await expect(page.getByTestId('patient-dose')).toHaveCount(0);
  await expect(page.getByTestId('patient-chip')).toHaveText('Paciente');

  await page.getByTestId('patient-chip').click();
  await expect(page.getByTestId('patient-context-form')).toBeVisible();
  await snap(page, 'patient-context-dialog-phone');
  await page.setViewportSize(DESKTOP);
  await snap(page, 'patient-context-dialog-desktop');
  await page.setViewportSize(PHONE);
  await page.keyboard.press('Escape');
  await setPatient(page, 'Cão', '20');
  await expect(page.getByTestId('patient-chip')).toHaveText('Cão · 20 kg');

  // Dogs' dose: 12,5 a 25 mg/kg × 20 kg = 250 a 500 mg = 5 a 10 tablets of 50 mg.
  const dog = page.getByTestId('patient-dose').first();
  await expect(dog.getByTestId('patient-dose-total')).toHaveText('250 a 500 mg');
  await expect(dog.getByTestId('patient-dose-amount')).toHaveText('5 a 10 comprimidos de 50 mg');
  // Another presentation of the dose, chosen on the card.
  await dog.getByTestId('patient-dose-option').selectOption({ label: 'Comprimido 250 mg' });
  await expect(dog.getByTestId('patient-dose-amount')).toHaveText('1 a 2 comprimidos de 250 mg');
  // The cats' dose says the patient is a dog instead of computing.
  await expect(page.getByTestId('patient-dose-mismatch')).toHaveCount(1);
  await expect(page.getByTestId('patient-dose-mismatch')).toContainText('Dose para gatos: o paciente é um cão (20 kg)');
  await snap(page, 'patient-dose-cards-phone');
  // Kept across a reload.
  await page.reload();
  await expect(page.getByTestId('patient-chip')).toHaveText('Cão · 20 kg');
  await dog.getByTestId('patient-dose-option').selectOption({ label: 'Comprimido 250 mg' });
  await page.setViewportSize(DESKTOP);
  await snap(page, 'patient-dose-cards-desktop');
  await page.setViewportSize(PHONE);

  // The emergency chart computes for the same patient without asking again.
  await page.goto('/algorithms/emergency-chart');
  await expect(page.getByTestId('chart-weight')).toHaveValue('20');
  await expect(page.getByTestId('chart-defibrillation')).toContainText('40 a 80 J');
  await page.goBack();
  // The presentation chosen on a card lasts as long as the page (the default comes back after a
  // navigation); pick the 250 mg tablet again.
  await dog.getByTestId('patient-dose-option').selectOption({ label: 'Comprimido 250 mg' });

  // "Calcular" opens the dose calculator with the patient, the range and the presentation.
  await dog.getByTestId('patient-dose-calculate').click();
  await page.waitForURL(/\/calculators\/dose-calculator\/custom\?/);
  await expect(page.getByTestId('dose-weight')).toHaveValue('20');
  await expect(page.getByTestId('dose-total')).toHaveText('250 mg');
  await expect(page.getByTestId('dose-volume')).toHaveText('1 comprimido');
  await page.getByTestId('dose-range').getByText('Alta (25)').click();
  await expect(page.getByTestId('dose-total')).toHaveText('500 mg');
  await expect(page.getByTestId('dose-volume')).toHaveText('2 comprimidos');
  await snap(page, 'patient-dose-calculator-phone');
  await page.setViewportSize(DESKTOP);
  await snap(page, 'patient-dose-calculator-desktop');
});

test('offline: the dose cards of a kept drug still compute for the patient; a drug never opened stays on the list', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(freeUser);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.waitForURL('**/home');
  await controlled(page);
  await setPatient(page, 'Gato', '4,5');

  // Opened online once: kept on the device.
  await page.goto('/categories/1/drugs/amoxicilina?tab=doses');
  await expect(page.getByTestId('patient-dose').first()).toBeVisible();
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.goto('/categories/1/drugs/amoxicilina?tab=doses');
  await expect(page.getByRole('heading', { level: 1, name: /Amoxicilina/ })).toBeVisible();
  // 11 a 15 mg/kg × 4,5 kg = 49,5 a 67,5 mg = 0,99 a 1,35 mL of 50 mg/mL.
  const first = page.getByTestId('patient-dose').first();
  await expect(first.getByTestId('patient-dose-total')).toHaveText('49,5 a 67,5 mg');
  await expect(first.getByTestId('patient-dose-amount')).toHaveText('0,99 a 1,35 mL de Suspensão oral 250 mg/5 mL');
  await first.getByTestId('patient-dose-calculate').click();
  await expect(page.getByTestId('dose-total')).toHaveText('49,5 mg');
  await expect(page.getByTestId('dose-volume')).toHaveText('0,99 mL');

  // A drug never opened on this device: the list stays and says so, at once.
  await page.goto('/items?category=1');
  await expect(page.getByText(/^\d+ itens$/)).toBeVisible();
  const row = page.getByRole('button', { name: 'Acetilcisteína', exact: true });
  await row.click();
  await expect(page.getByText(/não está salvo para uso offline/)).toBeVisible({ timeout: 1500 });
  await expect(page).toHaveURL(/\/items\?category=1$/);
  await snap(page, 'offline-not-saved-phone');
  await page.setViewportSize(DESKTOP);
  await snap(page, 'offline-not-saved-desktop');
  await context.setOffline(false);

  // Cleared: the cards go back to mg/kg alone.
  await page.goto('/categories/1/drugs/amoxicilina?tab=doses');
  await page.getByTestId('patient-chip').click();
  await page.getByTestId('patient-context-clear').click();
  await expect(page.getByTestId('patient-chip')).toHaveText('Paciente');
  await expect(page.getByTestId('patient-dose')).toHaveCount(0);
});

test('the filter dialog has the same six tabs on every list, those a list cannot use disabled', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/items?category=1');
    await page
      .getByRole('button', { name: /Filtros/ })
      .first()
      .click();
    const tabs = page.getByRole('dialog').getByRole('tab');
    await expect(tabs).toHaveText(['Básicos', 'Categorias', 'Princípios Ativos', 'Sistemas', 'Classes', 'Marcas']);
    await expect(page.getByRole('tab', { name: 'Sistemas' })).toBeEnabled();
    await expect(page.getByRole('tab', { name: 'Marcas' })).toBeDisabled();
    await snap(page, `filter-dialog-${size}`);
    await page.keyboard.press('Escape');
  }
});

test('a patient from the vet list brings its species, weight and name to the dose cards', async ({ page }) => {
  const session = await mintSession(proUser);
  await page.addInitScript((s) => {
    if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
  }, session);
  const auth = { authorization: `Bearer ${session.token}`, 'x-api-key': 'vetor-web' };
  const owner = await page.request.post('/api/patients/owners', {
    headers: auth,
    data: { name: 'Marcos Vieira Lima', cpf: newCpf(), email: 'marcos@tutor.example', phone: '(11) 91234-5678' },
  });
  expect(owner.ok(), await owner.text()).toBe(true);
  const name = `Bolinha ${Date.now() % 100000}`;
  const created = await page.request.post('/api/patients', {
    headers: auth,
    data: {
      name,
      species: 1,
      sex: 0,
      breed: 'Sem Raça Definida',
      weight: 8,
      hasBirthday: false,
      age: 3,
      ownerId: (await owner.json()).id,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.setViewportSize(PHONE);
  await page.goto('/categories/1/drugs/amoxicilina?tab=doses');
  await page.getByTestId('patient-chip').click();
  await page.getByTestId('patient-context-search').fill(name);
  await page.getByTestId('patient-context-option').filter({ hasText: name }).click();
  await expect(page.getByTestId('patient-chip')).toHaveText(`${name} · Cão · 8 kg`);
  // 11 a 15 mg/kg × 8 kg = 88 a 120 mg.
  const first = page.getByTestId('patient-dose').first();
  await expect(first).toContainText(`Para ${name} · Cão · 8 kg`);
  await expect(first.getByTestId('patient-dose-total')).toHaveText('88 a 120 mg');
});

test('a guideline is graded as expert opinion; topic flashcards offer one class per specialty', async ({
  page,
  signInAs,
}) => {
  await signInAs(freeUser);
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/categories/1/drugs/amoxicilina');
    await page.getByTestId('drug-references').click();
    const refs = page.getByRole('dialog', { name: 'Referências' });
    await refs.getByTestId('reference-row').filter({ hasText: 'ISCAID' }).first().click();
    await page.waitForURL('**/references');
    await expect(page.getByTestId('evidence-pyramid')).toHaveAttribute('data-level', '5');
    await expect(page.getByTestId('reference-card')).toContainText('Opinião de especialistas e consensos');
    await snap(page, `evidence-guideline-${size}`);
  }

  await page.goto('/cards');
  await page.getByTestId('category-4').getByTestId('category-start').click();
  const classes = await page.getByTestId('selection-value').locator('option').allTextContents();
  expect(classes).toContain('Cardiologia');
  expect(classes).not.toContain('Cardiovascular');
  expect(classes).not.toContain('Endócrino e Metabólico');
  await snap(page, 'flashcards-topic-classes-desktop');
});
