import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { readJson, removeKey, writeJson } from './storage';
import { createStore } from './store';

// The global alert (snackbar): one at a time, 5000 ms, success or error; network errors show in the
// primary colour (docs/product/platform-accounts-subscription.md §2 App shell).

export type AlertKind = 'success' | 'error' | 'network' | 'info';
export interface AlertState {
  id: number;
  kind: AlertKind;
  message: string;
  action?: { label: string; onClick: () => void };
}

export const alertStore = createStore<AlertState | null>(null);
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showAlert(kind: AlertKind, message: string, action?: AlertState['action']): void {
  clearTimeout(timer);
  const id = ++seq;
  alertStore.set(action ? { id, kind, message, action } : { id, kind, message });
  timer = setTimeout(() => {
    if (alertStore.get()?.id === id) alertStore.set(null);
  }, TIMEOUTS_MS.alert);
}

export function hideAlert(): void {
  clearTimeout(timer);
  alertStore.set(null);
}

const PENDING = 'pending_alert';

/**
 * An alert for the page a full reload lands on (a logout that goes to /login by location): kept in
 * sessionStorage and shown when the app starts again, so the user sees why.
 */
export function showAlertAfterReload(kind: AlertKind, message: string): void {
  writeJson(PENDING, { kind, message }, 'session');
}

const pending = readJson<{ kind: AlertKind; message: string }>(PENDING, 'session');
if (pending) {
  removeKey(PENDING, 'session');
  showAlert(pending.kind, pending.message);
}
