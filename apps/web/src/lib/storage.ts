import { config } from '../config';
import { createStore } from './store';

// Browser storage under the app prefix (docs/product/platform-accounts-subscription.md §3). Private modes that refuse storage fall back to
// memory so the app still works for the visit; `storageSupported` lets the shell warn the user.

const memory = new Map<string, string>();

function probe(area: Storage | undefined): boolean {
  try {
    if (!area) return false;
    const k = `${config.storagePrefix}__probe`;
    area.setItem(k, '1');
    area.removeItem(k);
    return true;
  } catch {
    return false;
  }
}

const local = typeof window !== 'undefined' ? window.localStorage : undefined;
const session = typeof window !== 'undefined' ? window.sessionStorage : undefined;
export const storageSupported = probe(local);

/** False once the offline store's database (IndexedDB) was refused, as some private modes do. */
export const localDbSupported = createStore(true);

// Probed once: a probe writes and removes a key, and reads and writes are frequent (the breadcrumb
// is written on every navigation and title change, in the task that renders the page).
const usable = { local: storageSupported, session: probe(session) };

function area(kind: 'local' | 'session'): Storage | undefined {
  return usable[kind] ? (kind === 'local' ? local : session) : undefined;
}

export function readJson<T>(key: string, kind: 'local' | 'session' = 'local'): T | undefined {
  const full = config.storagePrefix + key;
  const raw = area(kind)?.getItem(full) ?? memory.get(`${kind}:${full}`);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, kind: 'local' | 'session' = 'local'): void {
  const full = config.storagePrefix + key;
  const raw = JSON.stringify(value);
  try {
    const a = area(kind);
    if (a) {
      a.setItem(full, raw);
      return;
    }
  } catch {
    // Full or refused since the probe (private mode, quota): keep the value for this visit.
  }
  memory.set(`${kind}:${full}`, raw);
}

export function removeKey(key: string, kind: 'local' | 'session' = 'local'): void {
  const full = config.storagePrefix + key;
  area(kind)?.removeItem(full);
  memory.delete(`${kind}:${full}`);
}

/** Removes every key of the app (logout clears the local user data). */
export function clearAll(): void {
  for (const a of [local, session]) {
    if (!a || !probe(a)) continue;
    for (const k of Object.keys(a)) if (k.startsWith(config.storagePrefix)) a.removeItem(k);
  }
  memory.clear();
}
