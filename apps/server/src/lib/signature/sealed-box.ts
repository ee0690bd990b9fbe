// AES-256-GCM for secrets kept at rest (the vets' signing certificates): the key comes from the
// environment, never from the database, so a database copy alone opens nothing. A sealed value is
// one buffer: version byte, 12-byte nonce, 16-byte tag, ciphertext.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;

export function seal(key: Buffer, plaintext: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]);
}

/** Throws when the key is not the one that sealed it or a byte changed (GCM's tag). */
export function open(key: Buffer, sealed: Buffer): Buffer {
  if (sealed[0] !== VERSION) throw new Error('sealed value of an unknown version');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 13));
  decipher.setAuthTag(sealed.subarray(13, 29));
  return Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]);
}
