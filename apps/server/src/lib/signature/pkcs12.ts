// Reading an ICP-Brasil A1 file (PKCS#12): whether it opens with the password, holds a private key
// with its certificate, and is within its validity. node-forge is what @signpdf/signer-p12 signs
// with, so a file accepted here is one the signer can use. Loaded on first use (fast start).
import type forgeModule from 'node-forge';

export type Pkcs12Problem = 'not-pkcs12' | 'wrong-password' | 'no-key' | 'expired';

export class Pkcs12Error extends Error {
  constructor(readonly problem: Pkcs12Problem) {
    super(`PKCS#12: ${problem}`);
  }
}

export interface Pkcs12Summary {
  holder: string;
  issuer: string;
  validFrom: Date;
  validUntil: Date;
}

export async function loadForge(): Promise<typeof forgeModule> {
  return (await import('node-forge')).default;
}

/** ICP-Brasil common names are "NOME:CPF" (or CNPJ); the page shows only the name. */
export function holderName(commonName: string): string {
  return commonName.split(':')[0]?.trim() || commonName;
}

/** The CN (or O) of a name; forge leaves UTF8String values as raw UTF-8 bytes, decoded here. */
export function commonName(forge: typeof forgeModule, name: forgeModule.pki.Certificate['subject']): string {
  const field = name.getField('CN') ?? name.getField('O');
  if (!field) return '—';
  const value = String(field.value);
  if (field.valueTagClass !== forge.asn1.Type.UTF8) return value;
  try {
    return forge.util.decodeUtf8(value);
  } catch {
    return value;
  }
}

/** The signing certificate of the file (the one matching its private key), or a Pkcs12Error. */
export async function readPkcs12(bytes: Buffer, password: string, now: Date): Promise<Pkcs12Summary> {
  const forge = await loadForge();
  let p12: forgeModule.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // forge says "Invalid password?" when the MAC does not verify; anything else is not a PKCS#12.
    const wrongPassword = error instanceof Error && /password/i.test(error.message);
    throw new Pkcs12Error(wrongPassword ? 'wrong-password' : 'not-pkcs12');
  }
  const keyOid = forge.pki.oids.pkcs8ShroudedKeyBag as string;
  const certOid = forge.pki.oids.certBag as string;
  const key = p12.getBags({ bagType: keyOid })[keyOid]?.[0]?.key as forgeModule.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Pkcs12Error('no-key');
  const certificate = (p12.getBags({ bagType: certOid })[certOid] ?? [])
    .map((bag) => bag.cert)
    .find((cert): cert is forgeModule.pki.Certificate => {
      const publicKey = cert?.publicKey as forgeModule.pki.rsa.PublicKey | undefined;
      return !!publicKey?.n && publicKey.n.compareTo(key.n) === 0;
    });
  if (!certificate) throw new Pkcs12Error('no-key');
  const { notBefore, notAfter } = certificate.validity;
  if (now < notBefore || now > notAfter) throw new Pkcs12Error('expired');
  return {
    holder: holderName(commonName(forge, certificate.subject)),
    issuer: commonName(forge, certificate.issuer),
    validFrom: notBefore,
    validUntil: notAfter,
  };
}
