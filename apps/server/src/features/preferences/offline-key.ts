import { createHash, createHmac, hkdfSync } from 'node:crypto';
import type { OfflineKeyResponse } from '@vetor/domain/preferences/preferences.schemas';

// The per-user secret behind the web app's encrypted offline store (docs/decisions/offline-store.md):
// HMAC-SHA256 of the uid under a root derived (HKDF) from the server's signing secret, so it needs no
// storage, differs for every account, and is handed only to the signed-in owner of the uid.

export interface OfflineKeys {
  forUser(uid: string): OfflineKeyResponse;
}

export function offlineKeys(serverSecret: Uint8Array): OfflineKeys {
  // A separate root: the signing secret itself never leaves the token code.
  const root = Buffer.from(hkdfSync('sha256', serverSecret, 'vetor/offline-store', 'root v1', 32));
  const keyId = createHash('sha256').update(root).digest('hex').slice(0, 16);
  return {
    forUser: (uid) => ({ uid, keyId, secret: createHmac('sha256', root).update(uid).digest('base64url') }),
  };
}
