import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  discardOpenDrafts,
  expect,
  mintSession,
  newCpf,
  postAs,
  proUser,
  signInDirectly,
  snap,
  test,
} from './support/fixtures';
import { dialog, libraryItemToCalculator, next, tramadolCapsuleToCalculator } from './support/prescription-dialog';

// A posology a pharmacy can dispense (issue 39), as a vet writes it: the phone in Meus dados, a 12 kg
// dog, tramadol from the library with a presentation picked (the human 50 mg capsule: in Brazil
// tramadol 50 mg is sold as a hard capsule, so that is what prints), the posology computed for the
// weight with the mg/kg actually given and a warning out of range, only the oral route offered,
// then the generated PDF read with pdftotext: the capsule, the quantity in numbers and words, the
// phone, and the two-copy special-control guide. The add-item dialog is shot at 360 and 1440 px.

const PHONE = '(11) 3456-7890';

function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'vetor-dispense-')), 'guia.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('tramadol for a 12 kg dog prints a capsule, the quantity in words and the vet phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInDirectly(page, proUser);

  // The phone, through Meus dados.
  await page.goto('/accounts');
  await page.getByTestId('account-phone').click();
  await page.getByTestId('field-phone').fill('1134567890');
  await expect(page.getByTestId('field-phone')).toHaveValue(PHONE);
  await page.getByTestId('registration-next').click();
  await expect(page.getByText('Dados salvos.')).toBeVisible();

  // Owner and a 12 kg dog through the API (their wizards have their own walk).
  const { token } = await mintSession(proUser);
  const api = (path: string, json: unknown) => postAs(token, path, json);
  const owner = await api('/api/patients/owners', { name: 'Tutora Dispensa Teste', cpf: newCpf() });
  await api('/api/patients', {
    name: 'Paçoca',
    species: 1,
    sex: 1,
    breed: 'Beagle',
    weight: 12,
    hasBirthday: true,
    birthday: '10/03/2020',
    ownerId: owner.id,
  });

  // Start with no open draft (the screen reopens one; other specs share the account).
  await discardOpenDrafts(proUser);
  await page.goto('/prescriptions');
  await page.getByTestId('pick-patient').click();
  await page.getByTestId('patient-search-input').fill('Paçoca');
  await page.getByTestId('search-patient').first().click();
  await expect(page.getByTestId('selected-patient')).toHaveText('Paçoca');

  // Tramadol from the library: dose for dogs, then the presentation of a product.
  await tramadolCapsuleToCalculator(page, 'start-prescription');

  // 3,5 mg/kg (the middle of 2 a 5) × 12 kg = 42 mg: one 50 mg capsule, 4,17 mg/kg given, every 8 h for 7 days.
  const result = page.getByTestId('dispense-result');
  await expect(result).toContainText('Dar 1 cápsula de 50 mg por via oral a cada 8 horas por 7 dias.');
  await expect(result).toContainText('Dose dada: 4,17 mg/kg');
  await expect(result).toContainText('21 cápsulas');
  await expect(page.getByTestId('dispense-out-of-range')).toHaveCount(0);
  await page.getByTestId('calc-dose').fill('10');
  await expect(page.getByTestId('dispense-out-of-range')).toContainText('8,33 mg/kg');
  await page.setViewportSize({ width: 360, height: 740 });
  await snap(page, 'prescriptions-dispense-360-out-of-range');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('calc-dose').fill('3,5');
  await expect(page.getByTestId('dispense-out-of-range')).toHaveCount(0);
  await snap(page, 'prescriptions-dispense-1440-calculator');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(result).toBeVisible();
  await snap(page, 'prescriptions-dispense-360-calculator');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('use-calculation').click();

  // Only the oral route for a capsule.
  await expect(page.getByTestId('route-select')).toHaveValue('VO');
  await page.getByTestId('route-select').click();
  await expect(page.getByRole('option')).toHaveText(['VO']);
  await page.keyboard.press('Escape');
  await next(page);
  await expect(page.getByTestId('posology')).toHaveValue(
    'Dar 1 cápsula de 50 mg por via oral a cada 8 horas por 7 dias.',
  );
  await next(page);
  await expect(page.getByTestId('quantity')).toHaveValue('21 cápsulas');
  await expect(dialog(page).getByText('21 (vinte e uma) cápsulas')).toBeVisible();
  await snap(page, 'prescriptions-dispense-1440-quantity');
  await next(page);
  await next(page); // guide 1
  await expect(page.getByTestId('draft-item')).toHaveCount(1);

  // The guides: generated on review, read back as text.
  await page.getByTestId('review-send').click();
  await expect(page).toHaveURL(/\/prescriptions\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('open-pdf')).toBeVisible();
  const id = page.url().split('/').at(-1) as string;
  const auth = { authorization: `Bearer ${token}` };
  const detail = await (await page.request.get(`/api/patients/prescriptions/${id}`, { headers: auth })).json();
  const texts: string[] = [];
  for (const file of detail.prescription.files as { url: string }[]) {
    const res = await page.request.get(file.url, { headers: auth });
    expect(res.ok()).toBe(true);
    texts.push(pdfText(await res.body()));
  }
  const all = texts.join(' ');
  expect(all).toContain('cápsula de 50 mg');
  expect(all).toContain('21 (vinte e uma) cápsulas');
  expect(all).toContain(PHONE);
  // Tramadol (A2 within the adendo's limits) still goes on the special-control guide, in two copies.
  expect(all).toContain('RECEITUÁRIO DE CONTROLE ESPECIAL');
  expect(all).toContain('1ª via — Farmácia');
  expect(all).toContain('2ª via — Paciente');
});

// A dose given "every 8 to 12 hours" prints as the range until the vet picks an end; the end picked is
// what the item keeps when it is opened again for editing (it used to fall back to the range).
test('an interval picked among a range is kept when the item is edited', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInDirectly(page, proUser);
  const { token } = await mintSession(proUser);
  const owner = await postAs(token, '/api/patients/owners', { name: 'Tutor Intervalo Teste', cpf: newCpf() });
  await postAs(token, '/api/patients', {
    name: 'Biscoito',
    species: 1,
    sex: 1,
    breed: 'Labrador Retriever',
    weight: 20,
    hasBirthday: true,
    birthday: '05/06/2019',
    ownerId: owner.id,
  });
  await discardOpenDrafts(proUser);
  await page.goto('/prescriptions');
  await page.getByTestId('pick-patient').click();
  await page.getByTestId('patient-search-input').fill('Biscoito');
  await page.getByTestId('search-patient').first().click();

  // Cefalexina 15 a 30 mg/kg a cada 8 a 12 horas; 22,5 mg/kg × 20 kg = 450 mg: one 500 mg capsule.
  await libraryItemToCalculator(page, 'start-prescription', {
    query: 'cefalexina',
    dose: 'Infecções em geral (cães e gatos)',
    presentation: 'Cefalexina (uso humano) — Cápsula 500 mg',
  });
  const interval = page.getByTestId('dispense-interval');
  await expect(interval).toHaveValue('a cada 8 a 12 horas (o tutor escolhe)');
  await interval.click();
  await page.getByRole('option', { name: 'a cada 12 horas', exact: true }).click();
  const result = page.getByTestId('dispense-result');
  await expect(result).toContainText('Dar 1 cápsula de 500 mg por via oral a cada 12 horas por 7 dias.');
  await page.getByTestId('use-calculation').click();
  await next(page); // route
  await next(page); // posology
  await next(page); // quantity
  await next(page); // guide
  await expect(page.getByTestId('draft-item')).toHaveCount(1);

  await page.getByRole('button', { name: /^Editar Cefalexina/ }).click();
  await next(page); // principles
  await next(page); // dose
  await next(page); // presentation
  await expect(page.getByTestId('dispense-interval')).toHaveValue('a cada 12 horas');
  await expect(result).toContainText('a cada 12 horas por 7 dias');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('dispense-interval')).toBeVisible();
  await snap(page, 'prescriptions-dispense-360-edit-interval');
});
