import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, mintSession, newCpf, proUser, snap, test } from './support/fixtures';

// The form per controlled drug (issue 39, docs/decisions/prescriptions-controlled-forms.md) as a vet
// meets it: a draft with morfina (list A1), tramadol 50 mg (list A2, within its adendo) and diazepam
// (list B1) says on each item which form it needs; morfina's says the yellow Notificação de Receita
// A and, opened, what to write on it. The PDFs, read with pdftotext: morfina on the ordinary guide
// with the notice that the guide does not replace the Notificação, tramadol on the two-copy
// Receituário de Controle Especial with its quantity in words. Screens at 360 and 1440 px.

const item = (id: string, name: string, drugId: string, over: Record<string, unknown>) => ({
  id,
  name,
  freeText: false,
  page: 0,
  type: 0,
  drugsList: [{ drug: name, drugId, category: 1 }],
  ...over,
});

test('morfina shows which Notificação and how to fill it; tramadol still prints the two-copy guide', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await mintSession(proUser);
  const auth = { authorization: `Bearer ${session.token}` };
  const post = async (path: string, json: unknown) => {
    const res = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    const body = await res.json();
    expect(res.ok, JSON.stringify(body)).toBe(true);
    return body;
  };
  const owner = await post('/api/patients/owners', { name: 'Tutora Controlados Teste', cpf: newCpf() });
  const patient = await post('/api/patients', {
    name: 'Nina',
    species: 1,
    sex: 1,
    breed: 'Labrador Retriever',
    weight: 12,
    hasBirthday: false,
    age: 6,
    ownerId: owner.id,
  });
  const pages = [
    [
      item('m1', 'Morfina', 'morfina', {
        option: { concentration: '10 mg/mL', display: 'Ampola 1 mL', package: '5 ampolas' },
        route: 'SC',
        posology: '0,3 mL por via subcutânea a cada 6 horas, por 2 dias.',
        quantity: '5 ampolas',
      }),
      item('t1', 'Tramadol', 'tramadol', {
        option: { concentration: '50 mg', display: 'Cápsula', package: '10 cápsulas' },
        route: 'VO',
        posology: '1 cápsula de 50 mg a cada 8 horas, por 5 dias.',
        quantity: '15 cápsulas',
      }),
      item('d1', 'Diazepam', 'diazepam', {
        option: { concentration: '5 mg', display: 'Comprimido', package: '20 comprimidos' },
        route: 'VO',
        posology: '1 comprimido de 5 mg uma hora antes da viagem.',
        quantity: '2 comprimidos',
      }),
    ],
  ];
  const draft = await post('/api/patients/prescriptions', { patientId: patient.id, pages });
  for (const width of [360, 1440]) {
    // A fresh browser per width: the draft is read from storage when the app starts.
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width === 360 ? 740 : 900 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(
      ([s, d]) => {
        window.localStorage.setItem('vetor:user', JSON.stringify(s));
        window.localStorage.setItem('vetor:prescription-draft', JSON.stringify(d));
      },
      [session, { patient, id: draft.id, pages: draft.pages }] as const,
    );
    await page.goto('/prescriptions');
    const cards = page.getByTestId('draft-item');
    // The route's chunk and the options call: slow on a loaded shared host, so a longer first wait.
    await expect(cards).toHaveCount(3, { timeout: 30_000 });
    const morfina = cards.filter({ hasText: 'Morfina' }).getByTestId('controlled-form');
    await expect(morfina).toHaveAttribute('data-form', 'notificacao-a');
    await expect(morfina).toContainText('Requer Notificação de Receita A (amarela)');
    await expect(morfina).toContainText('talão numerado fornecido pela Vigilância Sanitária');
    await morfina.getByTestId('how-to-fill').click();
    const fields = morfina.getByTestId('how-to-fill-fields');
    await expect(fields).toContainText('Quantidade em algarismos e por extenso');
    await expect(fields).toContainText('Emitente: seu nome, CRMV e UF');
    await expect(fields).toContainText('Identificação do comprador e do fornecedor');
    const tramadol = cards.filter({ hasText: 'Tramadol' }).getByTestId('controlled-form');
    await expect(tramadol).toHaveAttribute('data-form', 'receita-controle-especial');
    await expect(tramadol).toContainText('Receita de Controle Especial — 2 vias');
    const diazepam = cards.filter({ hasText: 'Diazepam' }).getByTestId('controlled-form');
    await expect(diazepam).toContainText('Requer Notificação de Receita B (azul)');
    await morfina.scrollIntoViewIfNeeded();
    await snap(page, `prescriptions-controlled-${width}-morfina`);
    await tramadol.scrollIntoViewIfNeeded();
    await snap(page, `prescriptions-controlled-${width}-tramadol`);
    await context.close();
  }

  // The guides: tramadol alone on the two-copy special guide; morfina and diazepam on the ordinary one, each
  // with the notice that it does not replace its Notificação.
  const files = await post('/api/patients/prescriptions/files', { prescriptionId: draft.id });
  expect(files.prescription.files.map((f: { name: string }) => f.name)).toEqual(['Receita 1.pdf', 'Receita 2.pdf']);
  const dir = mkdtempSync(join(tmpdir(), 'vetor-controlled-'));
  const text = async (n: number) => {
    const res = await fetch(`${baseURL}/api/patients/prescriptions/${draft.id}/files/${n}`, { headers: auth });
    expect(res.ok).toBe(true);
    const file = join(dir, `receita-${n}.pdf`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  };
  const ordinary = await text(1);
  expect(ordinary).not.toContain('CONTROLE ESPECIAL');
  expect(ordinary).toContain('Morfina');
  expect(ordinary).toContain('Requer Notificação de Receita A (amarela). Esta receita não a substitui');
  expect(ordinary).toContain('Requer Notificação de Receita B (azul)');
  expect(ordinary).toContain('5 (cinco) ampolas');
  const special = await text(2);
  expect(special).toContain('RECEITUÁRIO DE CONTROLE ESPECIAL');
  expect(special).toContain('1ª via — Farmácia');
  expect(special).toContain('Tramadol');
  expect(special).toContain('15 (quinze) cápsulas');
  expect(special).not.toContain('Morfina');
});
