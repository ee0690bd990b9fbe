import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { flipSignedByte, makeTestCertificate, pdfsig } from '../../test/test-certificates.js';
import { createVet, DOG, OWNER, VET_A } from '../../test/vets.js';

// Signed guides end to end: a vet with a test A1 generates a prescription, poppler's
// pdfsig verifies the PAdES signature, the validation page reports it, and one changed byte in the
// stored file turns both to invalid. The chain is made in the test, so pdfsig never trusts its
// issuer: the assertions read the signature-validity line, never the certificate-trust line.

let t: TestApp;
let token = '';
let patientId = '';
const cert = makeTestCertificate({ holder: 'Ana Souza Lima' });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, auth = true) =>
  t.app.inject({
    method,
    url,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://vetor.example' });
  token = await createVet(t, VET_A);
  const owner = await call('POST', '/api/patients/owners', OWNER);
  expect(owner.statusCode, owner.body).toBe(200);
  const patient = await call('POST', '/api/patients', { ...DOG, ownerId: owner.json().id });
  expect(patient.statusCode, patient.body).toBe(200);
  patientId = patient.json().id;
}, 60_000);
afterAll(() => t.close());

async function draft() {
  const saved = await call('POST', '/api/patients/prescriptions', {
    patientId,
    pages: [
      [
        {
          id: 'i1',
          name: 'Meloxicam',
          option: { concentration: '2 mg', display: 'Comprimido', package: '10 comprimidos' },
          freeText: false,
          posology: '1 comprimido de 2 mg, via oral, a cada 24 horas, por 5 dias.',
          route: 'VO',
          quantity: '1 caixa',
          page: 0,
          type: 0,
          drugsList: [{ drug: 'Meloxicam', drugId: 'meloxicam', category: 1 }],
        },
      ],
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().id as string;
}

describe('signed prescriptions', { timeout: 60_000 }, () => {
  it('asking to sign without a certificate is refused; without asking, guides come unsigned', async () => {
    const id = await draft();
    const refused = await call('POST', '/api/patients/prescriptions/files', { prescriptionId: id, sign: true });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('CERTIFICATE_NOT_FOUND');
    const files = await call('POST', '/api/patients/prescriptions/files', { prescriptionId: id });
    expect(files.statusCode, files.body).toBe(200);
    const code = files.json().prescription.validationCode;
    const page = await call('GET', `/api/patients/prescriptions/validations/${code}`, undefined, false);
    expect(page.json().signature).toBeNull();
  });

  it('signs by default once the vet has a certificate: pdfsig and the validation page agree', async () => {
    expect(
      (await call('PUT', '/api/accounts/certificate', { file: cert.p12.toString('base64'), password: cert.password }))
        .statusCode,
    ).toBe(200);
    const id = await draft();
    const files = await call('POST', '/api/patients/prescriptions/files', { prescriptionId: id });
    expect(files.statusCode, files.body).toBe(200);
    const { validationCode, files: guides } = files.json().prescription;
    const pdf = await call('GET', `${guides[0].url}`);
    const report = await pdfsig(pdf.rawPayload);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('ETSI.CAdES.detached');

    const valid = await call('GET', `/api/patients/prescriptions/validations/${validationCode}`, undefined, false);
    expect(valid.json().signature).toMatchObject({ signer: 'Ana Souza Lima', valid: true });
    expect(valid.json().signature.signedAt).toMatch(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);

    // One changed byte in the stored guide (inside the signed range, past the header).
    const [row] = await t.database.db.query.prescriptions.findMany({ where: (p, { eq }) => eq(p.id, id) });
    const key = row?.files[0]?.key as string;
    await t.app.files.put(key, flipSignedByte(pdf.rawPayload), 'application/pdf');

    const broken = await pdfsig((await call('GET', `${guides[0].url}`)).rawPayload);
    expect(broken).not.toContain('Signature is Valid.');
    const invalid = await call('GET', `/api/patients/prescriptions/validations/${validationCode}`, undefined, false);
    expect(invalid.json().signature).toMatchObject({ signer: 'Ana Souza Lima', valid: false });
  });

  it('sign: false renders unsigned even with a certificate', async () => {
    const id = await draft();
    const files = await call('POST', '/api/patients/prescriptions/files', { prescriptionId: id, sign: false });
    const page = await call(
      'GET',
      `/api/patients/prescriptions/validations/${files.json().prescription.validationCode}`,
      undefined,
      false,
    );
    expect(page.json().signature).toBeNull();
  });
});
