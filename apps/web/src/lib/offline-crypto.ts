// Encryption of the content kept offline (docs/product/platform-accounts-subscription.md §3 "content is stored encrypted";
// docs/decisions/offline-store.md): AES-GCM 256 with a key derived by HKDF from the per-user secret
// the server hands the signed-in user. The key is made non-extractable: scripts can use it while it
// exists, never read its bytes.

const INFO = new TextEncoder().encode('vetor offline store v1');

export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The store key of `uid` from the server's base64url secret. */
export async function deriveStoreKey(secret: string, uid: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', fromBase64Url(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode(uid), info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/**
 * `where` (table and id) is bound as additional data, so a record copied over another entry fails
 * to open instead of showing the wrong drug's doses.
 */
export async function seal(key: CryptoKey, value: unknown, where: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(where) },
    key,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return { iv, data };
}

/** Throws when the key or the place is not the one it was sealed with, or the bytes changed. */
export async function unseal<T>(key: CryptoKey, sealed: Sealed, where: string): Promise<T> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: new TextEncoder().encode(where) },
    key,
    sealed.data,
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
