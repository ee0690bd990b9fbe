import { readJson, removeKey, writeJson } from './storage';
import { createStore, useStoreValue } from './store';

// The signed-in user and their token, kept under the key `user` (docs/product/platform-accounts-subscription.md §3) so a reload keeps the
// session. Accounts fills it at sign-in; logout clears it with every other local key.

export interface SessionUser {
  uid: string;
  email: string;
  displayName?: string | null;
  displayNamePrefix?: string | null;
  isPremium?: boolean;
  entitlements?: string[];
  questions?: { veterinaryStatus?: number | null } | null;
  [key: string]: unknown;
}

export interface Session {
  user: SessionUser | null;
  token: string | null;
  /** ms since epoch. */
  tokenExpire: number | null;
  /** Set after a purchase so the next call renews the token with the new entitlements. */
  recentPurchase?: boolean;
}

const empty: Session = { user: null, token: null, tokenExpire: null };

export const sessionStore = createStore<Session>(readJson<Session>('user') ?? empty);
sessionStore.subscribe(() => {
  const s = sessionStore.get();
  if (s.user) writeJson('user', s);
  else removeKey('user');
});

/**
 * The signed-in user alone: a renewed token (every start, every hour) keeps the same user object, so
 * screens and hooks that read the user do not re-render for it.
 */
export function useSessionUser(): SessionUser | null {
  return useStoreValue(sessionStore, (s) => s.user);
}

export function signIn(user: SessionUser, token: string, tokenExpire: number): void {
  sessionStore.set({ user, token, tokenExpire });
}

export function updateUser(user: SessionUser): void {
  sessionStore.set((s) => ({ ...s, user }));
}

export function setToken(token: string, tokenExpire: number): void {
  sessionStore.set((s) => ({ ...s, token, tokenExpire, recentPurchase: false }));
}

/** The server refused the token: the next call renews it (and learns whether the account may go on). */
export function expireToken(): void {
  sessionStore.set((s) => ({ ...s, tokenExpire: 0 }));
}

export function markRecentPurchase(): void {
  sessionStore.set((s) => ({ ...s, recentPurchase: true }));
}

export function isSignedIn(s: Session = sessionStore.get()): boolean {
  return s.user !== null;
}

/** Listeners run on logout (support chat shutdown, query cache reset). */
const logoutHooks = new Set<() => void>();
export function onLogout(hook: () => void): () => void {
  logoutHooks.add(hook);
  return () => logoutHooks.delete(hook);
}
export function clearSession(): void {
  sessionStore.set(empty);
  for (const h of logoutHooks) h();
  // The sealed offline copies and their key go too (loaded on demand: the first screens do without it).
  void import('./offline-content')
    .then((m) => m.eraseOfflineStore())
    // Where the browser refuses storage (private mode) there is nothing to erase, and the next start
    // with nobody signed in erases again: a failure here must not surface as an unhandled rejection.
    .catch((error: unknown) => console.warn('Armazenamento offline não apagado na saída', error));
}
