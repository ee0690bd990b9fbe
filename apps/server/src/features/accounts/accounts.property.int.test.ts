import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Whatever a client sends to the accounts calls (random bodies, headers and path values), the answer
// is a 2xx or a 4xx with the error shape, never a 500.

let t: TestApp;
let validToken: string;
let validUid: string;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_IP: '1000000', LOGIN_RATE_LIMIT_EMAIL: '1000000' });
  const email = 'propriedade@vet.com.br';
  await t.app.inject({ method: 'POST', url: '/api/login/emails/codes', payload: { email } });
  const code = t.app.accounts.mailer.outbox()[0]!.text.match(/\b(\d{4})\b/)![1]!;
  const session = (
    await t.app.inject({ method: 'POST', url: `/api/login/emails/codes/${code}`, payload: { email } })
  ).json();
  validToken = session.token;
  validUid = session.user.uid;
});
afterAll(() => t.close());

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', '0', '1234', 'abc123', 'a@b.com', '529.982.247-25', '01310-100', 'null'),
);
const json = fc.jsonValue({ maxDepth: 3 });
const plausibleUser = fc.record(
  {
    email: fc.oneof(text, fc.constant('propriedade@vet.com.br')),
    uid: text,
    displayName: fc.oneof(text, fc.constant('Ana Souza')),
    displayNamePrefix: fc.oneof(text, fc.constant(null)),
    birthday: fc.oneof(text, fc.constant('1990-01-01')),
    cpf: fc.oneof(text, fc.constant(null)),
    nationality: fc.oneof(fc.integer(), fc.double(), fc.constant(0)),
    phone: text,
    crmvNumber: text,
    crmvState: fc.oneof(text, fc.constant('SP')),
    address: fc.oneof(
      json,
      fc.record({
        zipCode: text,
        street: text,
        number: text,
        complement: fc.oneof(text, fc.constant(null)),
        neighborhood: text,
        city: text,
        state: text,
      }),
    ),
    questions: fc.oneof(
      json,
      fc.record({
        veterinaryStatus: fc.integer({ min: 0, max: 4 }),
        interests: fc.array(fc.integer({ min: -1, max: 30 })),
        academicDegrees: fc.array(fc.integer()),
        college: text,
        ocupation: text,
        courseCompletion: fc.oneof(fc.integer(), fc.double()),
      }),
    ),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(json, plausibleUser, fc.record({ email: text, code: text }, { requiredKeys: [] }));
// Header values must be sendable over HTTP (visible latin-1 characters).
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });
const headers = fc.record(
  {
    'x-password': headerValue,
    'x-partner-token': headerValue,
    authorization: fc.oneof(
      headerValue,
      headerValue.map((h) => `Bearer ${h}`),
      fc.constant('valid'),
    ),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  },
  { requiredKeys: [] },
);
const pathValue = fc.oneof(text, fc.constant('VALID_UID'), fc.uuid()).map((v) => encodeURIComponent(v));
const routes = [
  (p: string) => ({ method: 'GET' as const, url: `/api/login/emails/${p}/providers` }),
  (_p: string, q: string) => ({ method: 'POST' as const, url: `/api/login/emails/codes?retry=${q}` }),
  (p: string) => ({ method: 'POST' as const, url: `/api/login/emails/codes/${p}` }),
  (p: string) => ({ method: 'POST' as const, url: `/api/login/emails/${p}/passwords` }),
  (p: string) => ({ method: 'POST' as const, url: `/api/login/${p}/activities` }),
  (p: string) => ({ method: 'POST' as const, url: `/api/login/${p}/tokens` }),
  (_p: string) => ({ method: 'POST' as const, url: '/api/login/users' }),
  (_p: string) => ({ method: 'GET' as const, url: '/api/login/users/me' }),
  (p: string) => ({ method: 'POST' as const, url: `/api/login/${p}/exclusions` }),
  (_p: string) => ({ method: 'POST' as const, url: '/api/partners/tokens' }),
];

describe('accounts calls never answer 5xx', () => {
  it.each(routes.map((route, i) => [i, route] as const))('route #%i', async (_i, route) => {
    await fc.assert(
      fc.asyncProperty(pathValue, pathValue, body, headers, fc.boolean(), async (p, q, payload, h, sendBody) => {
        const target = route(p.replace('VALID_UID', validUid), q);
        const finalHeaders: Record<string, string> = { ...h };
        if (finalHeaders.authorization === 'valid') finalHeaders.authorization = `Bearer ${validToken}`;
        if (target.url.includes('exclusions') && finalHeaders.authorization?.includes(validToken)) {
          delete finalHeaders.authorization; // keep the shared account alive for the other runs
        }
        const res = await t.app.inject({
          ...target,
          headers: finalHeaders,
          ...(sendBody && target.method === 'POST' ? { payload: JSON.stringify(payload) ?? '' } : {}),
        });
        expect(res.statusCode, `${target.method} ${target.url} → ${res.body}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(200);
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('code');
      }),
      { numRuns: 60 },
    );
  });
});

describe('text that PostgreSQL cannot store', () => {
  it('a NUL or lone surrogate inside otherwise valid fields is a 400, not a 500', async () => {
    const address = {
      zipCode: '01310-100',
      street: 'Av. Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    for (const bad of ['Rua\u0000A', 'Rua \ud800']) {
      for (const body of [
        { address: { ...address, street: bad } },
        { address: { ...address, complement: bad } },
        { questions: { veterinaryStatus: 3, ocupation: bad } },
        { questions: { veterinaryStatus: 2, college: bad } },
        { displayNamePrefix: bad },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login/users',
          headers: { authorization: `Bearer ${validToken}` },
          payload: body,
        });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    }
  });
});
