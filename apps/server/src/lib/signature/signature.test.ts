import { describe, expect, it } from 'vitest';
import { flipSignedByte, makeTestCertificate, pdfsig } from '../../test/test-certificates.js';
import { renderPdf } from '../pdf/render-pdf.js';
import { type Pkcs12Error, readPkcs12 } from './pkcs12.js';
import { signPdf } from './sign-pdf.js';
import { verifyPdfSignature } from './verify-pdf.js';

const now = new Date('2026-11-28T12:00:00Z');
const cert = makeTestCertificate({ notBefore: new Date('2026-01-01'), notAfter: new Date('2027-12-31') });

async function signedSample() {
  const pdf = await renderPdf(
    { info: { title: 'Receita' }, blocks: [{ type: 'paragraph', text: 'Amoxicilina' }] } as never,
    {
      now,
    },
  );
  return signPdf(pdf, {
    p12: cert.p12,
    password: cert.password,
    name: 'Ana Teste Veterinária — CRMV-SP 12345',
    reason: 'Receita assinada por Ana Teste Veterinária, CRMV-SP 12345',
    location: 'São Paulo/SP',
    contactInfo: 'ana@example.com',
    signingTime: now,
  });
}

describe('PKCS#12 reading', { timeout: 30_000 }, () => {
  it('summarises a good file and refuses a wrong password, a non-PKCS#12, an expired one and one without a key', async () => {
    const summary = await readPkcs12(cert.p12, cert.password, now);
    expect(summary).toMatchObject({ holder: 'Ana Teste Veterinária', issuer: 'AC Teste Vetor' });
    const problem = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: Pkcs12Error) => e.problem,
      );
    expect(await problem(readPkcs12(cert.p12, 'errada', now))).toBe('wrong-password');
    expect(await problem(readPkcs12(Buffer.from('%PDF-1.7 não é um pfx'), 'x', now))).toBe('not-pkcs12');
    expect(await problem(readPkcs12(cert.p12, cert.password, new Date('2028-01-01')))).toBe('expired');
    const keyless = makeTestCertificate({ withKey: false });
    expect(await problem(readPkcs12(keyless.p12, keyless.password, new Date()))).toBe('no-key');
  });
});

describe('PAdES signing', { timeout: 30_000 }, () => {
  it('pdfsig finds a valid signature by the holder; one flipped byte makes it invalid', async () => {
    const signed = await signedSample();
    const report = await pdfsig(signed);
    // pdfsig prints the UTF-8 name in the terminal's locale: match the parts without accents.
    expect(report).toMatch(/Signer Certificate Common Name: Ana Teste Veterin.+ria:12345678909/);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('ETSI.CAdES.detached');

    const broken = await pdfsig(flipSignedByte(signed));
    expect(broken).not.toContain('Signature is Valid.');
    expect(broken).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('our own check agrees with pdfsig, and says null for an unsigned file', async () => {
    const signed = await signedSample();
    expect(await verifyPdfSignature(signed)).toEqual({ signer: 'Ana Teste Veterinária', signedAt: now, valid: true });
    expect((await verifyPdfSignature(flipSignedByte(signed)))?.valid).toBe(false);
    const unsigned = await renderPdf({ info: { title: 'x' }, blocks: [] } as never, { now });
    expect(await verifyPdfSignature(unsigned)).toBeNull();
  });
});
