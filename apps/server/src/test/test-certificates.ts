// A throwaway ICP-Brasil-like chain for tests: a root CA and an A1 leaf ("NOME:CPF" common name)
// exported as PKCS#12 with a password. Nothing real: no test ever needs a real certificate.
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

export interface TestCertificate {
  /** The .pfx bytes. */
  p12: Buffer;
  password: string;
  holder: string;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
}

function rsaKeys() {
  // node's generator is native; forge's pure-JS one takes seconds per key.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

let serial = 1;
function certificate(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicKey: forge.pki.PublicKey,
  signingKey: forge.pki.rsa.PrivateKey,
  validity: { notBefore: Date; notAfter: Date },
  ca: boolean,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = (serial++).toString(16).padStart(2, '0');
  cert.validity.notBefore = validity.notBefore;
  cert.validity.notAfter = validity.notAfter;
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions([
    { name: 'basicConstraints', cA: ca },
    { name: 'keyUsage', keyCertSign: ca, digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(signingKey, forge.md.sha256.create());
  return cert;
}

/** A leaf valid from `notBefore` to `notAfter` (defaults: yesterday to a year from now). */
export function makeTestCertificate(
  options: { holder?: string; password?: string; notBefore?: Date; notAfter?: Date; withKey?: boolean } = {},
): TestCertificate {
  const holder = options.holder ?? 'Ana Teste Veterinária';
  const password = options.password ?? 'senha-do-a1';
  const notBefore = options.notBefore ?? new Date(Date.now() - 86_400_000);
  const notAfter = options.notAfter ?? new Date(Date.now() + 365 * 86_400_000);
  const caKeys = rsaKeys();
  const caName = [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'CN', value: 'AC Teste Vetor' },
  ];
  const ca = certificate(caName, caName, caKeys.publicKey, caKeys.privateKey, { notBefore, notAfter }, true);
  const leafKeys = rsaKeys();
  const leafName = [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    // UTF8String, as ICP-Brasil names carry accents.
    { shortName: 'CN', value: `${holder}:12345678909`, valueTagClass: forge.asn1.Type.UTF8 as never },
  ];
  const leaf = certificate(leafName, caName, leafKeys.publicKey, caKeys.privateKey, { notBefore, notAfter }, false);
  const asn1 = forge.pkcs12.toPkcs12Asn1(options.withKey === false ? null : leafKeys.privateKey, [leaf, ca], password, {
    algorithm: '3des',
  });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    password,
    holder,
    issuer: 'AC Teste Vetor',
    notBefore,
    notAfter,
  };
}

const run = promisify(execFile);

/**
 * poppler's pdfsig report on a PDF. pdfsig exits non-zero on an invalid signature; the report is
 * what tests read. A chain made here is never trusted, so tests read the "Signature Validation"
 * line, never the "Certificate Validation" one.
 */
export async function pdfsig(pdf: Buffer): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'vetor-pdfsig-')), 'receita.pdf');
  await writeFile(file, pdf);
  const { stdout } = await run('/usr/bin/pdfsig', [file]).catch((error: { stdout: string }) => error);
  return stdout;
}

/** The same PDF with one byte changed inside the first signed range (the first stream's content). */
export function flipSignedByte(pdf: Buffer): Buffer {
  const changed = Buffer.from(pdf);
  const at = pdf.indexOf('stream') + 20;
  changed[at] = (changed[at] ?? 0) ^ 0x01;
  return changed;
}
