import type { Page } from '@playwright/test';
import { expect, maskedCpf, mintSession, newCpf, proUser, snap, test } from './support/fixtures';

// The safety check in the prescription editor: a dog with meloxicam + prednisolona shows the
// interaction in the panel, "Estou ciente, seguir" stores the acknowledgement (shown on the
// summary), amoxicillin alone shows no alert and goes on without asking, and a dog flagged renal in
// the patient form gets the warning on meloxicam. The owner, patients and drafts are made through
// the API (the item dialog has its own walk in prescriptions.spec.ts); what this spec is about is
// walked in the browser. Screenshots at 360 and 1440 px.

const SIZES = { phone: { width: 360, height: 740 }, wide: { width: 1440, height: 900 } } as const;

interface Patient {
  id: string;
  name: string;
}

/** The demo PRO (a vet with CRMV), a fresh owner, and calls as that vet. */
async function vet(page: Page) {
  const session = await mintSession(proUser);
  const headers = { authorization: `Bearer ${session.token}` };
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const res = await page.request.post(`/api${url}`, { headers, data: data as object });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  await page.addInitScript((s) => {
    if (!window.localStorage.getItem('vetor:user')) window.localStorage.setItem('vetor:user', JSON.stringify(s));
  }, session);
  const owner = await post<{ id: string }>('/patients/owners', {
    name: 'Regina Teixeira Moura',
    cpf: maskedCpf(newCpf()),
  });
  const dog = (name: string) =>
    post<Patient>('/patients', {
      name,
      species: 1,
      sex: 0,
      breed: 'Labrador Retriever',
      weight: 24,
      hasBirthday: false,
      age: 6,
      ownerId: owner.id,
    });
  /** A saved draft of these library drugs (one item each), opened in the editor. */
  const openDraft = async (patient: Patient, drugs: [id: string, name: string][]) => {
    const pages = [
      drugs.map(([drugId, name], i) => ({
        id: `item-${i}`,
        name,
        freeText: false,
        posology: 'Dar 1 comprimido por via oral a cada 24 horas por 5 dias.',
        page: 0,
        type: 0,
        drugsList: [{ drug: name, drugId, category: 1 }],
      })),
    ];
    const draft = await post<{ id: string }>('/patients/prescriptions', { patientId: patient.id, pages });
    await page.goto('/home');
    await page.evaluate((d) => window.localStorage.setItem('vetor:prescription-draft', JSON.stringify(d)), {
      patient,
      id: draft.id,
      pages,
    });
    await page.goto('/prescriptions');
    // The first screen of a fresh page load; a loaded host takes its time.
    await expect(page.getByTestId('draft-item')).toHaveCount(drugs.length, { timeout: 30_000 });
  };
  return { dog, openDraft };
}

const panel = (page: Page) => page.getByTestId('safety-panel');
const dialog = (page: Page) => page.getByRole('dialog').last();

/** On a phone the panel is a closed section: open it to read the warnings. */
async function openPanel(page: Page, phone: boolean) {
  if (phone) {
    await panel(page).getByTestId('safety-toggle').click();
    await expect(panel(page).getByTestId('safety-toggle')).toHaveAttribute('aria-expanded', 'true');
  }
}

for (const [size, viewport] of Object.entries(SIZES)) {
  const phone = size === 'phone';
  const shot = (page: Page, step: string) => snap(page, `prescriptions-safety-${size}-${step}`);

  test(`safety panel at ${viewport.width} px: interaction acknowledged and stored, amoxicillin silent`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { dog, openDraft } = await vet(page);
    const rex = await dog(`Rex ${size}`);

    await openDraft(rex, [
      ['meloxicam', 'Meloxicam'],
      ['prednisolona', 'Prednisolona'],
    ]);
    if (phone) await expect(panel(page).getByTestId('safety-count')).toHaveText('1 alerta');
    await openPanel(page, phone);
    const warning = panel(page).getByTestId('safety-warning');
    await expect(warning).toHaveCount(1);
    await expect(warning).toContainText('Meloxicam + Prednisolona');
    await expect(warning).toHaveAttribute('data-level', '3');
    await expect(warning.getByRole('link', { name: 'Verificador de interações' })).toBeVisible();
    await expect(panel(page)).toContainText('Apoia e não substitui o julgamento clínico.');
    if (phone) await panel(page).scrollIntoViewIfNeeded();
    await shot(page, '01-interaction');

    // Going on asks once; the acknowledgement is stored and shown on the summary.
    await page.getByTestId('review-send').click();
    await expect(dialog(page)).toContainText('1 alerta (1 de nível Evitar)');
    await shot(page, '02-acknowledge');
    await dialog(page).getByRole('button', { name: 'Estou ciente, seguir' }).click();
    await expect(page).toHaveURL(/\/prescriptions\/[0-9a-f-]{36}$/);
    const ack = page.getByTestId('safety-acknowledgement');
    await expect(ack).toContainText('Alertas de segurança reconhecidos');
    await expect(ack).toContainText('Meloxicam + Prednisolona');
    await ack.scrollIntoViewIfNeeded();
    await shot(page, '03-summary-acknowledged');
    // Stored on the server, not only on this screen.
    await page.reload();
    await expect(page.getByTestId('safety-acknowledgement')).toContainText('Meloxicam + Prednisolona');

    // Amoxicillin alone: no alert, and review goes straight on.
    await openDraft(rex, [['amoxicilina', 'Amoxicilina']]);
    await openPanel(page, phone);
    await expect(panel(page).getByTestId('safety-clear')).toHaveText('Nenhum alerta para estes itens');
    await expect(panel(page).getByTestId('safety-warning')).toHaveCount(0);
    await shot(page, '04-no-alert');
    await page.getByTestId('review-send').click();
    await expect(page).toHaveURL(/\/prescriptions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('tab', { name: 'Guia 1' })).toBeVisible();
    await expect(page.getByTestId('safety-acknowledgement')).toHaveCount(0);
  });
}

test('a dog flagged with kidney disease in the patient form gets the meloxicam warning', async ({ page }) => {
  await page.setViewportSize(SIZES.phone);
  const { dog, openDraft } = await vet(page);
  const luna = await dog('Luna');
  await openDraft(luna, [['meloxicam', 'Meloxicam']]);
  await openPanel(page, true);
  await expect(panel(page).getByTestId('safety-clear')).toBeVisible();

  // The flag is the last step of the patient form; the record shows it.
  await page.getByTestId('patient-picker').getByRole('button', { name: 'Detalhes' }).click();
  await dialog(page).getByRole('button', { name: 'Editar paciente' }).click();
  for (let i = 0; i < 6; i++)
    await dialog(page)
      .getByRole('button', { name: /Próximo/ })
      .click();
  await dialog(page).getByText('Doença renal').click();
  await expect(page.getByTestId('patient-renal')).toBeChecked();
  await snap(page, 'prescriptions-safety-phone-05-patient-flags');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  // Luna has a draft in her history: select only.
  await dialog(page).getByRole('button', { name: 'Apenas selecionar' }).click();

  const warning = panel(page).getByTestId('safety-warning');
  await expect(warning).toContainText('Meloxicam — Paciente com doença renal');
  await expect(warning.getByRole('link', { name: 'Atenção na monografia' })).toHaveAttribute(
    'href',
    '/categories/1/drugs/meloxicam?tab=attention',
  );
  await snap(page, 'prescriptions-safety-phone-06-renal');

  await page.getByTestId('patient-picker').getByRole('button', { name: 'Detalhes' }).click();
  await expect(dialog(page)).toContainText('Doença renal');
});
