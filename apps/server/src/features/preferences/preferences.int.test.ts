import { versionCheckResponse } from '@vetor/domain/preferences/preferences.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { setGlobalToggle, setUserToggle } from './preferences.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_VERSION_MINIMUM: '5.0.0', APP_VERSION_LATEST: '5.12.2' });
});
afterAll(() => t.close());

const versions = (appVersion?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/preferences/versions',
    headers: {
      ...(appVersion ? { 'x-app-version': appVersion } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

// Rule: docs/product/platform-accounts-subscription.md §4 version policy.
describe('GET /api/preferences/versions', () => {
  it('is ok for the latest version', async () => {
    const res = await versions('5.12.2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ forbiddenAppVersion: false, hasNewAppVersion: false });
  });
  it('says a new version exists for an outdated but supported version', async () => {
    expect((await versions('5.3.0')).json()).toEqual({ forbiddenAppVersion: false, hasNewAppVersion: true });
  });
  it('forbids a version below the minimum, forbidden taking precedence', async () => {
    expect((await versions('4.9.0')).json()).toEqual({ forbiddenAppVersion: true, hasNewAppVersion: false });
  });
  it('answers JSON that follows the schema, the same for repeated and junk versions', async () => {
    for (const v of ['5.12.2', '5.12.2', '5.3.0', 'x'.repeat(200), undefined]) {
      const res = await versions(v);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      versionCheckResponse.strict().parse(res.json());
    }
  });
  it('forbids a request without any version header', async () => {
    expect((await versions()).json()).toMatchObject({ forbiddenAppVersion: true });
  });
  it('renews no token for a forged token or for a uid without an account (accounts tests cover a real user)', async () => {
    const { token } = await t.app.tokens.sign({
      uid: 'no-such-user',
      email: 'a@b.com',
      entitlements: [],
      provider: 'email',
    });
    const body = (await versions('5.12.2', token)).json();
    expect(body).toMatchObject({ forbiddenAppVersion: false, hasNewAppVersion: false });
    expect(body.token).toBeUndefined();
    expect((await versions('5.12.2', `${token}x`)).json().token).toBeUndefined();
  });
});

describe('GET /api/preferences/toggles', () => {
  it('serves config defaults, overridden globally and per user', async () => {
    const before = (await t.app.inject({ url: '/api/preferences/toggles' })).json();
    expect(before.toggles).toMatchObject({ ai_search: true, prescriptions: true, news: true });
    await setGlobalToggle(t.database.db, 'news', false);
    const { uid, token } = await signedInUser(t);
    await setUserToggle(t.database.db, uid, 'ai_search', false);
    const mine = (
      await t.app.inject({ url: '/api/preferences/toggles', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(mine.toggles).toMatchObject({ ai_search: false, news: false });
    const anonymous = (await t.app.inject({ url: '/api/preferences/toggles' })).json();
    expect(anonymous.toggles).toMatchObject({ ai_search: true, news: false });
  });
});

describe('GET /api/preferences/offline-key (docs/decisions/offline-store.md)', () => {
  const offlineKey = (token?: string) =>
    t.app.inject({
      url: '/api/preferences/offline-key',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  it('refuses a visitor', async () => {
    expect((await offlineKey()).statusCode).toBe(401);
  });
  it('gives each user their own stable secret, never stored by caches', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const first = await offlineKey(a.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const mine = first.json();
    expect(mine.uid).toBe(a.uid);
    expect(mine.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await offlineKey(a.token)).json()).toEqual(mine);
    const theirs = (await offlineKey(b.token)).json();
    expect(theirs.uid).toBe(b.uid);
    expect(theirs.secret).not.toBe(mine.secret);
    expect(theirs.keyId).toBe(mine.keyId);
  });
});
