import { message } from '@vetor/domain/messages';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { deriveStoreKey, type Sealed, seal, unseal } from './offline-crypto';
import { localDbSupported } from './storage';

// The local store of docs/product/calculators-patients-prescriptions-management.md §3 in IndexedDB: tables of id and value for configuration, drugs and
// products, upserted, deleted and selected by id. Drugs and products (content) are sealed with the
// signed-in user's key (offline-crypto.ts), kept in the `keys` table as a non-extractable CryptoKey,
// and everything goes at logout. docs/decisions/offline-store.md says what this does and does not
// protect against.

export type ContentTable = 'drugs' | 'products';
export type Table = 'configuration' | ContentTable;

interface PlainRow {
  id: string;
  value: unknown;
}
interface SealedRow {
  id: string;
  sealed: Sealed;
  savedAt: number;
}
interface KeyRow {
  id: 'store';
  uid: string;
  keyId: string;
  key: CryptoKey;
}

export interface LocalDb extends DBSchema {
  configuration: { key: string; value: PlainRow };
  drugs: { key: string; value: SealedRow };
  products: { key: string; value: SealedRow };
  keys: { key: string; value: KeyRow };
}

export const LOCAL_DB_NAME = 'vetor';
const TABLES = ['configuration', 'drugs', 'products', 'keys'] as const;
const RETRY_MS = 100;
const MAX_TRIES = 30;

/** The spec's local-storage failures ('Error upserting entity', …): logged, never shown as they are. */
export class LocalStoreError extends Error {
  override name = 'LocalStoreError';
}

/** Opens the database, retrying every 100 ms while it cannot be had yet (docs/product/calculators-patients-prescriptions-management.md §8), up to 3 s. */
export async function openLocalDb(): Promise<IDBPDatabase<LocalDb>> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (typeof indexedDB === 'undefined') throw new LocalStoreError(message('STORAGE_UNSUPPORTED'));
      const db = await openDB<LocalDb>(LOCAL_DB_NAME, 1, {
        upgrade(d) {
          for (const t of TABLES) if (!d.objectStoreNames.contains(t)) d.createObjectStore(t, { keyPath: 'id' });
        },
      });
      return db;
    } catch (error) {
      if (typeof indexedDB === 'undefined' || attempt >= MAX_TRIES) {
        // The shell tells the user (docs/product/platform-accounts-subscription.md §8, private mode).
        localDbSupported.set(false);
        throw error;
      }
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }
}

/** What the server gives the signed-in user (GET /preferences/offline-key). */
export interface UserSecret {
  uid: string;
  keyId: string;
  secret: string;
}

export interface OfflineStoreDeps {
  open: () => Promise<IDBPDatabase<LocalDb>>;
  /** The user's secret, or null when it cannot be asked for now (offline). */
  fetchSecret: () => Promise<UserSecret | null>;
}

export function createOfflineStore(deps: OfflineStoreDeps) {
  let db: Promise<IDBPDatabase<LocalDb>> | null = null;
  const database = () => {
    db ??= deps.open().catch((error: unknown) => {
      db = null;
      throw error;
    });
    return db;
  };
  /** The key in use this visit, once checked with the server (or taken from the table offline). */
  let checked: { uid: string; key: CryptoKey } | null = null;

  async function wipe(d: IDBPDatabase<LocalDb>, tables: readonly (typeof TABLES)[number][]) {
    const tx = d.transaction(tables, 'readwrite');
    await Promise.all([...tables.map((t) => tx.objectStore(t).clear()), tx.done]);
  }

  /** The store key of `uid`: a stored key of anyone else, or of an older server key, goes with its data. */
  async function keyFor(uid: string): Promise<CryptoKey | null> {
    if (checked?.uid === uid) return checked.key;
    const d = await database();
    let row = await d.get('keys', 'store');
    if (row && row.uid !== uid) {
      await wipe(d, TABLES);
      row = undefined;
    }
    const fresh = await deps.fetchSecret().catch(() => null);
    if (fresh && fresh.uid === uid && (!row || row.keyId !== fresh.keyId)) {
      if (row) await wipe(d, ['drugs', 'products']);
      row = { id: 'store', uid, keyId: fresh.keyId, key: await deriveStoreKey(fresh.secret, uid) };
      await d.put('keys', row);
    }
    if (!row) return null;
    // Offline, the stored key serves; it is checked against the server on the next visit online.
    if (fresh) checked = { uid, key: row.key };
    return row.key;
  }

  return {
    /** Seals and keeps a drug or product for `uid`; false when no key could be had (never signed in online). */
    async keep(uid: string, table: ContentTable, id: string, value: unknown): Promise<boolean> {
      try {
        const key = await keyFor(uid);
        if (!key) return false;
        const sealed = await seal(key, value, `${table}/${id}`);
        await (await database()).put(table, { id, sealed, savedAt: Date.now() });
        return true;
      } catch (error) {
        throw new LocalStoreError(message('ENTITY_UPSERT_ERROR'), { cause: error });
      }
    },
    /** The kept copy of a drug or product, or undefined ('Entity not found'). */
    async read<T>(uid: string, table: ContentTable, id: string): Promise<T | undefined> {
      const d = await database();
      const row = await d.get(table, id);
      if (!row) return undefined;
      const key = await keyFor(uid);
      if (!key) return undefined;
      try {
        return await unseal<T>(key, row.sealed, `${table}/${id}`);
      } catch {
        // Another key or tampered bytes: the copy is useless, drop it.
        await d.delete(table, id);
        return undefined;
      }
    },
    /** Every kept copy of a table that opens with `uid`'s key (the offline search indexes them). */
    async list<T>(uid: string, table: ContentTable): Promise<T[]> {
      const d = await database();
      const rows = await d.getAll(table);
      if (rows.length === 0) return [];
      const key = await keyFor(uid);
      if (!key) return [];
      const opened = await Promise.all(
        rows.map((row) => unseal<T>(key, row.sealed, `${table}/${row.id}`).catch(() => undefined)),
      );
      return opened.filter((value): value is Awaited<T> => value !== undefined) as T[];
    },
    /** Whether a copy is kept (without opening it). */
    async has(table: ContentTable, id: string): Promise<boolean> {
      return (await (await database()).count(table, id)) > 0;
    },
    async remove(table: Table, id: string): Promise<void> {
      try {
        await (await database()).delete(table, id);
      } catch (error) {
        throw new LocalStoreError(message('ENTITY_DELETE_ERROR'), { cause: error });
      }
    },
    /** Plain configuration items (public, like the collection they come from). */
    async upsertConfiguration(id: string, value: unknown): Promise<void> {
      try {
        await (await database()).put('configuration', { id, value });
      } catch (error) {
        throw new LocalStoreError(message('ENTITY_UPSERT_ERROR'), { cause: error });
      }
    },
    async selectConfiguration<T>(id: string): Promise<T> {
      const row = await (await database()).get('configuration', id);
      if (!row) throw new LocalStoreError(message('ENTITY_NOT_FOUND'));
      return row.value as T;
    },
    /** How many records each table holds (the logout test reads it). */
    async counts(): Promise<Record<(typeof TABLES)[number], number>> {
      const d = await database();
      const entries = await Promise.all(TABLES.map(async (t) => [t, await d.count(t)] as const));
      return Object.fromEntries(entries) as Record<(typeof TABLES)[number], number>;
    },
    /** Logout, or a start with no signed-in user: every table and the key go. */
    async erase(): Promise<void> {
      checked = null;
      try {
        await wipe(await database(), TABLES);
      } catch (error) {
        throw new LocalStoreError(message('ENTITY_DELETE_ERROR'), { cause: error });
      }
    },
    /** At start: data of anyone but the signed-in user goes (a logout the page left before it ended). */
    async reconcile(uid: string | null): Promise<void> {
      const d = await database();
      const row = await d.get('keys', 'store');
      if (uid === null || (row && row.uid !== uid)) {
        checked = null;
        await wipe(d, TABLES);
      }
    },
  };
}

export type OfflineStore = ReturnType<typeof createOfflineStore>;
