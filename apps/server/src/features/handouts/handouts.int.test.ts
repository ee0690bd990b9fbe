import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoutEvents, prescriptions, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadHandouts } from './handouts.seed.js';

// Clinical handouts end to end through HTTP on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) and a real SMTP server from npm on 127.0.0.1.

async function startSmtp() {
  const received: { to: string; subject: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
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

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
const tokens: Record<'a' | 'b' | 'student', string> = { a: '', b: '', student: '' };
const uids: Record<string, string> = {};

async function createVet(key: 'a' | 'b' | 'student', email: string, name: string, professional: boolean) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      providers: ['password'],
      displayName: name,
      displayNamePrefix: 'Dra.',
      nationality: 0,
      phone: '11987654321',
      crmvNumber: professional ? '12345' : null,
      crmvState: professional ? 'SP' : null,
      questions: { veterinaryStatus: professional ? 1 : 2, interests: [], academicDegrees: [] },
    })
    .returning({ uid: users.uid });
  uids[key] = row?.uid as string;
  tokens[key] = (await t.app.tokens.sign({ uid: uids[key], email, entitlements: [], provider: 'password' })).token;
}

type Who = keyof typeof tokens;
const call = (who: Who | null, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });

const patientIds: Record<string, string> = {};

async function createPatient(who: Who, cpf: string) {
  const owner = await call(who, 'POST', '/api/patients/owners', {
    name: 'João da Conceição Araújo',
    cpf,
    email: 'joao@tutor.example',
    phone: '(11) 98765-4321',
    address: 'Rua das Acácias, 45, São Paulo/SP',
  });
  expect(owner.statusCode, owner.body).toBe(200);
  const patient = await call(who, 'POST', '/api/patients', {
    name: 'Thór',
    species: 1,
    sex: 0,
    breed: 'Labrador Retriever',
    weight: 32.5,
    hasBirthday: true,
    birthday: '10/03/2021',
    ownerId: owner.json().id,
  });
  expect(patient.statusCode, patient.body).toBe(200);
  return patient.json().id as string;
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://vetor.example' });
  await createVet('a', 'ana@vet.example', 'Ana Souza', true);
  await createVet('b', 'bruno@vet.example', 'Bruno Reis', true);
  await createVet('student', 'estudante@vet.example', 'Carla Estudante', false);
  patientIds.a = await createPatient('a', '111.444.777-35');
  patientIds.b = await createPatient('b', '390.533.447-05');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the handouts library', () => {
  it('every content file is valid and tied to an existing item', async () => {
    const files = await loadHandouts();
    expect(files.length).toBeGreaterThanOrEqual(16);
    expect(new Set(files.map((f) => f.content_type))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('answers the list without a token, with sections', async () => {
    const res = await call(null, 'GET', '/api/topics/handouts');
    expect(res.statusCode).toBe(200);
    const list = res.json().handouts as { id: string; content_type: number; sections: unknown[] }[];
    expect(list.length).toBeGreaterThanOrEqual(16);
    expect(list[0]?.sections.length).toBeGreaterThan(1);
  });

  it('logs events with a location only when given', async () => {
    const res = await call('a', 'POST', '/api/topics/handouts/events', {
      inputs: { event: 'handout_click', handoutId: 'meloxicam-orientacoes' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const anon = await call(null, 'POST', '/api/topics/handouts/events', {
      inputs: { event: 'handouts_faq' },
      latitude: -23.5,
      longitude: -46.6,
    });
    expect(anon.statusCode).toBe(200);
    const rows = await t.database.db.select().from(handoutEvents);
    expect(rows.find((r) => r.event === 'handout_click')).toMatchObject({ uid: uids.a, latitude: null });
    expect(rows.find((r) => r.event === 'handouts_faq')).toMatchObject({ uid: null, latitude: -23.5 });
    expect((await call(null, 'POST', '/api/topics/handouts/events', { inputs: { event: 'x' } })).statusCode).toBe(400);
  });
});

describe('sharing with a patient', () => {
  const chosen = ['diabetes-no-cao', 'meloxicam-orientacoes', 'fipronil-orientacoes'];

  it('only a professional with CRMV shares; the others get the spec prompt', async () => {
    const res = await call('student', 'POST', '/api/topics/handouts', {
      type: 2,
      patientId: patientIds.a,
      clinicalHandouts: chosen,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'HANDOUTS_CRMV_REQUIRED' });
    expect((await call(null, 'POST', '/api/topics/handouts', { type: 2, clinicalHandouts: chosen })).statusCode).toBe(
      401,
    );
  });

  it('needs a patient, a method and at least one handout', async () => {
    const noPatient = await call('a', 'POST', '/api/topics/handouts', { type: 2, clinicalHandouts: chosen });
    expect(noPatient.json().code).toBe('HANDOUTS_PATIENT_REQUIRED');
    const noMethod = await call('a', 'POST', '/api/topics/handouts', {
      patientId: patientIds.a,
      clinicalHandouts: chosen,
    });
    expect(noMethod.json().code).toBe('HANDOUTS_METHOD_REQUIRED');
    const print = await call('a', 'POST', '/api/topics/handouts', {
      type: 1,
      patientId: patientIds.a,
      clinicalHandouts: chosen,
    });
    expect(print.json().code).toBe('HANDOUTS_METHOD_REQUIRED');
    const none = await call('a', 'POST', '/api/topics/handouts', {
      type: 2,
      patientId: patientIds.a,
      clinicalHandouts: [],
    });
    expect(none.json().code).toBe('HANDOUTS_SELECTION_REQUIRED');
  });

  it('user A cannot share with user B’s patient nor read B’s share', async () => {
    const res = await call('a', 'POST', '/api/topics/handouts', {
      type: 5,
      patientId: patientIds.b,
      clinicalHandouts: chosen,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PATIENTS_NO_DATA');
    const bShare = await call('b', 'POST', '/api/topics/handouts', {
      type: 5,
      patientId: patientIds.b,
      clinicalHandouts: chosen,
    });
    expect(bShare.statusCode, bShare.body).toBe(200);
    // A cannot revoke B's link.
    expect((await call('a', 'DELETE', `/api/topics/handouts/shares/${bShare.json().shareId}`)).statusCode).toBe(404);
    // Nor list B's patient's links; B sees its own, newest first, with the handouts' names.
    const aList = await call('a', 'GET', `/api/topics/handouts/shares?patientId=${patientIds.b}`);
    expect(aList.statusCode).toBe(200);
    expect(aList.json().shares).toEqual([]);
    const bList = await call('b', 'GET', `/api/topics/handouts/shares?patientId=${patientIds.b}`);
    expect(bList.json().shares[0]).toMatchObject({
      shareId: bShare.json().shareId,
      link: bShare.json().link,
      type: 5,
      revokedAt: null,
      handouts: chosen.map((id) => ({ id, name: expect.any(String) })),
    });
    expect(bList.json().shares[0].handouts[0].name).not.toBe(chosen[0]);
    expect((await call(null, 'GET', `/api/topics/handouts/shares?patientId=${patientIds.b}`)).statusCode).toBe(401);
    expect((await call('b', 'GET', '/api/topics/handouts/shares?patientId=x')).statusCode).toBe(400);
    // B revokes it: the list says when, and the link stops opening.
    expect((await call('b', 'DELETE', `/api/topics/handouts/shares/${bShare.json().shareId}`)).statusCode).toBe(200);
    const after = await call('b', 'GET', `/api/topics/handouts/shares?patientId=${patientIds.b}`);
    expect(after.json().shares[0].revokedAt).toEqual(expect.any(String));
  });

  it('e-mails the owner the link; the public view answers without login for a live share only', async () => {
    // A sent prescription with meloxicam: the drug handout shows that posology.
    await t.database.db.insert(prescriptions).values({
      uid: uids.a as string,
      patientId: patientIds.a as string,
      ownerId: (await call('a', 'GET', `/api/patients/${patientIds.a}`)).json().ownerId,
      pages: [
        [
          {
            name: 'Meloxicam 2 mg',
            posology: '1 comprimido a cada 24 horas, por 5 dias.',
            drugsList: [{ drugId: 'meloxicam' }],
          },
        ],
      ],
      itemCount: 1,
      guideCount: 1,
      shareDate: new Date(),
    });
    const res = await call('a', 'POST', '/api/topics/handouts', {
      type: 2,
      patientId: patientIds.a,
      clinicalHandouts: chosen,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { shareId, link, emailSent } = res.json();
    expect(emailSent).toBe(true);
    expect(link).toBe(`https://vetor.example/shared/handouts/${shareId}/diabetes-no-cao`);
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toBe('joao@tutor.example');
    expect(mail?.subject).toBe('Orientações para Thór — Dra. Ana Souza');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Diabetes no cão');

    const page = await call(null, 'GET', `/api/patients/handouts/meloxicam-orientacoes?shareId=${shareId}`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({
      patientName: 'Thór',
      ownerFirstName: 'João',
      vet: { name: 'Dra. Ana Souza', crmv: 'CRMV-SP 12345', email: 'ana@vet.example', phone: '11987654321' },
      posology: 'Meloxicam 2 mg: 1 comprimido a cada 24 horas, por 5 dias.',
    });
    expect(body.handouts.map((h: { id: string }) => h.id)).toEqual(chosen);
    expect(Object.keys(body).sort()).toEqual([
      'date',
      'handout',
      'handouts',
      'ownerFirstName',
      'patientName',
      'posology',
      'vet',
    ]);

    // The printable PDF of the same handout, for owners without a phone.
    const pdf = await call(null, 'GET', `/api/patients/handouts/meloxicam-orientacoes/pdf?shareId=${shareId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' });
    expect(text).toContain('Thór');
    expect(text).toContain('CRMV-SP 12345');
    expect(text).toContain('1 comprimido a cada 24 horas');

    // Not a handout of this share, a guessed id, then revoked: all answer the same 404.
    const other = await call(null, 'GET', `/api/patients/handouts/obesidade-em-caes-e-gatos?shareId=${shareId}`);
    expect(other.json().code).toBe('SHARE_LINK_NOT_FOUND');
    const guessed = await call(null, 'GET', `/api/patients/handouts/diabetes-no-cao?shareId=${'x'.repeat(43)}`);
    expect(guessed.statusCode).toBe(404);
    expect((await call('a', 'DELETE', `/api/topics/handouts/shares/${shareId}`)).statusCode).toBe(200);
    const revoked = await call(null, 'GET', `/api/patients/handouts/diabetes-no-cao?shareId=${shareId}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().code).toBe('SHARE_LINK_NOT_FOUND');
  });

  it('WhatsApp answers a wa.me link with the owner phone', async () => {
    const res = await call('a', 'POST', '/api/topics/handouts', {
      type: 3,
      patientId: patientIds.a,
      clinicalHandouts: chosen,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().whatsappUrl).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
  });
});
