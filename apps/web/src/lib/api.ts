import type { ErrorBody } from '@vetor/domain/errors';
import { isMessageKey, type MessageKey, message } from '@vetor/domain/messages';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { HEADERS } from '@vetor/domain/platform/headers';
import { config } from '../config';
import { showAlert, showAlertAfterReload } from './alerts';
import { openPaywall } from './paywall';
import { clearSession, expireToken, type SessionUser, sessionStore, setToken, updateUser } from './session';

// The one way the web app calls the API: every request carries the api key, app version, platform
// and client time (docs/product/platform-accounts-subscription.md §7); authenticated calls carry a token renewed when absent, expired or
// after a purchase; failures become an ApiError with a message key and its pt-BR text.

export class ApiError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly status: number,
    readonly field?: string,
    text?: string,
  ) {
    super(text ?? message(code));
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  /** Send the token (renewing it first when needed). Default true. */
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

type Renewal = (user: SessionUser) => Promise<{ token: string; tokenExpire: number; user?: SessionUser }>;

/**
 * Default renewal: POST /login/{uid}/tokens (docs/product/platform-accounts-subscription.md §7) with the stored token, even an expired one:
 * the server renews only a token it signed for that uid, expired at most 30 days ago.
 */
let renewal: Renewal = async (user) => {
  const stored = sessionStore.get().token;
  return request<{ token: string; tokenExpire: number; user?: SessionUser }>(
    'POST',
    `/login/${encodeURIComponent(user.uid)}/tokens`,
    {
      body: { user: { uid: user.uid } },
      auth: false,
      ...(stored ? { headers: { authorization: `Bearer ${stored}` } } : {}),
    },
  );
};

export function setTokenRenewal(fn: Renewal): void {
  renewal = fn;
}

let renewing: Promise<string | null> | null = null;
const RENEW_MARGIN_MS = 60_000;

/** A token good for at least another minute, renewing it once for concurrent callers. */
export async function freshToken(): Promise<string | null> {
  const s = sessionStore.get();
  if (!s.user) return null;
  const valid = s.token && s.tokenExpire && s.tokenExpire - RENEW_MARGIN_MS > Date.now() && !s.recentPurchase;
  if (valid) return s.token;
  if (!s.token) {
    // A stored user without any token cannot be renewed (docs/product/platform-accounts-subscription.md §7): log out once, saying why.
    clearSession();
    showAlertAfterReload('error', message('SESSION_EXPIRED'));
    window.location.assign('/login');
    return null;
  }
  renewing ??= (async () => {
    try {
      const result = await renewal(s.user as SessionUser);
      setToken(result.token, result.tokenExpire);
      if (result.user) updateUser({ ...(sessionStore.get().user as SessionUser), ...result.user });
      return result.token;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        // The account is gone, blocked or deleted: log out completely and tell the user on the
        // sign-in page the reload lands on, in the server's words (blocked, deletion pending…).
        clearSession();
        showAlertAfterReload('error', error.status === 403 ? error.message : message('USER_BLOCKED'));
        window.location.assign('/login');
      } else if (error instanceof ApiError && error.status === 401) {
        // No token the server can renew (a stored user without one, or one too old): the session
        // cannot continue, so log out once instead of asking again on every call.
        clearSession();
        showAlertAfterReload('error', message('SESSION_EXPIRED'));
        window.location.assign('/login');
      }
      throw error;
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

function url(path: string, query?: RequestOptions['query']): string {
  const u = `${config.apiBase}${path}`;
  if (!query) return u;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${u}?${qs}` : u;
}

const PAYWALL_CODES = new Set<MessageKey>(['PREMIUM_REQUIRED', 'FLASH_CARDS_FREE_LIMIT']);

/** Sends one call and reads its answer; an error answer throws (a 304 is not one: see getIfChanged). */
async function send(
  method: string,
  path: string,
  options: RequestOptions,
  retried = false,
): Promise<{ response: Response; data: unknown }> {
  const headers: Record<string, string> = {
    [HEADERS.apiKey]: config.apiKey,
    [HEADERS.appVersion]: config.appVersion,
    [HEADERS.platform]: 'web',
    [HEADERS.clientTime]: String(Date.now()),
    ...options.headers,
  };
  let sentToken = false;
  if (options.auth !== false) {
    const token = await freshToken();
    if (token) headers.authorization = `Bearer ${token}`;
    sentToken = token !== null;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('OFFLINE', 0);

  const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUTS_MS.default);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('ERROR_NETWORK', 0);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (response.status === 401 && sentToken && !retried) {
    // The server stopped taking a token it signed: the account was blocked or deleted since, or the
    // secret changed. Renewing asks for the account as it is now: a refusal logs out with the
    // reason (freshToken), a new token sends the call once more.
    expireToken();
    return send(method, path, options, true);
  }
  if (!response.ok && response.status !== 304) {
    const body = data as Partial<ErrorBody> | undefined;
    // A management code (its texts are not in the first load's catalogue) is kept when the answer
    // brings its own text, so the management area still tells its errors apart.
    const code =
      isMessageKey(body?.code) || (typeof body?.code === 'string' && typeof body.message === 'string')
        ? (body?.code as MessageKey)
        : response.status >= 500
          ? 'ERROR'
          : 'VALIDATION_ERROR';
    const error = new ApiError(code, response.status, body?.field, body?.message);
    // Every 403 for premium content (items, DDx, interactions, AI search, flashcard limit) opens the
    // purchase screen (docs/product/platform-accounts-subscription.md §6), whichever feature made the call.
    if (response.status === 403 && PAYWALL_CODES.has(code)) openPaywall(error.message);
    throw error;
  }
  return { response, data };
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(method, path, options)).data as T;
}

/**
 * A GET the server answers 304 while `etag` still names its answer: `null` then, and the caller keeps
 * its stored copy without downloading or parsing it again (the 130 KB library summary, asked for on
 * every start); otherwise the answer and its ETag.
 */
export async function getIfChanged<T>(
  path: string,
  etag: string | undefined,
): Promise<{ data: T; etag: string | undefined } | null> {
  const { response, data } = await send('GET', path, etag ? { headers: { 'if-none-match': etag } } : {});
  if (response.status === 304) return null;
  return { data: data as T, etag: response.headers.get('etag') ?? undefined };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * GET answers asked for at start (app/early-start.ts), before the screen that needs them has
 * loaded its code: the screen's own call takes the answer in flight instead of asking again, so the
 * data downloads alongside the route's chunk rather than after it (first paint of /home, a drug).
 */
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const EARLY_TTL_MS = 15_000;

export function prefetchGet(path: string): void {
  const answer = request('GET', path);
  answer.catch(() => undefined);
  early.set(path, { at: Date.now(), answer });
}

function takeEarly(path: string, options?: RequestOptions): Promise<unknown> | undefined {
  const kept = early.get(path);
  if (!kept) return undefined;
  early.delete(path);
  if (options?.query || options?.signal || options?.headers || options?.auth === false) return undefined;
  return Date.now() - kept.at < EARLY_TTL_MS ? kept.answer : undefined;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    (takeEarly(path, options) as Promise<T> | undefined) ?? request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
};

/** Shows an error the way the shell does everywhere: network errors in the primary colour. */
export function alertError(error: unknown): void {
  if (error instanceof ApiError) {
    showAlert(error.code === 'ERROR_NETWORK' || error.code === 'OFFLINE' ? 'network' : 'error', error.message);
  } else {
    showAlert('error', message('ERROR'));
  }
}
