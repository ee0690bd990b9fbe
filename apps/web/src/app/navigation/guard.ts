import { readJson, removeKey, writeJson } from '../../lib/storage';

// Access rule (docs/product/platform-accounts-subscription.md §2): a visitor on a non-public page goes to /login; the target is remembered
// and restored after sign-in. Shared links store a redirect target the same way, cleared once used.

const KEY = 'redirect_target';

export function guardRedirect(meta: { publicPage?: boolean } | undefined, signedIn: boolean): '/login' | null {
  if (signedIn || meta?.publicPage) return null;
  return '/login';
}

export function rememberTarget(path: string): void {
  if (path.startsWith('/login') || path === '/' || path.startsWith('/registration')) return;
  writeJson(KEY, path, 'session');
}

export function peekTarget(): string | undefined {
  return readJson<string>(KEY, 'session');
}

/** The remembered target, once: reading it clears it. */
export function takeTarget(): string | undefined {
  const target = readJson<string>(KEY, 'session');
  removeKey(KEY, 'session');
  return target;
}

export function clearTarget(): void {
  removeKey(KEY, 'session');
}
