// Checks a signed PDF against its own bytes, as the validation page needs: the CMS signature in
// /Contents must be the signer certificate's signature over its signed attributes, and the
// messageDigest attribute must be the SHA-256 of the ByteRange (every byte but the signature).
// One changed byte outside /Contents changes the digest; inside it, breaks the CMS. Certificate
// trust (the ICP-Brasil chain, revocation) is not checked here: see the decision note.
import type forgeModule from 'node-forge';
import { commonName, holderName, loadForge } from './pkcs12.js';

export interface PdfSignatureCheck {
  /** The signer certificate's holder name ("" when the signature cannot be read at all). */
  signer: string;
  /** The CMS signingTime attribute, or null. */
  signedAt: Date | null;
  valid: boolean;
}

/** null: the file carries no signature (no /ByteRange). */
export async function verifyPdfSignature(pdf: Buffer): Promise<PdfSignatureCheck | null> {
  if (pdf.indexOf('/ByteRange') === -1) return null;
  const forge = await loadForge();
  const { extractSignature } = await import('@signpdf/utils');
  try {
    const { signature, signedData } = extractSignature(pdf);
    return checkCms(forge, signature, signedData);
  } catch {
    // A ByteRange that does not parse or a CMS that does not decode: signed, but not verifiable.
    return { signer: '', signedAt: null, valid: false };
  }
}

interface SignedCapture {
  authenticatedAttributes?: forgeModule.asn1.Asn1[];
  signature?: string;
  serial?: string;
}

function checkCms(forge: typeof forgeModule, signature: string, signedData: Buffer): PdfSignatureCheck {
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(signature)) as forgeModule.pkcs7.PkcsSignedData & {
    rawCapture: SignedCapture;
  };
  const capture = message.rawCapture;
  const certificate =
    message.certificates.find((c) => capture.serial && c.serialNumber === forge.util.bytesToHex(capture.serial)) ??
    message.certificates[0];
  if (!certificate || !capture.authenticatedAttributes || !capture.signature) {
    return { signer: '', signedAt: null, valid: false };
  }
  const attributes = readAttributes(forge, capture.authenticatedAttributes);
  const contentDigest = forge.md.sha256.create().update(signedData.toString('binary')).digest().bytes();
  // The signature covers the DER of the attributes as a SET (RFC 5652 §5.4), not their [0] wrapper.
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, capture.authenticatedAttributes);
  const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  let signatureOk = false;
  try {
    signatureOk = (certificate.publicKey as forgeModule.pki.rsa.PublicKey).verify(
      attributesDigest.digest().bytes(),
      capture.signature,
    );
  } catch {
    signatureOk = false;
  }
  return {
    signer: holderName(commonName(forge, certificate.subject)),
    signedAt: attributes.signingTime,
    valid: signatureOk && attributes.messageDigest === contentDigest,
  };
}

function readAttributes(forge: typeof forgeModule, attributes: forgeModule.asn1.Asn1[]) {
  let messageDigest: string | null = null;
  let signingTime: Date | null = null;
  for (const attribute of attributes) {
    const [oid, values] = attribute.value as forgeModule.asn1.Asn1[];
    const type = forge.asn1.derToOid(oid?.value as string);
    const first = (values?.value as forgeModule.asn1.Asn1[] | undefined)?.[0];
    if (!first) continue;
    if (type === forge.pki.oids.messageDigest) messageDigest = first.value as string;
    if (type === forge.pki.oids.signingTime) {
      signingTime =
        first.type === forge.asn1.Type.UTCTIME
          ? forge.asn1.utcTimeToDate(first.value as string)
          : forge.asn1.generalizedTimeToDate(first.value as string);
    }
  }
  return { messageDigest, signingTime };
}
