import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingCertificates } from '../../db/schema.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { makeTestCertificate } from '../../test/test-certificates.js';

// PUT/GET/DELETE /api/accounts/certificate on a real database, with a CA and an A1 leaf made here
// (never a real certificate): what is refused, what is stored (sealed), what comes back (a summary).

let t: TestApp;
let ana: { uid: string; token: string };
let bruno: { uid: string; token: string };
const cert = makeTestCertificate();

beforeAll(async () => {
  t = await createTestApp();
  ana = await signedInUser(t);
  bruno = await signedInUser(t);
});
afterAll(() => t.close());

const call = (who: { token: string } | null, method: 'GET' | 'PUT' | 'DELETE', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/accounts/certificate',
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const upload = (file: Buffer, password: string) => ({ file: file.toString('base64'), password });

describe('signing certificate', { timeout: 30_000 }, () => {
  it('needs a token', async () => {
    expect((await call(null, 'GET')).statusCode).toBe(401);
  });

  it('refuses a wrong password, a file that is not PKCS#12 and an expired certificate, in pt-BR', async () => {
    const wrong = await call(ana, 'PUT', upload(cert.p12, 'errada'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CERTIFICATE_WRONG_PASSWORD',
      message: 'Senha do certificado incorreta.',
    });

    const notPfx = await call(ana, 'PUT', upload(Buffer.from('%PDF-1.7 qualquer coisa'), 'x'));
    expect(notPfx.statusCode).toBe(400);
    expect(notPfx.json().code).toBe('CERTIFICATE_NOT_PKCS12');
    const notBase64 = await call(ana, 'PUT', { file: '@@@', password: 'x' });
    expect(notBase64.json().code).toBe('CERTIFICATE_NOT_PKCS12');

    const old = makeTestCertificate({ notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') });
    const expired = await call(ana, 'PUT', upload(old.p12, old.password));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toContain('vencido');
    expect((await call(ana, 'GET')).json()).toEqual({ certificate: null });
  });

  it('stores a good one sealed and answers only its summary', async () => {
    const res = await call(ana, 'PUT', upload(cert.p12, cert.password));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      certificate: {
        holder: 'Ana Teste Veterinária',
        issuer: 'AC Teste Vetor',
        validFrom: cert.notBefore.toISOString().replace(/\.\d+Z$/, '.000Z'),
        validUntil: cert.notAfter.toISOString().replace(/\.\d+Z$/, '.000Z'),
      },
    });
    expect(res.body).not.toContain(cert.password);
    expect((await call(ana, 'GET')).json()).toEqual(res.json());

    const [row] = await t.database.db.select().from(signingCertificates).where(eq(signingCertificates.uid, ana.uid));
    expect(row).toBeDefined();
    // Sealed: neither the file nor the password is in the row as written.
    expect(Buffer.from(row?.sealedFile ?? '', 'base64').includes(cert.p12.subarray(0, 64))).toBe(false);
    expect(row?.sealedPassword).not.toContain(cert.password);
    expect(Buffer.from(row?.sealedPassword ?? '', 'base64').toString('latin1')).not.toContain(cert.password);
  });

  it('one vet never reaches, replaces or removes another vet’s certificate', async () => {
    expect((await call(bruno, 'GET')).json()).toEqual({ certificate: null });
    expect((await call(bruno, 'DELETE')).json()).toEqual({ removed: false });
    expect((await call(ana, 'GET')).json().certificate.holder).toBe('Ana Teste Veterinária');
  });

  it('removes it', async () => {
    expect((await call(ana, 'DELETE')).json()).toEqual({ removed: true });
    expect((await call(ana, 'GET')).json()).toEqual({ certificate: null });
    expect(await t.database.db.select().from(signingCertificates).where(eq(signingCertificates.uid, ana.uid))).toEqual(
      [],
    );
  });

  it('goes with the account: the LGPD erasure removes it', async () => {
    expect((await call(bruno, 'PUT', upload(cert.p12, cert.password))).statusCode).toBe(200);
    await t.database.db.transaction((tx) => t.app.personalData.erase(tx, bruno.uid));
    expect(
      await t.database.db.select().from(signingCertificates).where(eq(signingCertificates.uid, bruno.uid)),
    ).toEqual([]);
  });
});
