// The globals idb needs (IDBRequest, …), then a fresh factory per test below.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { deriveStoreKey, seal, unseal } from './offline-crypto';
import { createOfflineStore, openLocalDb, type UserSecret } from './offline-store';
import { localDbSupported } from './storage';

// The offline store against a real IndexedDB implementation (fake-indexeddb) and the platform's
// WebCrypto: sealing per user, the spec's failure texts, and what logout and a user change erase.

const SECRET_A = 'q2VuZG8tdW0tc2VncmVkby1kZS0zMi1ieXRlcy1hYWE';
const SECRET_B = 'b3V0cm8tc2VncmVkby1kZS0zMi1ieXRlcy1wYXJhLWI';
const drug = { id: 'cefalexina', name: 'Cefalexina', doses: [{ dose: '22 a 30 mg/kg' }] };

/** The server's answer for the signed-in user, or none (offline). */
function serverFor(secrets: Record<string, UserSecret | null>) {
  let current: string | null = null;
  return {
    signIn(uid: string | null) {
      current = uid;
    },
    fetchSecret: async () => (current ? (secrets[current] ?? null) : null),
  };
}

// A fresh browser profile per test.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('offline-crypto', () => {
  it('opens what it sealed with the same user key and place only', async () => {
    const key = await deriveStoreKey(SECRET_A, 'uid-a');
    const sealed = await seal(key, drug, 'drugs/1/cefalexina');
    expect(new TextDecoder().decode(sealed.data)).not.toContain('Cefalexina');
    expect(await unseal(key, sealed, 'drugs/1/cefalexina')).toEqual(drug);
    // Another place (a record copied over another entry), another uid, another secret.
    await expect(unseal(key, sealed, 'drugs/1/amoxicilina')).rejects.toThrow();
    await expect(unseal(await deriveStoreKey(SECRET_A, 'uid-b'), sealed, 'drugs/1/cefalexina')).rejects.toThrow();
    await expect(unseal(await deriveStoreKey(SECRET_B, 'uid-a'), sealed, 'drugs/1/cefalexina')).rejects.toThrow();
  });

  it('never lets the key bytes out', async () => {
    const key = await deriveStoreKey(SECRET_A, 'uid-a');
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('gives every seal its own nonce', async () => {
    const key = await deriveStoreKey(SECRET_A, 'uid-a');
    const [a, b] = await Promise.all([seal(key, drug, 'x'), seal(key, drug, 'x')]);
    expect(a.iv).not.toEqual(b.iv);
  });
});

describe('offline store', () => {
  const secrets = {
    'uid-a': { uid: 'uid-a', keyId: '0123456789abcdef', secret: SECRET_A },
    'uid-b': { uid: 'uid-b', keyId: '0123456789abcdef', secret: SECRET_B },
  };

  it('keeps a drug sealed and reads it back offline, in a later visit', async () => {
    const server = serverFor(secrets);
    server.signIn('uid-a');
    const online = createOfflineStore({ open: openLocalDb, fetchSecret: server.fetchSecret });
    expect(await online.keep('uid-a', 'drugs', '1/cefalexina', drug)).toBe(true);
    // A new visit with no network: the stored key serves.
    const offline = createOfflineStore({ open: openLocalDb, fetchSecret: async () => null });
    expect(await offline.read('uid-a', 'drugs', '1/cefalexina')).toEqual(drug);
    expect(await offline.read('uid-a', 'drugs', '1/amoxicilina')).toBeUndefined();
    expect(await offline.counts()).toEqual({ configuration: 0, drugs: 1, products: 0, keys: 1 });
  });

  it('keeps nothing for a user who never got a key (first visit offline)', async () => {
    const store = createOfflineStore({ open: openLocalDb, fetchSecret: async () => null });
    expect(await store.keep('uid-a', 'drugs', '1/cefalexina', drug)).toBe(false);
    expect((await store.counts()).drugs).toBe(0);
  });

  it("erases another user's copies when a different user signs in", async () => {
    const server = serverFor(secrets);
    server.signIn('uid-a');
    await createOfflineStore({ open: openLocalDb, fetchSecret: server.fetchSecret }).keep('uid-a', 'drugs', 'd', drug);
    server.signIn('uid-b');
    const b = createOfflineStore({ open: openLocalDb, fetchSecret: server.fetchSecret });
    expect(await b.read('uid-b', 'drugs', 'd')).toBeUndefined();
    expect(await b.counts()).toEqual({ configuration: 0, drugs: 0, products: 0, keys: 1 });
  });

  it("drops the copies when the server's key changes (rotation)", async () => {
    const server = serverFor(secrets);
    server.signIn('uid-a');
    await createOfflineStore({ open: openLocalDb, fetchSecret: server.fetchSecret }).keep('uid-a', 'drugs', 'd', drug);
    const rotated = serverFor({ 'uid-a': { uid: 'uid-a', keyId: 'fedcba9876543210', secret: SECRET_B } });
    rotated.signIn('uid-a');
    const store = createOfflineStore({ open: openLocalDb, fetchSecret: rotated.fetchSecret });
    expect(await store.read('uid-a', 'drugs', 'd')).toBeUndefined();
    expect((await store.counts()).drugs).toBe(0);
  });

  it('erases every table and the key at logout, and on a start with nobody signed in', async () => {
    const server = serverFor(secrets);
    server.signIn('uid-a');
    const store = createOfflineStore({ open: openLocalDb, fetchSecret: server.fetchSecret });
    await store.keep('uid-a', 'drugs', 'd', drug);
    await store.keep('uid-a', 'products', 'p', { id: 'p' });
    await store.upsertConfiguration('drugs_concentrations', [1]);
    await store.erase();
    expect(await store.counts()).toEqual({ configuration: 0, drugs: 0, products: 0, keys: 0 });

    await store.keep('uid-a', 'drugs', 'd', drug);
    await store.reconcile('uid-a');
    expect((await store.counts()).drugs).toBe(1);
    await store.reconcile(null);
    expect(await store.counts()).toEqual({ configuration: 0, drugs: 0, products: 0, keys: 0 });
  });

  it('answers configuration items, and the spec text for one it does not have', async () => {
    const store = createOfflineStore({ open: openLocalDb, fetchSecret: async () => null });
    await store.upsertConfiguration('drugs_concentrations', { id: 'drugs_concentrations', value: [] });
    expect(await store.selectConfiguration('drugs_concentrations')).toEqual({ id: 'drugs_concentrations', value: [] });
    await expect(store.selectConfiguration('nope')).rejects.toThrow('Entity not found');
  });

  it("says 'Error upserting entity' when sealing fails", async () => {
    const store = createOfflineStore({
      open: openLocalDb,
      fetchSecret: async () => ({ uid: 'uid-a', keyId: '0123456789abcdef', secret: SECRET_A }),
    });
    // A value JSON cannot encode.
    await expect(store.keep('uid-a', 'drugs', 'd', { n: 1n })).rejects.toThrow('Error upserting entity');
  });
});

describe('private mode', () => {
  it('says storage is unsupported when the browser has no IndexedDB, and keeps nothing', async () => {
    const saved = globalThis.indexedDB;
    // biome-ignore lint/suspicious/noExplicitAny: a browser without the API.
    (globalThis as any).indexedDB = undefined;
    try {
      const store = createOfflineStore({ open: openLocalDb, fetchSecret: async () => null });
      await expect(store.keep('uid-a', 'drugs', 'd', drug)).rejects.toThrow('Error upserting entity');
      expect(localDbSupported.get()).toBe(false);
    } finally {
      globalThis.indexedDB = saved;
      localDbSupported.set(true);
    }
  });
});
