import { useSyncExternalStore } from 'react';
import { config } from '../../config';

// The management session lives apart from the app's: its own token (another audience) in
// sessionStorage, so closing the tab ends it and it never mixes with a veterinarian's session.

export interface ManagementSession {
  token: string;
  tokenExpire: number;
  profile: 1 | 2;
  editor: { id: string; user: string; name: string; profile: 1 | 2 };
}

const KEY = `${config.storagePrefix}management-session`;
const listeners = new Set<() => void>();

function read(): ManagementSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as ManagementSession;
    return s.tokenExpire > Date.now() ? s : null;
  } catch {
    return null;
  }
}

let current = read();

export function setManagementSession(session: ManagementSession | null): void {
  current = session;
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session lasts until the page reloads.
  }
  for (const l of listeners) l();
}

export function managementSession(): ManagementSession | null {
  if (current && current.tokenExpire <= Date.now()) current = null;
  return current;
}

export function useManagementSession(): ManagementSession | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    managementSession,
    managementSession,
  );
}
