import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Our HS256 tokens are made with node:crypto; they must be standard JWTs (jose reads them and we
// read jose's), and anything forged, of another algorithm or expired must be refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claims = { uid: 'u-42', email: 'a@b.com', entitlements: ['va_pro'], provider: 'password' };

describe('tokens', () => {
  it('are standard HS256 JWTs valid 2400 s', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { token, tokenExpire } = await t.app.tokens.sign(claims, now);
    const { payload, protectedHeader } = await jwtVerify(token, t.config.jwtSecret);
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: 'u-42',
      email: 'a@b.com',
      ent: ['va_pro'],
      prv: 'password',
      iat: now,
      exp: now + 2400,
    });
    expect(tokenExpire).toBe((now + 2400) * 1000);
    expect(await t.app.tokens.verify(token)).toEqual(claims);
  });
  it('accept a token another HS256 implementation signed with our secret', async () => {
    const token = await new SignJWT({ email: 'x@y.com', ent: [], prv: 'email' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-7')
      .setExpirationTime('10m')
      .sign(t.config.jwtSecret);
    expect((await t.app.tokens.verify(token)).uid).toBe('u-7');
  });
  it('refuse a tampered payload, another secret, alg none, garbage and an expired token', async () => {
    const { token } = await t.app.tokens.sign(claims);
    const [h, p, s] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'admin', exp: 9999999999 })).toString('base64url');
    const otherSecret = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const expired = (await t.app.tokens.sign(claims, Math.floor(Date.now() / 1000) - 2401)).token;
    for (const bad of [`${h}.${forgedPayload}.${s}`, otherSecret, none, 'a.b.c', 'nonsense', '', expired]) {
      await expect(t.app.tokens.verify(bad), bad).rejects.toThrow();
    }
  });
  it('accept an expired token within a grace period when asked (renewal)', async () => {
    const expired = (await t.app.tokens.sign(claims, Math.floor(Date.now() / 1000) - 2500)).token;
    expect((await t.app.tokens.verify(expired, { graceSeconds: 3600 })).uid).toBe('u-42');
  });
  it('treat a bad bearer token as no token: 401 on a protected call, not 500', async () => {
    const res = await t.app.inject({ url: '/api/preferences/favorites', headers: { authorization: 'Bearer a.b.c' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
  it('remember a checked token but still expire it on time, and never let a forgery ride on it', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Valid for one more second: checked (and remembered) now, refused two seconds later.
    const { token } = await t.app.tokens.sign(claims, now - 2399);
    const call = (bearer: string) =>
      t.app.inject({ url: '/api/preferences/favorites', headers: { authorization: `Bearer ${bearer}` } });
    expect((await call(token)).statusCode).toBe(200);
    const [h, p, sig = ''] = token.split('.');
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call(`${h}.${p}.${flipped}`)).statusCode).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'], now: (now + 2) * 1000 });
    try {
      expect((await call(token)).statusCode).toBe(401);
      await expect(t.app.tokens.verify(token)).rejects.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
  it('hand out claims a caller cannot change for the next request', async () => {
    const { token } = await t.app.tokens.sign(claims);
    const first = await t.app.tokens.verify(token);
    first.entitlements.push('va_pro_duo');
    first.uid = 'someone-else';
    expect(await t.app.tokens.verify(token)).toEqual(claims);
    expect(() => (t.app.tokens.verifySync(token).entitlements as string[]).push('x')).toThrow();
  });
});
