import { readJson, removeKey, writeJson } from './storage';
import { createStore } from './store';

// The app-version gate (docs/product/platform-accounts-subscription.md §2, §4): once the server says this version is forbidden, every route
// stays on the splash's blocked state until a later check allows it, not only the splash.

export type VersionGate = 'unknown' | 'ok' | 'forbidden';

const KEY = 'version_forbidden';

export const versionGateStore = createStore<VersionGate>(readJson<boolean>(KEY, 'session') ? 'forbidden' : 'unknown');

export function setVersionGate(gate: Exclude<VersionGate, 'unknown'>): void {
  if (gate === 'forbidden') writeJson(KEY, true, 'session');
  else removeKey(KEY, 'session');
  versionGateStore.set(gate);
}
