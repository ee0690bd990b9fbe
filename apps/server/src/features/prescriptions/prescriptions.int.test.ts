import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARE_TYPE } from '@vetor/domain/platform/enums';
import type { PrescriptionItemInput } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { count, eq } from 'drizzle-orm';
import jsQRModule from 'jsqr';
import { simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners, patients, prescriptionShares, prescriptions, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { callAs, createVet, DOG, OWNER, VET_A, VET_B } from '../../test/vets.js';

// Prescriptions end to end through HTTP on a real database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), a real SMTP server from npm on 127.0.0.1, the local files
// store, and the PDFs read back with poppler's pdftotext/pdftoppm and the jsQR decoder.

interface Received {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// jsQR is CommonJS with `exports.default`: Node's ESM loader hands back the exports object.
const jsQR = jsQRModule.default ?? (jsQRModule as unknown as typeof jsQRModule.default);
const work = mkdtempSync(join(tmpdir(), 'vetor-rx-'));
function pdfText(pdf: Buffer): string {
  const file = join(work, `t-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
function decodeQr(pdf: Buffer): string {
  const file = join(work, `q-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, `${file}-p`]);
  const png = PNG.sync.read(readFileSync(`${file}-p-1.png`));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error('no QR code on the first page');
  return found.data;
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
const tokens: Record<'a' | 'b' | 'student', string> = { a: '', b: '', student: '' };
const call = callAs(() => t, tokens);
let ownerId = '';
let patientId = '';
let rxId = '';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, DATA_DIR: work, PUBLIC_URL: 'https://vetor.example' });
  tokens.a = await createVet(t, VET_A);
  tokens.b = await createVet(t, VET_B);
  tokens.student = await createVet(t, {
    email: 'estudante@vet.example',
    name: 'Carla Estudante',
    cpf: '98765432100',
    professional: false,
  });
  // A's owner (with the e-mail shares go to) and dog, and B's owner of the same name and CPF.
  const owner = await call('a', 'POST', '/api/patients/owners', { ...OWNER, email: 'joao.novo@tutor.example' });
  ownerId = owner.json().id;
  patientId = (await call('a', 'POST', '/api/patients', { ...DOG, ownerId })).json().id;
  await call('b', 'POST', '/api/patients/owners', OWNER);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  rmSync(work, { recursive: true, force: true });
});

function item(over: Partial<PrescriptionItemInput> & { id: string }): PrescriptionItemInput {
  return {
    name: 'Meloxicam',
    option: { concentration: '2 mg', display: 'Comprimido', package: '10 comprimidos' },
    freeText: false,
    posology: '1 comprimido de 2 mg, via oral, a cada 24 horas, por 5 dias.',
    route: 'VO',
    quantity: '1 caixa',
    page: 0,
    type: 0,
    drugsList: [{ drug: 'Meloxicam', drugId: 'meloxicam', category: 1 }],
    ...over,
  };
}

describe('prescriptions', () => {
  it('refuses a student and asks for the registration', async () => {
    const res = await call('student', 'POST', '/api/patients/prescriptions', {
      patientId,
      pages: [[item({ id: 'x' })]],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PRESCRIPTION_REGISTRATION_REQUIRED');
  });

  it('finds items in the three tabs and the doses of a principle for the species', async () => {
    const drugs = (
      await call('a', 'POST', '/api/patients/prescriptions/searches', { search: 'GABAPENT', filter: 0 })
    ).json();
    expect(drugs.results[0]).toMatchObject({ id: 'gabapentina', type: 0 });
    const vet = (
      await call('a', 'POST', '/api/patients/prescriptions/searches', { search: 'acepran', filter: 1 })
    ).json();
    expect(vet.results[0]).toMatchObject({ type: 1, brand: 'Vetnil' });
    const none = (await call('a', 'POST', '/api/patients/prescriptions/searches', { search: '', filter: 0 })).json();
    expect(none.results).toEqual([]);
    const options = (await call('a', 'GET', '/api/patients/prescriptions/options?drugIds=tramadol&species=1')).json();
    expect(options.speciesMatched).toBe(true);
    expect(options.doses.every((d: { animals: number[] }) => d.animals.includes(1))).toBe(true);
    expect(options.controlled).toEqual([
      { drugId: 'tramadol', list: 'A2', adendo: { maxMgPerUnit: 100, source: expect.stringContaining('lista A2') } },
    ]);
  });

  it('saves a draft on two guides, generates the guides and checks every required field', async () => {
    const pages = [
      [
        item({ id: 'i1' }),
        item({
          id: 'i2',
          name: 'Banho com xampu de clorexidina 2%',
          freeText: true,
          option: null,
          drugsList: [],
          route: 'Tópica',
          posology: 'Banho a cada 3 dias por 3 semanas, deixando agir por 10 minutos.',
          quantity: '1 frasco',
          type: 3,
        }),
      ],
      [
        item({
          id: 'i3',
          page: 1,
          name: 'Gabapentina',
          option: { concentration: '100 mg', display: 'Cápsula', package: '30 cápsulas' },
          posology: '3 cápsulas de 100 mg, via oral, a cada 12 horas, por 30 dias.',
          quantity: '180 cápsulas',
          drugsList: [{ drug: 'Gabapentina', drugId: 'gabapentina', category: 1 }],
        }),
      ],
    ];
    const saved = await call('a', 'POST', '/api/patients/prescriptions', { patientId, pages });
    expect(saved.statusCode, saved.body).toBe(200);
    rxId = saved.json().id;
    expect(saved.json()).toMatchObject({ status: 'Draft', itemCount: 3, guideCount: 2, ownerId, files: [] });

    const files = await call('a', 'POST', '/api/patients/prescriptions/files', { prescriptionId: rxId });
    expect(files.statusCode, files.body).toBe(200);
    const body = files.json();
    expect(body.patient.name).toBe('Thór');
    // Guide 1 ordinary; the controlled gabapentin of tab 2 goes on a special guide.
    expect(body.prescription.files.map((f: { name: string }) => f.name)).toEqual(['Receita 1.pdf', 'Receita 2.pdf']);

    const one = await call('a', 'GET', `/api/patients/prescriptions/${rxId}/files/1`);
    expect(one.headers['content-type']).toBe('application/pdf');
    const text = pdfText(one.rawPayload);
    for (const field of [
      'Dra. Ana Souza Lima',
      'CRMV-SP 12345',
      'Avenida Paulista, 1000',
      'ana@vet.example',
      // The vet's phone from "Meus dados", so the pharmacy can call about the prescription.
      'ana@vet.example — (11) 98765-4321',
      'Thór',
      'Cão',
      'Labrador Retriever',
      'Macho',
      'anos',
      '32,5 kg',
      'João da Conceição Araújo',
      '111.444.777-35',
      'Rua das Acácias',
      'Meloxicam — Comprimido 2 mg',
      'Quantidade: 1 caixa',
      'Uso via oral.',
      'a cada 24 horas, por 5 dias',
      'Banho com xampu de clorexidina 2%',
      'Uso via tópica.',
      'São Paulo, ',
      'Assinatura e carimbo',
      'RECEITUÁRIO',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('CONTROLE ESPECIAL');

    const two = await call('a', 'GET', `/api/patients/prescriptions/${rxId}/files/2`);
    const special = pdfText(two.rawPayload);
    expect(special).toContain('RECEITUÁRIO DE CONTROLE ESPECIAL');
    expect(special).toContain('1ª via — Farmácia');
    expect(special).toContain('2ª via — Paciente');
    expect(special).toContain('IDENTIFICAÇÃO DO COMPRADOR');
    expect(special).toContain('IDENTIFICAÇÃO DO FORNECEDOR');
    expect(special).toContain('Gabapentina');
    // Portaria 344: the controlled quantity in numbers and in words.
    expect(special).toContain('Quantidade: 180 (cento e oitenta) cápsulas');
    expect(special).toContain('(11) 98765-4321');
    expect(special.split('\f').filter((p) => p.trim()).length).toBe(2);

    const code = body.prescription.validationCode as string;
    expect(decodeQr(one.rawPayload)).toBe(`https://vetor.example/validation/${code}`);
    expect(text).toContain(`${code.slice(0, 4)}-${code.slice(4)}`);
  });

  it('shows the prescription on the public validation page without login', async () => {
    const detail = (await call('a', 'GET', `/api/patients/prescriptions/${rxId}`)).json();
    const code = detail.prescription.validationCode;
    const res = await call(null, 'GET', `/api/patients/prescriptions/validations/${code.slice(0, 4)}-${code.slice(4)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      vetName: 'Dra. Ana Souza Lima',
      crmv: 'CRMV-SP 12345',
      patient: { name: 'Thór', species: 'Cão' },
      shared: false,
    });
    expect(res.json().items).toHaveLength(3);
    expect((await call(null, 'GET', '/api/patients/prescriptions/validations/ZZZZZZZZ')).statusCode).toBe(404);
  });

  it('shares by e-mail with the PDFs attached and by WhatsApp with the cleaned phone', async () => {
    const res = await call('a', 'POST', '/api/patients/prescriptions/shares', {
      prescriptionId: rxId,
      types: [SHARE_TYPE.EMAIL, SHARE_TYPE.WHATSAPP],
      clinicalHandouts: [{ id: 'h1', name: 'Cuidados após castração', content_type: 1 }],
      phone: '+55 (11) 9.8765-4321',
    });
    expect(res.statusCode, res.body).toBe(200);
    const shared = res.json();
    expect(shared.link).toMatch(/^https:\/\/vetor\.example\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(shared.whatsappUrl.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    expect(decodeURIComponent(shared.whatsappUrl.split('text=')[1])).toContain(shared.link);
    expect(shared.emailSent).toBe(true);

    const mail = smtp.received.find((m) => m.to === 'joao.novo@tutor.example');
    expect(mail?.subject).toBe('Receita de Thór — Dra. Ana Souza Lima');
    expect(mail?.text).toContain(shared.link);
    expect(mail?.text).toContain('duas vias');
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['Receita 1.pdf', 'Receita 2.pdf']);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    expect(pdfText(mail?.attachments[0]?.content as Buffer)).toContain('Meloxicam');

    // The public page: guides and handouts, nothing else of the vet's records.
    const shareId = shared.shareId;
    const page = await call(null, 'GET', `/api/patients/shares/${shareId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(Object.keys(page.json()).sort()).toEqual(['clinicalHandouts', 'date', 'files', 'patientName', 'vetName']);
    expect(page.body).not.toContain('111.444.777-35');
    const file = await call(null, 'GET', page.json().files[0].url.replace(/^\/api/, '/api'));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Revoked links stop working.
    expect((await call('b', 'DELETE', `/api/patients/prescriptions/shares/${shareId}`)).statusCode).toBe(404);
    expect((await call('a', 'DELETE', `/api/patients/prescriptions/shares/${shareId}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/patients/shares/${shareId}`)).json().code).toBe('SHARE_LINK_NOT_FOUND');
    expect((await call(null, 'GET', `/api/patients/shares/${shareId}/files/1`)).statusCode).toBe(404);
  });

  it('the prescription link opens each handout chosen with it, with the posology of this prescription', async () => {
    const res = await call('a', 'POST', '/api/patients/prescriptions/shares', {
      prescriptionId: rxId,
      types: [5],
      clinicalHandouts: [{ id: 'meloxicam-orientacoes', name: 'Meloxicam', content_type: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const shareId = res.json().shareId as string;
    const handout = await call(null, 'GET', `/api/patients/handouts/meloxicam-orientacoes?shareId=${shareId}`);
    expect(handout.statusCode, handout.body).toBe(200);
    expect(handout.json().patientName).toBe('Thór');
    expect(handout.json().posology).toContain('Meloxicam');
    expect(handout.body).not.toContain('111.444.777-35');
    // Only the handouts chosen with this link, and only while it lives.
    const other = await call(null, 'GET', `/api/patients/handouts/tramadol-orientacoes?shareId=${shareId}`);
    expect(other.json().code).toBe('SHARE_LINK_NOT_FOUND');
    expect((await call('a', 'DELETE', `/api/patients/prescriptions/shares/${shareId}`)).statusCode).toBe(200);
    const revoked = await call(null, 'GET', `/api/patients/handouts/meloxicam-orientacoes?shareId=${shareId}`);
    expect(revoked.json().code).toBe('SHARE_LINK_NOT_FOUND');
  });

  it('public copies mask the owner CPF and leave the address out; the vet copy keeps both', async () => {
    const res = await call('a', 'POST', '/api/patients/prescriptions/shares', { prescriptionId: rxId, types: [5] });
    expect(res.statusCode, res.body).toBe(200);
    const publicPdf = pdfText(
      (await call(null, 'GET', `/api/patients/shares/${res.json().shareId}/files/1`)).rawPayload,
    );
    expect(publicPdf).toContain('***.444.777-**');
    expect(publicPdf).not.toContain('111.444.777-35');
    expect(publicPdf).not.toContain('Rua das Acácias');
    const vetPdf = pdfText((await call('a', 'GET', `/api/patients/prescriptions/${rxId}/files/1`)).rawPayload);
    expect(vetPdf).toContain('111.444.777-35');
    expect(vetPdf).toContain('Rua das Acácias');
  });

  it('share links expire (30 days unless the vet chooses), answer "Link expirado" then, and the vet can extend them', async () => {
    const before = Date.now();
    const res = await call('a', 'POST', '/api/patients/prescriptions/shares', { prescriptionId: rxId, types: [5] });
    const { shareId, expiresAt } = res.json();
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThan(30 * 86_400_000 + 60_000);
    const listed = (await call('a', 'GET', `/api/patients/prescriptions/${rxId}/shares`)).json().shares;
    expect(listed.find((l: { shareId: string }) => l.shareId === shareId)?.expiresAt).toBe(expiresAt);

    await t.database.db
      .update(prescriptionShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(prescriptionShares.id, shareId));
    const expired = await call(null, 'GET', `/api/patients/shares/${shareId}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'SHARE_LINK_EXPIRED', message: expect.stringMatching(/^Link expirado/) });
    expect((await call(null, 'GET', `/api/patients/shares/${shareId}/files/1`)).statusCode).toBe(410);

    const url = `/api/patients/prescriptions/shares/${shareId}/expiry`;
    expect((await call('b', 'POST', url, { expiresInDays: 7 })).statusCode).toBe(404);
    expect((await call('a', 'POST', url, { expiresInDays: 0 })).statusCode).toBe(400);
    expect((await call('a', 'POST', url, { expiresInDays: 366 })).statusCode).toBe(400);
    const extended = await call('a', 'POST', url, { expiresInDays: 7 });
    expect(extended.statusCode, extended.body).toBe(200);
    expect((await call(null, 'GET', `/api/patients/shares/${shareId}`)).statusCode).toBe(200);

    const chosen = await call('a', 'POST', '/api/patients/prescriptions/shares', {
      prescriptionId: rxId,
      types: [5],
      expiresInDays: 90,
    });
    expect(Date.parse(chosen.json().expiresAt) - Date.now()).toBeGreaterThan(89 * 86_400_000);
  });

  it('freezes a shared prescription; repeating makes a new draft with the same items', async () => {
    const detail = (await call('a', 'GET', `/api/patients/prescriptions/${rxId}?hasShareDate=true`)).json();
    expect(detail.prescription.status).toBe('Sent');
    expect(detail.prescription.shareDate).toBeTruthy();
    const edit = await call('a', 'POST', '/api/patients/prescriptions', {
      id: rxId,
      patientId,
      pages: detail.prescription.pages,
    });
    expect(edit.json().code).toBe('PRESCRIPTION_ALREADY_SHARED');
    const del = await call('a', 'POST', '/api/patients/prescriptions?deleted=true', { id: rxId });
    expect(del.json().code).toBe('PRESCRIPTION_ALREADY_SHARED');

    const repeat = await call('a', 'POST', '/api/patients/prescriptions', {
      patientId,
      pages: detail.prescription.pages,
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().id).not.toBe(rxId);
    expect(repeat.json()).toMatchObject({ status: 'Draft', shareDate: null, itemCount: 3 });
    const removed = await call('a', 'POST', '/api/patients/prescriptions?deleted=true', { id: repeat.json().id });
    expect(removed.json()).toEqual({ deleted: true, id: repeat.json().id });
  });

  it('keeps the previous draft when a save fails in the middle', async () => {
    const saved = await call('a', 'POST', '/api/patients/prescriptions', { patientId, pages: [[item({ id: 'k1' })]] });
    const id = saved.json().id;
    // A real failure inside the database while the update runs: a trigger refuses 7-item drafts.
    await t.database.exec(`
      create or replace function rx_fail() returns trigger language plpgsql as $$
      begin if new.item_count = 7 then raise exception 'simulated failure'; end if; return new; end $$;
      create trigger rx_fail before update on prescriptions for each row execute function rx_fail();`);
    const many = Array.from({ length: 7 }, (_, i) => item({ id: `m${i}` }));
    const failed = await call('a', 'POST', '/api/patients/prescriptions', { id, patientId, pages: [many] });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().code).toBe('ERROR');
    await t.database.exec('drop trigger rx_fail on prescriptions; drop function rx_fail();');
    const after = (await call('a', 'GET', `/api/patients/prescriptions/${id}`)).json();
    expect(after.prescription.pages).toEqual(saved.json().pages);
    await call('a', 'POST', '/api/patients/prescriptions?deleted=true', { id });
  });

  it('pages a patient history by the lastUpdate cursor and says when there is no more', async () => {
    for (let i = 0; i < 11; i++) {
      await call('a', 'POST', '/api/patients/prescriptions', { patientId, pages: [[item({ id: `p${i}` })]] });
    }
    const first = (await call('a', 'GET', `/api/patients/prescriptions?patientId=${patientId}`)).json();
    expect(first.prescriptions).toHaveLength(10);
    expect(first.nextCursor).toBeTruthy();
    const second = (
      await call(
        'a',
        'GET',
        `/api/patients/prescriptions?patientId=${patientId}&cursor=${encodeURIComponent(first.nextCursor)}`,
      )
    ).json();
    // 11 drafts and the shared one.
    expect(second.prescriptions).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.prescriptions, ...second.prescriptions].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(12);
    const last = second.prescriptions[1];
    const none = await call(
      'a',
      'GET',
      `/api/patients/prescriptions?patientId=${patientId}&cursor=${encodeURIComponent(`${last.lastUpdate}|${last.id}`)}`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('NO_MORE_PRESCRIPTIONS_FOUND');
  });

  it("numbers the validation page as the PDFs print the guides, a tab's controlled items on the next", async () => {
    // One tab: the ordinary meloxicam prints as "Receita 1", the controlled gabapentin as "Receita 2".
    const gabapentin = item({
      id: 'g1',
      name: 'Gabapentina',
      option: { concentration: '100 mg', display: 'Cápsula', package: '30 cápsulas' },
      drugsList: [{ drug: 'Gabapentina', drugId: 'gabapentina', category: 1 }],
    });
    const saved = await call('a', 'POST', '/api/patients/prescriptions', {
      patientId,
      pages: [[item({ id: 'm1' }), gabapentin]],
    });
    const id = saved.json().id;
    const files = (await call('a', 'POST', '/api/patients/prescriptions/files', { prescriptionId: id })).json();
    expect(files.prescription.files.map((f: { name: string }) => f.name)).toEqual(['Receita 1.pdf', 'Receita 2.pdf']);
    const special = pdfText((await call('a', 'GET', `/api/patients/prescriptions/${id}/files/2`)).rawPayload);
    expect(special).toContain('Gabapentina');
    expect(special).toContain('Receita 2');
    const page = (
      await call(null, 'GET', `/api/patients/prescriptions/validations/${files.prescription.validationCode}`)
    ).json();
    expect(page.items.map((i: { guide: number; name: string }) => [i.guide, i.name.split(' ')[0]])).toEqual([
      [1, 'Meloxicam'],
      [2, 'Gabapentina'],
    ]);
  });
});

describe('the form per controlled drug (docs/decisions/prescriptions-controlled-forms.md)', () => {
  it('prints morfina with its Notificação notice on the ordinary guide and tramadol 50 mg on the two-copy guide', async () => {
    const morfina = item({
      id: 'mo1',
      name: 'Morfina',
      option: { concentration: '10 mg/mL', display: 'Ampola 1 mL', package: '5 ampolas' },
      route: 'SC',
      posology: '0,3 mL por via subcutânea a cada 6 horas, por 2 dias.',
      quantity: '5 ampolas',
      drugsList: [{ drug: 'Morfina', drugId: 'morfina', category: 1 }],
    });
    const tramadol = item({
      id: 'tr1',
      name: 'Tramadol',
      option: { concentration: '50 mg', display: 'Cápsula', package: '10 cápsulas' },
      posology: '1 cápsula de 50 mg, via oral, a cada 8 horas, por 5 dias.',
      quantity: '15 cápsulas',
      drugsList: [{ drug: 'Tramadol', drugId: 'tramadol', category: 1 }],
    });
    const saved = await call('a', 'POST', '/api/patients/prescriptions', { patientId, pages: [[morfina, tramadol]] });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().id;
    const files = (await call('a', 'POST', '/api/patients/prescriptions/files', { prescriptionId: id })).json();
    expect(files.prescription.files.map((f: { name: string }) => f.name)).toEqual(['Receita 1.pdf', 'Receita 2.pdf']);
    const ordinary = pdfText((await call('a', 'GET', `/api/patients/prescriptions/${id}/files/1`)).rawPayload);
    expect(ordinary).not.toContain('CONTROLE ESPECIAL');
    expect(ordinary).toContain('Morfina');
    expect(ordinary.replace(/\s+/g, ' ')).toContain('Requer Notificação de Receita A (amarela)');
    expect(ordinary).toContain('5 (cinco) ampolas');
    const special = pdfText((await call('a', 'GET', `/api/patients/prescriptions/${id}/files/2`)).rawPayload);
    expect(special).toContain('RECEITUÁRIO DE CONTROLE ESPECIAL');
    expect(special).toContain('Tramadol');
    expect(special).not.toContain('Morfina');
    expect(special).toContain('15 (quinze) cápsulas');
  });
});

describe("user B never reaches user A's records", () => {
  it('cannot read, change, delete, list, search, share nor render them through any call', async () => {
    const draft = (
      await call('a', 'POST', '/api/patients/prescriptions', { patientId, pages: [[item({ id: 'z1' })]] })
    ).json();
    await call('a', 'POST', '/api/patients/prescriptions/files', { prescriptionId: draft.id });
    const missing = (res: { statusCode: number }) => expect([403, 404]).toContain(res.statusCode);

    missing(await call('b', 'GET', `/api/patients/owners/${ownerId}`));
    missing(await call('b', 'GET', `/api/patients/${patientId}`));
    missing(await call('b', 'POST', '/api/patients/owners', { id: ownerId, email: 'b@b.example', phone: null }));
    missing(
      await call('b', 'POST', '/api/patients', {
        id: patientId,
        name: 'Roubado',
        species: 1,
        sex: 0,
        breed: 'Beagle',
        weight: 10,
        hasBirthday: false,
        age: 3,
        ownerId,
      }),
    );
    expect((await call('b', 'GET', '/api/patients?search=thor')).json().patients).toEqual([]);
    expect((await call('b', 'GET', `/api/patients/prescriptions?patientId=${patientId}`)).json().prescriptions).toEqual(
      [],
    );
    missing(await call('b', 'GET', `/api/patients/prescriptions/${draft.id}`));
    missing(await call('b', 'POST', '/api/patients/prescriptions', { id: draft.id, patientId, pages: draft.pages }));
    missing(await call('b', 'POST', '/api/patients/prescriptions', { patientId, pages: draft.pages }));
    missing(await call('b', 'POST', '/api/patients/prescriptions?deleted=true', { id: draft.id }));
    missing(await call('b', 'POST', '/api/patients/prescriptions/files', { prescriptionId: draft.id }));
    missing(await call('b', 'GET', `/api/patients/prescriptions/${draft.id}/files/1`));
    missing(await call('b', 'POST', '/api/patients/prescriptions/shares', { prescriptionId: draft.id, types: [5] }));
    missing(await call('b', 'GET', `/api/patients/prescriptions/${draft.id}/shares`));

    // Nothing changed for A.
    const a = (await call('a', 'GET', `/api/patients/prescriptions/${draft.id}`)).json();
    expect(a.prescription.pages).toEqual(draft.pages);
    expect(a.prescription.files).toHaveLength(1);
    expect((await call('a', 'GET', `/api/patients/${patientId}`)).json().name).toBe('Thór');
    expect((await call('a', 'GET', `/api/patients/owners/${ownerId}`)).json().email).toBe('joao.novo@tutor.example');
    // And without a token nothing personal answers.
    expect((await call(null, 'GET', `/api/patients/${patientId}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/patients/prescriptions?patientId=${patientId}`)).statusCode).toBe(401);
  });
});

describe('account deletion (LGPD)', () => {
  it("erases the vet's owners, patients, prescriptions, links and guide files, and nobody else's", async () => {
    expect(t.app.personalData.names()).toEqual(expect.arrayContaining(['patients', 'prescriptions']));
    const bOwner = (await call('b', 'GET', '/api/patients/owners?search=conceicao')).json().owners[0];
    const list = (await call('a', 'GET', `/api/patients/prescriptions?patientId=${patientId}`)).json();
    const withFiles = list.prescriptions.find((p: { files: unknown[] }) => p.files.length > 0);
    expect(withFiles).toBeTruthy();
    const [{ uid }] = (await t.database.db
      .select({ uid: users.uid })
      .from(users)
      .where(eq(users.email, 'ana@vet.example'))) as [{ uid: string }];
    expect(await t.app.files.get(`prescriptions/${uid}/${withFiles.id}/receita-1.pdf`)).not.toBeNull();

    await t.database.db.transaction(async (tx) => t.app.personalData.erase(tx as never, uid));

    for (const table of [owners, patients, prescriptions, prescriptionShares]) {
      const rows = await t.database.db.select({ n: count() }).from(table).where(eq(table.uid, uid));
      expect(rows[0]?.n).toBe(0);
    }
    expect(await t.app.files.get(`prescriptions/${uid}/${withFiles.id}/receita-1.pdf`)).toBeNull();
    expect((await call('b', 'GET', `/api/patients/owners/${bOwner.id}`)).statusCode).toBe(200);
  });
});
