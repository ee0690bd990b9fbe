import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, freshToken, getIfChanged } from './api';
import { clearSession, sessionStore, signIn } from './session';

// The network is the boundary here: fetch is replaced by a recorder that answers like the API.

type Call = { url: string; init: RequestInit };
let calls: Call[];

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  clearSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the api key, app version, platform and client time on every request', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer({ ok: true });
    });
    await api.get('/health/live', { auth: false });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('/api/health/live');
    expect(headers['x-app-version']).toBe('5.12.2');
    expect(headers['x-platform']).toBe('web');
    expect(Number(headers['x-client-time'])).toBeGreaterThan(0);
    expect(headers['x-api-key']).toBeTruthy();
  });

  it('renews an expired token once, sending the stored token and the uid, before an authenticated call', async () => {
    signIn({ uid: 'u1', email: 'a@b.com' }, 'old-token', Date.now() - 1000);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/login/u1/tokens') return answer({ token: 'new-token', tokenExpire: Date.now() + 2_400_000 });
      return answer({ favorites: [] });
    });
    await Promise.all([api.get('/preferences/favorites'), api.get('/preferences/favorites')]);
    const renewals = calls.filter((c) => c.url === '/api/login/u1/tokens');
    expect(renewals).toHaveLength(1);
    const renewal = renewals[0]!;
    expect((renewal.init.headers as Record<string, string>).authorization).toBe('Bearer old-token');
    expect(JSON.parse(String(renewal.init.body))).toEqual({ user: { uid: 'u1' } });
    const favorites = calls.filter((c) => c.url === '/api/preferences/favorites');
    for (const c of favorites)
      expect((c.init.headers as Record<string, string>).authorization).toBe('Bearer new-token');
    expect(sessionStore.get().token).toBe('new-token');
  });

  it('turns an error answer into an ApiError with the message key and the pt-BR text', async () => {
    vi.stubGlobal('fetch', async () =>
      answer({ code: 'INVALID_EMAIL', message: 'Informe um e-mail válido.', field: 'email' }, 400),
    );
    await expect(api.post('/login/emails/codes', { email: 'x' }, { auth: false })).rejects.toMatchObject({
      code: 'INVALID_EMAIL',
      status: 400,
      field: 'email',
      message: 'Informe um e-mail válido.',
    });
  });

  it('reports a network failure as ERROR_NETWORK', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/health/live', { auth: false })).rejects.toMatchObject({ code: 'ERROR_NETWORK' });
  });

  it('signs a blocked account out with the reason when the server stops taking its still-valid token', async () => {
    signIn({ uid: 'u1', email: 'a@b.com' }, 'good-token', Date.now() + 2_400_000);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const blocked = 'Sua conta não está disponível. Entre em contato com o suporte.';
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/login/u1/tokens') return answer({ code: 'USER_BLOCKED', message: blocked }, 403);
      return answer({ code: 'UNAUTHORIZED', message: 'Não autorizado.' }, 401);
    });
    await expect(api.get('/preferences/favorites')).rejects.toMatchObject({ code: 'USER_BLOCKED' });
    expect(calls.map((c) => c.url)).toEqual(['/api/preferences/favorites', '/api/login/u1/tokens']);
    expect(sessionStore.get().user).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(JSON.parse(window.sessionStorage.getItem('vetor:pending_alert') ?? 'null')).toEqual({
      kind: 'error',
      message: blocked,
    });
  });

  it('sends a refused call once more with a renewed token when the account may go on', async () => {
    signIn({ uid: 'u1', email: 'a@b.com' }, 'stale-token', Date.now() + 2_400_000);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/login/u1/tokens') return answer({ token: 'new-token', tokenExpire: Date.now() + 2_400_000 });
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer new-token' ? answer({ favorites: [] }) : answer({ code: 'UNAUTHORIZED' }, 401);
    });
    expect(await api.get('/preferences/favorites')).toEqual({ favorites: [] });
    expect(calls).toHaveLength(3);
  });

  it('gives no token without a signed-in user', async () => {
    expect(await freshToken()).toBeNull();
  });

  it('asks with the ETag it was given and answers null on a 304, or the answer and its new ETag', async () => {
    let current = 'W/"b"';
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const asked = (init.headers as Record<string, string>)['if-none-match'];
      if (asked === current) return new Response(null, { status: 304, headers: { etag: current } });
      return new Response(JSON.stringify({ hash: 'h2', items: [] }), { status: 200, headers: { etag: current } });
    });
    expect(await getIfChanged('/entities/summaries', 'W/"b"')).toBeNull();
    current = 'W/"c"';
    expect(await getIfChanged('/entities/summaries', 'W/"b"')).toEqual({
      data: { hash: 'h2', items: [] },
      etag: 'W/"c"',
    });
    // Without a stored copy there is nothing to name: no condition sent.
    await getIfChanged('/entities/summaries', undefined);
    const headers = calls[2]?.init.headers as Record<string, string> | undefined;
    expect(headers).toBeDefined();
    expect(headers?.['if-none-match']).toBeUndefined();
  });
});
