import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../test/test-app.js';

// Our HS256 tokens are made with jose; they must be standard JWTs (jose reads them and we
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
  it('refuse every other spelling of a valid signature', async () => {
    const { token } = await t.app.tokens.sign(claims);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 characters carries 4 bits and 2 unused ones: three other letters decode to the
    // same 32 bytes, and the hand-written check accepted them, as it did padding and stray suffixes.
    const last = alphabet.indexOf(signature.at(-1) ?? 'A');
    const sameBytes = [1, 2, 3].map((d) => `${token.slice(0, -1)}${alphabet[(last & ~3) | ((last + d) & 3)]}`);
    const standard = token.replace(/-/g, '+').replace(/_/g, '/');
    for (const bad of [...sameBytes, `${token}==`, `${token}!`, `${token}=`, standard]) {
      if (bad === token) continue;
      await expect(t.app.tokens.verify(bad), bad).rejects.toThrow();
    }
    expect((await t.app.tokens.verify(token)).uid).toBe('u-42');
  });
  it('stop working on a protected call once the account is gone, and answer 401 before the body is read', async () => {
    const user = await signedInUser(t);
    const call = () =>
      t.app.inject({ url: '/api/preferences/favorites', headers: { authorization: `Bearer ${user.token}` } });
    expect((await call()).statusCode).toBe(200);
    // No token and an invalid body: 401, not the 400 naming the field.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/preferences/favorites', payload: { id: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
    const forged = await t.app.inject({
      url: '/api/preferences/favorites',
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(forged.statusCode).toBe(401);
    await t.database.exec(`delete from users where uid = '${user.uid}'`);
    t.app.auth.forget(user.uid);
    expect((await call()).statusCode).toBe(401);
  });
  it('hand out claims a caller cannot change for the next request', async () => {
    const { token } = await t.app.tokens.sign(claims);
    const first = await t.app.tokens.verify(token);
    first.entitlements.push('va_pro_duo');
    first.uid = 'someone-else';
    expect(await t.app.tokens.verify(token)).toEqual(claims);
  });
});
