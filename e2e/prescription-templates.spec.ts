import { E2E_PORT } from './support/constants';
import { expect, mintSession, newCpf, snap, test } from './support/fixtures';
import { dialog, next, tramadolCapsuleToCalculator } from './support/prescription-dialog';

// Issue 39 as a vet meets it: the open draft reopens on /prescriptions (on a device with no local
// copy, after a reload, after going elsewhere and back) and stays one draft; "Salvar como modelo"
// names it "Otite — cão"; another patient's prescription starts from it, the tramadol posology
// written again for that dog's weight (the calculator's item, and the capsule added through the
// add-item dialog's dispense calculator, recomputed with the same presentation and dose, quantity
// included) and the free-text item kept as written. Each size uses its own
// new vet, so the demo account's drafts are left alone. Screenshots at 360 and 1440 px.

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1440, height: 900 } } as const;
const API = `http://127.0.0.1:${E2E_PORT}/api`;

/** A new account completed as a vet (CPF, CRMV, address), with an owner, two dogs and a draft for Thor. */
async function vetWithDraft() {
  const session = await mintSession({
    email: 'modelos@teste.vetor.app',
    displayName: 'Marina Modelo Teste',
    premium: false,
  });
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${API}${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
    const body = await res.json();
    expect(res.ok, `${path}: ${JSON.stringify(body)}`).toBe(true);
    return body;
  };
  const { user } = await call('POST', '/login/users', {
    nationality: 0,
    cpf: newCpf(),
    crmvNumber: '54321',
    crmvState: 'SP',
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
    },
    questions: { veterinaryStatus: 1 },
  });
  const owner = await call('POST', '/patients/owners', { name: 'Tutora Modelo Teste', cpf: newCpf() });
  const dog = (name: string, weight: number) =>
    call('POST', '/patients', {
      name,
      species: 1,
      sex: 0,
      breed: 'Labrador Retriever',
      weight,
      hasBirthday: true,
      birthday: '10/03/2021',
      ownerId: owner.id,
    });
  const thor = await dog('Thor', 12);
  const mel = await dog('Mel', 25);
  // Saved as another device would: tramadol with what the dose calculator used, and a free-text item.
  const draft = await call('POST', '/patients/prescriptions', {
    patientId: thor.id,
    pages: [
      [
        {
          id: 'i1',
          name: 'Tramadol',
          option: { concentration: null, display: 'Comprimido 50 mg', package: null },
          freeText: false,
          posology: '1 comprimido de 50 mg, via oral, a cada 12 horas, por 5 dias.',
          route: 'VO',
          quantity: '1 caixa',
          page: 0,
          type: 0,
          drugsList: [{ drug: 'Tramadol', drugId: 'tramadol', category: 1 }],
          dosing: {
            perKg: 4,
            doseUnit: 'mg/kg',
            form: 'solid',
            concentration: 50,
            concentrationUnit: 'mg',
            presentation: 'Comprimido 50 mg',
            route: 'VO',
            frequency: '12',
            frequencyUnit: 'h',
            durationDays: 5,
          },
        },
        {
          id: 'i2',
          name: 'Limpeza otológica',
          freeText: true,
          freeTextNameDisplay: 'Limpeza otológica',
          posology: 'Limpar o conduto auditivo 2 vezes por semana.',
          page: 0,
          type: 3,
        },
      ],
    ],
  });
  const history = async (patientId: string) =>
    (await call('GET', `/patients/prescriptions?patientId=${patientId}`)).prescriptions as {
      id: string;
      itemCount: number;
    }[];
  return { session: { ...session, user }, thor, mel, draftId: draft.id as string, history };
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`the open draft reopens, is saved as a template and starts another dog's prescription (${size})`, async ({
    page,
  }) => {
    const shot = (step: string) => snap(page, `prescription-templates-${size}-${step}`);
    const vet = await vetWithDraft();
    await page.setViewportSize(viewport);
    // Only the session: no local copy of the draft, as on another device.
    await page.addInitScript((s) => {
      if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
    }, vet.session);

    await page.goto('/prescriptions');
    // The first visit loads the app and asks for the open drafts: more than one step's 10 s on a loaded host.
    await expect(page.getByTestId('selected-patient')).toHaveText('Thor', { timeout: 30_000 });
    await expect(page.getByTestId('draft-item')).toHaveCount(2);
    await shot('01-reopened');

    // A reload, and the menu away and back, keep the same draft; the patient has one.
    await page.reload();
    await expect(page.getByTestId('draft-item')).toHaveCount(2);
    await page.goto('/home');
    await page.goto('/prescriptions');
    await expect(page.getByTestId('draft-item')).toHaveCount(2);
    expect((await vet.history(vet.thor.id)).map((p) => p.id)).toEqual([vet.draftId]);

    // Tramadol from the library through a presentation: the dispense calculator writes the posology.
    await tramadolCapsuleToCalculator(page, 'add-item');
    // 3,5 mg/kg (the middle of 2 a 5) × 12 kg = 42 mg: one 50 mg capsule every 8 h for 7 days.
    await expect(page.getByTestId('dispense-result')).toContainText(
      'Dar 1 cápsula de 50 mg por via oral a cada 8 horas por 7 dias.',
    );
    await page.getByTestId('use-calculation').click();
    for (const _step of ['route', 'posology', 'quantity', 'guide']) await next(page);
    await expect(page.getByTestId('draft-item')).toHaveCount(3);
    await expect(page.getByText('21 cápsulas')).toBeVisible();
    // The template is made from the saved draft: wait for the save.
    await expect.poll(async () => (await vet.history(vet.thor.id))[0]?.itemCount).toBe(3);

    // Save as template.
    await page.getByTestId('templates-menu').click();
    await page.getByTestId('save-as-template').click();
    await dialog(page).getByTestId('template-name').fill('Otite — cão');
    await shot('02-save-template');
    await dialog(page).getByTestId('template-save').click();
    await expect(page.getByText('Modelo "Otite — cão" salvo.')).toBeVisible();

    // Another dog: a new prescription, started from the template.
    await page.getByTestId('pick-patient').click();
    await page.getByTestId('patient-search-input').fill('Mel');
    await page.getByTestId('search-patient').filter({ hasText: 'Mel' }).click();
    await dialog(page).getByRole('button', { name: 'Começar nova' }).click();
    await expect(page.getByTestId('selected-patient')).toHaveText('Mel');
    await expect(page.getByTestId('start-prescription')).toBeVisible();
    await page.getByTestId('templates-menu').click();
    await page.getByTestId('start-from-template').click();
    await expect(dialog(page).getByTestId('template-row')).toHaveCount(1);
    await expect(dialog(page).getByText('Otite — cão')).toBeVisible();
    await shot('03-templates');
    await dialog(page).getByTestId('use-template').click();
    await expect(page.getByTestId('draft-item')).toHaveCount(3);
    // 25 kg × 4 mg/kg = 100 mg: two 50 mg tablets; the free text as written.
    await expect(page.getByText('2 comprimidos de 50 mg, via oral, a cada 12 horas, por 5 dias.')).toBeVisible();
    // The capsule: 25 kg × 3,5 mg/kg = 87,5 mg ≈ two 50 mg capsules (4 mg/kg), 42 for 7 days.
    await expect(page.getByText('Dar 2 cápsulas de 50 mg por via oral a cada 8 horas por 7 dias.')).toBeVisible();
    await expect(page.getByText('42 cápsulas')).toBeVisible();
    await expect(page.getByText('Limpar o conduto auditivo 2 vezes por semana.')).toBeVisible();
    await shot('04-started-from-template');
    await expect.poll(async () => (await vet.history(vet.mel.id)).length).toBe(1);
    expect((await vet.history(vet.thor.id)).map((p) => p.id)).toEqual([vet.draftId]);

    // Going back to Thor reopens his draft, not a new one.
    await page.getByTestId('pick-patient').click();
    await page.getByTestId('patient-search-input').fill('Thor');
    await page.getByTestId('search-patient').filter({ hasText: 'Thor' }).click();
    await dialog(page).getByRole('button', { name: 'Começar nova' }).click();
    await expect(page.getByTestId('selected-patient')).toHaveText('Thor');
    await expect(page.getByText('1 comprimido de 50 mg, via oral, a cada 12 horas, por 5 dias.')).toBeVisible();
    expect((await vet.history(vet.thor.id)).length).toBe(1);

    // Rename and delete in "Meus modelos".
    await page.getByTestId('templates-menu').click();
    await page.getByTestId('start-from-template').click();
    await dialog(page).getByRole('button', { name: 'Renomear Otite — cão' }).click();
    await dialog(page).getByTestId('template-rename-input').fill('Otite externa — cão');
    await dialog(page).getByRole('button', { name: 'Salvar nome' }).click();
    await expect(dialog(page).getByText('Otite externa — cão')).toBeVisible();
    await shot('05-renamed');
    await dialog(page).getByRole('button', { name: 'Excluir Otite externa — cão' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.getByTestId('templates-empty')).toBeVisible();
  });
}
