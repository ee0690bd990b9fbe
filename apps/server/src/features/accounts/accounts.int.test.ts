import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type SessionResponse, tokenResponse } from '@vetor/domain/accounts/accounts.schemas';
import { versionCheckResponse } from '@vetor/domain/preferences/preferences.schemas';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { savePartnerOrganization, setBlocked, setEntitlements } from './accounts.repository.js';
import { accountExclusions, emailCodes, users } from './accounts.table.js';

// Accounts (docs/product/platform-accounts-subscription.md), end to end through HTTP, with a real SMTP server on 127.0.0.1 delivering the codes.

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** The 4-digit code of the latest message sent to this address. */
  codeFor(email: string): string;
  close(): Promise<void>;
}

async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    codeFor(email) {
      const mail = [...received].reverse().find((m) => m.to === email);
      const code = mail?.text.match(/\b(\d{4})\b/)?.[1];
      if (!code) throw new Error(`no code received for ${email}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const DEVICE_IP = '203.0.113.7';
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SUPPORT_CHAT_SECRET: 'chat-secret-for-tests-0123',
    LOGIN_RATE_LIMIT_IP: '100000',
    LOGIN_RATE_LIMIT_EMAIL: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, options: { body?: unknown; headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? DEVICE_IP,
    headers: options.headers ?? {},
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

async function sendCode(email: string, headers: Record<string, string> = {}, retry = false) {
  return post(`/api/login/emails/codes${retry ? '?retry=true' : ''}`, { body: { email }, headers });
}

/** Signs up (or in) through the e-mail code read from the real SMTP server. */
async function signUp(email: string, password?: string): Promise<SessionResponse> {
  const sent = await sendCode(email, password ? { 'x-password': password } : {});
  expect(sent.statusCode, sent.body).toBe(200);
  const code = smtp.codeFor(email);
  const res = await post(`/api/login/emails/codes/${code}`, { body: { email, code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Moves the live code's send time back, as if `seconds` had passed. */
async function age(email: string, seconds: number) {
  await t.database.db
    .update(emailCodes)
    .set({
      sentAt: sql`${emailCodes.sentAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${emailCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(emailCodes.email, email));
}

const profile = {
  displayNamePrefix: 'Dra.',
  displayName: 'Ana Beatriz Souza',
  birthday: '1990-04-30',
  nationality: 0,
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  crmvNumber: '12345',
  crmvState: 'SP',
  address: {
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  questions: { veterinaryStatus: 1, interests: [1, 27], college: 'UFMG', courseCompletion: 2015, academicDegrees: [2] },
};

describe('sign-up by e-mail code through a real SMTP server', () => {
  it('a new e-mail has no providers, gets a pt-BR code and creates the account on confirmation', async () => {
    const email = 'nova@clinica.com.br';
    const lookup = await t.app.inject({
      url: `/api/login/emails/${encodeURIComponent(' Nova@Clinica.com.br ')}/providers`,
    });
    expect(lookup.json()).toEqual({ providers: [], hasPassword: false });
    const session = await signUp(email);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toMatch(/código de acesso/);
    expect(mail.text).toMatch(/vale por 10 minutos/);
    expect(session.isNewUser).toBe(true);
    expect(session.user).toMatchObject({ email, providers: ['email'], hasPassword: false, isPremium: false });
    expect(session.user).not.toHaveProperty('passwordHash');
    expect(session.tokenExpire).toBeGreaterThan(Date.now() + 2390_000);
    expect(session.tokenExpire).toBeLessThanOrEqual(Date.now() + 2400_000);
    // The chat identity is not part of the user (docs/product/platform-accounts-subscription.md §3 User); only GET /support/chat gives it.
    expect(session.user).not.toHaveProperty('supportChat');
    expect(JSON.stringify(session)).not.toContain(
      createHmac('sha256', 'chat-secret-for-tests-0123').update(session.user.uid).digest('hex'),
    );
    const again = await t.app.inject({ url: `/api/login/emails/${email}/providers` });
    expect(again.json()).toEqual({ providers: ['email'], hasPassword: false });
  });

  it('a code is single-use', async () => {
    const email = 'unico@clinica.com.br';
    await sendCode(email);
    const code = smtp.codeFor(email);
    expect((await post(`/api/login/emails/codes/${code}`, { body: { email } })).statusCode).toBe(200);
    const reuse = await post(`/api/login/emails/codes/${code}`, { body: { email } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_EMAIL_CODE');
  });

  it('a password sent with the code becomes the password only after the code is confirmed', async () => {
    const email = 'senha@clinica.com.br';
    await sendCode(email, { 'x-password': 'segredo123' });
    const early = await post(`/api/login/emails/${email}/passwords`, { headers: { 'x-password': 'segredo123' } });
    expect(early.json().code).toBe('INVALID_EMAIL_PASSWORD');
    const code = smtp.codeFor(email);
    const session = (await post(`/api/login/emails/codes/${code}`, { body: { email, code } })).json();
    expect(session.user).toMatchObject({ hasPassword: true, providers: ['email', 'password'] });
    expect((await t.app.inject({ url: `/api/login/emails/${email}/providers` })).json()).toEqual({
      providers: ['email', 'password'],
      hasPassword: true,
    });
  });

  it('the created password survives "Reenviar código": the new code still sets it, and it signs in', async () => {
    const email = 'reenvio-senha@clinica.com.br';
    expect((await sendCode(email, { 'x-password': 'segredo123' })).statusCode).toBe(200);
    await age(email, 21);
    expect((await sendCode(email, {}, true)).statusCode).toBe(200);
    const code = smtp.codeFor(email);
    const session = (await post(`/api/login/emails/codes/${code}`, { body: { email, code } })).json();
    expect(session.user).toMatchObject({ hasPassword: true });
    const signIn = await post(`/api/login/emails/${email}/passwords`, { headers: { 'x-password': 'segredo123' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('refuses an invalid password header when creating a password', async () => {
    const res = await sendCode('fraca@clinica.com.br', { 'x-password': 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_PASSWORD');
  });
});

describe('password sign-in', () => {
  it('signs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const email = 'login@clinica.com.br';
    await signUp(email, 'abc12345');
    const ok = await post(`/api/login/emails/${email}/passwords`, { headers: { 'x-password': 'abc12345' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ isNewUser: false, user: { email, providerId: 'password' } });
    const wrong = await post(`/api/login/emails/${email}/passwords`, { headers: { 'x-password': 'abc12346' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_EMAIL_PASSWORD', message: 'E-mail ou senha incorretos.' });
    const unknown = await post('/api/login/emails/ninguem@clinica.com.br/passwords', {
      headers: { 'x-password': 'abc12345' },
    });
    expect(unknown.json().code).toBe('INVALID_EMAIL_PASSWORD');
    const missing = await post(`/api/login/emails/${email}/passwords`);
    expect(missing.statusCode).toBe(400);
  });
});

describe('e-mail code rules', () => {
  it('a wrong code is refused and five wrong tries kill the code until a resend', async () => {
    const email = 'tentativas@clinica.com.br';
    await sendCode(email);
    const code = smtp.codeFor(email);
    const wrong = code === '1234' ? '4321' : '1234';
    for (let i = 0; i < 5; i++) {
      const res = await post(`/api/login/emails/codes/${wrong}`, { body: { email } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_EMAIL_CODE');
    }
    const sixth = await post(`/api/login/emails/codes/${code}`, { body: { email } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('EMAIL_CODE_TRIES_EXCEEDED');
    await age(email, 21);
    expect((await sendCode(email, {}, true)).json()).toEqual({ success: true, resent: true });
    const fresh = smtp.codeFor(email);
    expect((await post(`/api/login/emails/codes/${fresh}`, { body: { email } })).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const email = 'expira@clinica.com.br';
    await sendCode(email);
    const code = smtp.codeFor(email);
    await age(email, 601);
    const res = await post(`/api/login/emails/codes/${code}`, { body: { email } });
    expect(res.json().code).toBe('EMAIL_CODE_EXPIRED');
  });

  it('a resend needs more than 20 seconds since the last send', async () => {
    const email = 'espera@clinica.com.br';
    expect((await sendCode(email)).statusCode).toBe(200);
    const first = smtp.codeFor(email);
    const soon = await sendCode(email, {}, true);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('EMAIL_WAIT_RESEND');
    await age(email, 19);
    expect((await sendCode(email, {}, true)).json().code).toBe('EMAIL_WAIT_RESEND');
    await age(email, 2);
    expect((await sendCode(email, {}, true)).statusCode).toBe(200);
    const second = smtp.codeFor(email);
    if (second !== first) {
      const old = await post(`/api/login/emails/codes/${first}`, { body: { email } });
      expect(old.json().code).toBe('INVALID_EMAIL_CODE');
    }
    expect((await post(`/api/login/emails/codes/${second}`, { body: { email } })).statusCode).toBe(200);
  });

  it('a path code that differs from the body code is refused', async () => {
    const res = await post('/api/login/emails/codes/1234', { body: { email: 'a@b.com', code: '4321' } });
    expect(res.json().code).toBe('INVALID_EMAIL_CODE');
    const malformed = await post('/api/login/emails/codes/0999', { body: { email: 'a@b.com' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_EMAIL_CODE');
  });
});

describe('SMTP down', () => {
  it('fails with EMAIL_SEND_ERROR and counts no code as sent', async () => {
    const down = await startSmtp();
    await down.close();
    const broken = await createTestApp({ SMTP_URL: down.url, LOGIN_RATE_LIMIT_IP: '100000' });
    try {
      const email = 'semsmtp@clinica.com.br';
      const res = await broken.app.inject({ method: 'POST', url: '/api/login/emails/codes', payload: { email } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'EMAIL_SEND_ERROR' });
      const [row] = await broken.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
      expect(row).toBeUndefined();
      // No wait is imposed by a send that never happened.
      const again = await broken.app.inject({ method: 'POST', url: '/api/login/emails/codes', payload: { email } });
      expect(again.json().code).toBe('EMAIL_SEND_ERROR');
    } finally {
      await broken.close();
    }
  });
});

describe('tokens', () => {
  it('an expired token is refused by authenticated calls and renewed at POST /login/{uid}/tokens', async () => {
    const session = await signUp('token@clinica.com.br');
    const { uid } = session.user;
    const { token: expired } = await t.app.tokens.sign(
      { uid, email: 'token@clinica.com.br', entitlements: [], provider: 'email' },
      Math.floor(Date.now() / 1000) - 2401,
    );
    const refused = await post('/api/login/users', { body: { displayName: 'Ana Souza' }, headers: bearerOf(expired) });
    expect(refused.statusCode).toBe(401);
    const renewed = await post(`/api/login/${uid}/tokens`, { body: { user: { uid } }, headers: bearerOf(expired) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const body = renewed.json();
    expect(body.user.uid).toBe(uid);
    expect(body.tokenExpire).toBeGreaterThan(Date.now() + 2390_000);
    const accepted = await post('/api/login/users', {
      body: { displayName: 'Ana Souza' },
      headers: bearerOf(body.token),
    });
    expect(accepted.statusCode).toBe(200);
    const claims = await t.app.tokens.verify(body.token);
    expect(claims).toMatchObject({ uid, entitlements: [] });
  });

  it('the renewal answer follows the token schema and carries a profile edited just before', async () => {
    const s = await signUp('renova@clinica.com.br');
    const first = await post(`/api/login/${s.user.uid}/tokens`, { headers: bearerOf(s.token) });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(tokenResponse.strict().parse(first.json()).user.displayName).toBeNull();
    const edit = await post('/api/login/users', { body: { displayName: 'Bia Lima' }, headers: bearerOf(s.token) });
    expect(edit.statusCode).toBe(200);
    const second = (await post(`/api/login/${s.user.uid}/tokens`, { headers: bearerOf(s.token) })).json();
    expect(second.user.displayName).toBe('Bia Lima');
  });

  it('the version check of a signed-in user hands back a fresh token', async () => {
    const s = await signUp('versao@clinica.com.br');
    const res = await t.app.inject({
      url: '/api/preferences/versions',
      headers: { ...bearerOf(s.token), 'x-app-version': '5.12.2' },
    });
    const body = versionCheckResponse.strict().parse(res.json());
    expect(body.tokenExpire).toBeGreaterThan(Date.now() + 2390_000);
    expect((await t.app.tokens.verify(body.token ?? '')).uid).toBe(s.user.uid);
  });

  it('renewal needs a token of ours for that very uid', async () => {
    const a = await signUp('dono@clinica.com.br');
    const b = await signUp('outro@clinica.com.br');
    expect((await post(`/api/login/${a.user.uid}/tokens`)).statusCode).toBe(401);
    expect((await post(`/api/login/${a.user.uid}/tokens`, { headers: bearerOf(`${a.token}x`) })).statusCode).toBe(401);
    const foreign = await post(`/api/login/${a.user.uid}/tokens`, { headers: bearerOf(b.token) });
    expect(foreign.statusCode).toBe(403);
    const ancient = await t.app.tokens.sign(
      { uid: a.user.uid, email: '', entitlements: [], provider: 'email' },
      Math.floor(Date.now() / 1000) - 40 * 24 * 3600,
    );
    expect((await post(`/api/login/${a.user.uid}/tokens`, { headers: bearerOf(ancient.token) })).statusCode).toBe(401);
  });

  it('entitlements set in the database reach the renewed token and make the user PRO', async () => {
    const s = await signUp('pro@clinica.com.br');
    await setEntitlements(t.database.db, s.user.uid, ['va_pro'], 'website');
    t.app.auth.forget(s.user.uid);
    const renewed = (await post(`/api/login/${s.user.uid}/tokens`, { headers: bearerOf(s.token) })).json();
    expect(renewed.user).toMatchObject({
      isPremium: true,
      premiumStatus: true,
      entitlements: ['va_pro'],
      store: 'website',
    });
    expect((await t.app.tokens.verify(renewed.token)).entitlements).toEqual(['va_pro']);
  });
});

describe('blocked, deleted and foreign users', () => {
  it('a blocked user gets 403 at renewal, at the version check no token, and cannot sign in', async () => {
    const s = await signUp('bloqueado@clinica.com.br', 'abc12345');
    // Renewed twice first: the first read fills this instance's account cache, the second answers
    // from it in the same tick; the block below must still reach both paths.
    for (let i = 0; i < 2; i++) {
      expect((await post(`/api/login/${s.user.uid}/tokens`, { headers: bearerOf(s.token) })).statusCode).toBe(200);
      const check = await t.app.inject({
        url: '/api/preferences/versions',
        headers: { ...bearerOf(s.token), 'x-app-version': '5.12.2' },
      });
      expect(check.json().token).toEqual(expect.any(String));
    }
    await setBlocked(t.database.db, s.user.uid, true);
    t.app.auth.forget(s.user.uid);
    const renew = await post(`/api/login/${s.user.uid}/tokens`, { headers: bearerOf(s.token) });
    expect(renew.statusCode).toBe(403);
    expect(renew.json().code).toBe('USER_BLOCKED');
    const versions = await t.app.inject({
      url: '/api/preferences/versions',
      headers: { ...bearerOf(s.token), 'x-app-version': '5.12.2' },
    });
    expect(versions.json().token).toBeUndefined();
    const signIn = await post('/api/login/emails/bloqueado@clinica.com.br/passwords', {
      headers: { 'x-password': 'abc12345' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('USER_BLOCKED');
  });

  it('a uid in the path that is not the caller’s gets 403', async () => {
    const a = await signUp('a@vet.com.br');
    const b = await signUp('b@vet.com.br');
    for (const path of ['activities', 'exclusions']) {
      const res = await post(`/api/login/${b.user.uid}/${path}`, { headers: bearerOf(a.token) });
      expect(res.statusCode, path).toBe(403);
    }
    expect((await post(`/api/login/${b.user.uid}/activities`)).statusCode).toBe(401);
    const uidSwap = await post('/api/login/users', { body: { uid: b.user.uid }, headers: bearerOf(a.token) });
    expect(uidSwap.statusCode).toBe(403);
  });

  it('a missing user gets 403 at renewal', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    const { token } = await t.app.tokens.sign({ uid: ghost, email: 'x@y.com', entitlements: [], provider: 'email' });
    expect((await post(`/api/login/${ghost}/tokens`, { headers: bearerOf(token) })).statusCode).toBe(403);
  });
});

describe('activity ping', () => {
  it('is recorded at most once per 30 minutes', async () => {
    const s = await signUp('ativo@clinica.com.br');
    const ping = () => post(`/api/login/${s.user.uid}/activities`, { headers: bearerOf(s.token) });
    expect((await ping()).json()).toEqual({ recorded: true });
    expect((await ping()).json()).toEqual({ recorded: false });
    await t.database.db
      .update(users)
      .set({ lastActivityAt: new Date(Date.now() - 1_800_001) })
      .where(eq(users.uid, s.user.uid));
    expect((await ping()).json()).toEqual({ recorded: true });
  });
});

describe('my data (POST /login/users)', () => {
  it('saves every field, storing the CPF without mask, and answers the user without secrets', async () => {
    const s = await signUp('perfil@clinica.com.br', 'abc12345');
    const res = await post('/api/login/users', {
      body: { ...profile, email: 'perfil@clinica.com.br' },
      headers: bearerOf(s.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      displayName: 'Ana Beatriz Souza',
      displayNamePrefix: 'Dra.',
      birthday: '1990-04-30',
      cpf: '52998224725',
      phone: '11987654321',
      crmvNumber: '12345',
      crmvState: 'SP',
      address: { zipCode: '01310-100', state: 'SP', country: 'Brasil' },
      questions: { veterinaryStatus: 1, interests: [1, 27], academicDegrees: [2] },
    });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2|passwordHash/);
    const me = await t.app.inject({ url: '/api/login/users/me', headers: bearerOf(s.token) });
    expect(me.json().user.cpf).toBe('52998224725');
    // Choosing another nationality drops the CPF, which only Brazilians give.
    const foreign = await post('/api/login/users', { body: { nationality: 4 }, headers: bearerOf(s.token) });
    expect(foreign.json().user).toMatchObject({ nationality: 4, cpf: null });
  });

  it('keeps one CPF to one account, saying so in pt-BR on the CPF field', async () => {
    const first = await signUp('cpf.um@clinica.com.br');
    const second = await signUp('cpf.dois@clinica.com.br');
    const cpf = { cpf: '123.456.789-09', nationality: 0 };
    expect((await post('/api/login/users', { body: cpf, headers: bearerOf(first.token) })).statusCode).toBe(200);
    const refused = await post('/api/login/users', {
      body: { cpf: '12345678909', nationality: 0 },
      headers: bearerOf(second.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ACCOUNT_CPF_IN_USE',
      message: 'Este CPF já está cadastrado em outra conta. Entre com o e-mail dessa conta ou fale com o suporte.',
      field: 'cpf',
    });
    // The holder saves its own CPF again freely, and a freed CPF (another nationality) may be taken.
    expect((await post('/api/login/users', { body: cpf, headers: bearerOf(first.token) })).statusCode).toBe(200);
    await post('/api/login/users', { body: { nationality: 4 }, headers: bearerOf(first.token) });
    expect((await post('/api/login/users', { body: cpf, headers: bearerOf(second.token) })).statusCode).toBe(200);
  });

  it('gives one CPF to one account even when the check before the write is passed (two saves at once)', async () => {
    const a = await signUp('cpf.corrida.a@clinica.com.br');
    const b = await signUp('cpf.corrida.b@clinica.com.br');
    const body = { cpf: '987.654.321-00', nationality: 0 };
    expect((await post('/api/login/users', { body, headers: bearerOf(a.token) })).statusCode).toBe(200);
    // The second save's check ran before the first wrote: only the unique index stands in the way.
    const written = t.database.db.update(users).set({ cpf: '98765432100' }).where(eq(users.uid, b.user.uid));
    await expect(written).rejects.toSatisfy((error) => isUniqueViolation(error, 'users_cpf_idx'));
    const answers = await Promise.all(
      [a, b].map((s) =>
        post('/api/login/users', { body: { ...body, cpf: '111.444.777-35' }, headers: bearerOf(s.token) }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses to change the e-mail', async () => {
    const s = await signUp('fixo@clinica.com.br');
    const res = await post('/api/login/users', { body: { email: 'novo@clinica.com.br' }, headers: bearerOf(s.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN_EMAIL_UPDATE');
  });

  const invalid: [string, unknown, string, string?][] = [
    ['displayName', 'Ana', 'NAME_ERROR'],
    ['displayName', 'Ana S.', 'NAME_ERROR'],
    ['displayNamePrefix', 'x'.repeat(41), 'VALIDATION_ERROR'],
    ['birthday', '2015-01-01', 'SIGNUP_BIRTHDAY_ERROR'],
    ['birthday', '1990-02-30', 'SIGNUP_BIRTHDAY_ERROR'],
    ['birthday', '2999-01-01', 'SIGNUP_BIRTHDAY_ERROR'],
    ['cpf', '111.111.111-11', 'SIGNUP_CPF_HINT'],
    ['cpf', '529.982.247-24', 'SIGNUP_CPF_HINT'],
    ['nationality', 999, 'VALIDATION_ERROR'],
    ['crmvNumber', '123456789', 'INVALID_CRMV'],
    ['crmvNumber', '1234', 'REQUIRED_FIELD', 'crmvState'],
    ['crmvState', 'XX', 'REQUIRED_FIELD'],
    ['phone', '8765-4321', 'INVALID_PHONE'],
    ['address', { ...profile.address, state: 'RJ' }, 'INVALID_ZIP_CODE', 'address.zipCode'],
    ['address', { ...profile.address, zipCode: '00000-000' }, 'INVALID_ZIP_CODE', 'address.zipCode'],
    ['address', { ...profile.address, street: '' }, 'REQUIRED_FIELD', 'address.street'],
    ['address', { ...profile.address, city: undefined }, 'REQUIRED_FIELD', 'address.city'],
    ['questions', { veterinaryStatus: 5 }, 'REQUIRED_FIELD', 'questions.veterinaryStatus'],
    ['questions', { veterinaryStatus: 1, interests: [28] }, 'VALIDATION_ERROR', 'questions.interests.0'],
    // A professional without a CRMV: refused on the server too, not only on the screen.
    ['questions', { veterinaryStatus: 1, interests: [1] }, 'INVALID_CRMV', 'crmvNumber'],
    ['email', 'nao-e-email', 'INVALID_EMAIL'],
  ];
  it.each(invalid)('refuses %s = %j with %s', async (field, value, code, path) => {
    const s = await signUpOnce();
    const res = await post('/api/login/users', { body: { [field]: value }, headers: bearerOf(s.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().field).toBe(path ?? field);
  });

  let once: SessionResponse | undefined;
  async function signUpOnce() {
    once ??= await signUp('validacoes@clinica.com.br');
    return once;
  }

  it('accepts valid variants: masked or bare CPF, optional complement, foreign nationality without CPF', async () => {
    const s = await signUpOnce();
    for (const body of [
      { cpf: '52998224725', nationality: 0 },
      { address: { ...profile.address, complement: 'Sala 12', zipCode: '01310100' } },
      { nationality: 170 },
      { displayName: 'José da Conceição-Silva' },
      { displayNamePrefix: '' },
      { phone: '(21) 3265-4321' },
      { questions: { veterinaryStatus: 2, college: 'UFRGS', courseCompletion: 2030 } },
      { questions: { veterinaryStatus: 3, ocupation: 'Tutor de gatos' } },
    ]) {
      const res = await post('/api/login/users', { body, headers: bearerOf(s.token) });
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(200);
    }
  });
});

describe('account deletion', () => {
  it('a PRO user must cancel first', async () => {
    const s = await signUp('assinante@clinica.com.br');
    await setEntitlements(t.database.db, s.user.uid, ['va_pro_duo'], 'ios');
    t.app.auth.forget(s.user.uid);
    const res = await post(`/api/login/${s.user.uid}/exclusions`, { headers: bearerOf(s.token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACCOUNT_EXCLUSION_PRO_USER');
  });

  it('records the request, refuses sign-in and renewal, and the job anonymises the data', async () => {
    const email = 'excluir@clinica.com.br';
    const s = await signUp(email, 'abc12345');
    // Its own CPF: one CPF belongs to one account.
    await post('/api/login/users', { body: { ...profile, cpf: '987.654.321-00' }, headers: bearerOf(s.token) });
    const res = await post(`/api/login/${s.user.uid}/exclusions`, { headers: bearerOf(s.token) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('scheduled');
    const days = (Date.parse(body.dueBy) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14);
    expect(days).toBeLessThan(30);
    // The account's tokens stop working at once (they used to last until they expired, 40 min).
    const me = await t.app.inject({ url: '/api/login/users/me', headers: bearerOf(s.token) });
    expect(me.statusCode).toBe(401);
    expect((await post(`/api/login/${s.user.uid}/exclusions`, { headers: bearerOf(s.token) })).statusCode).toBe(401);
    const versions = await t.app.inject({ url: '/api/preferences/versions', headers: bearerOf(s.token) });
    expect(versions.json().token).toBeUndefined();

    const renew = await post(`/api/login/${s.user.uid}/tokens`, { headers: bearerOf(s.token) });
    expect(renew.statusCode).toBe(403);
    const signIn = await post(`/api/login/emails/${email}/passwords`, { headers: { 'x-password': 'abc12345' } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('ACCOUNT_DELETION_PENDING');
    await age(email, 30);
    // No code e-mail goes to an account being deleted: the request is refused with the reason.
    const mailsBefore = smtp.received.filter((m) => m.to === email).length;
    const code = await sendCode(email);
    expect(code.statusCode).toBe(403);
    expect(code.json().code).toBe('ACCOUNT_DELETION_PENDING');
    expect(smtp.received.filter((m) => m.to === email)).toHaveLength(mailsBefore);

    // Through the clean-up registry, as the server runs it every hour.
    expect(t.app.cleanUp.names()).toContain('accounts:deletions');
    expect(await t.app.cleanUp.run('accounts:deletions')).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.uid, s.user.uid));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      displayName: null,
      cpf: null,
      birthday: null,
      phone: null,
      address: null,
      questions: null,
      crmvNumber: null,
    });
    expect(row?.anonymisedAt).toBeInstanceOf(Date);
    const [record] = await t.database.db.select().from(accountExclusions).where(eq(accountExclusions.uid, s.user.uid));
    expect(record?.processedAt).toBeInstanceOf(Date);
    // The address is free again: signing up with it makes a brand-new account.
    const fresh = await signUp(email);
    expect(fresh.isNewUser).toBe(true);
    expect(fresh.user.uid).not.toBe(s.user.uid);
  });
});

describe('partner entry', () => {
  const secret = 'partner-secret-partner-secret-0123456789';
  const sign = (claims: Record<string, unknown>, key = secret, iat?: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('unesp-hv')
      .setIssuedAt(iat)
      .setExpirationTime((iat ?? Math.floor(Date.now() / 1000)) + 600)
      .sign(new TextEncoder().encode(key));

  beforeAll(async () => {
    await savePartnerOrganization(t.database.db, { id: 'unesp-hv', name: 'Hospital Veterinário Parceiro', secret });
  });

  it('a valid token opens a session under provider partners', async () => {
    const token = await sign({ email: 'Residente@Parceiro.org' });
    const res = await post('/api/partners/tokens', { headers: { 'x-partner-token': token } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.partner).toEqual({
      organization_id: 'unesp-hv',
      organization_name: 'Hospital Veterinário Parceiro',
      user_email: 'residente@parceiro.org',
    });
    expect(body.user).toMatchObject({ providerId: 'partners', organization: { id: 'unesp-hv' } });
    const claims = await t.app.tokens.verify(body.token);
    expect(claims).toMatchObject({
      provider: 'partners',
      organization: { id: 'unesp-hv', name: 'Hospital Veterinário Parceiro' },
    });
  });

  it('anything else is PARTNERS_SESSION_NOT_ALLOWED', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      await sign({ email: 'a@parceiro.org' }, 'wrong-secret-wrong-secret-wrong-secret-00'),
      await sign({ email: 'a@parceiro.org' }, secret, now - 7200),
      await sign({}),
      await sign({ email: 'not-an-email' }),
      `${await sign({ email: 'a@parceiro.org' })}x`,
      'garbage',
      await new SignJWT({ email: 'a@parceiro.org' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('unknown-org')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(secret)),
    ];
    for (const token of forged) {
      const res = await post('/api/partners/tokens', { headers: { 'x-partner-token': token } });
      expect(res.statusCode, token).toBe(403);
      expect(res.json().code).toBe('PARTNERS_SESSION_NOT_ALLOWED');
    }
    const none = await post('/api/partners/tokens');
    expect(none.json().code).toBe('PARTNERS_SESSION_NOT_ALLOWED');
  });
});

describe('code guessing over time', () => {
  it('a daily ceiling of wrong codes per address holds across clients and new codes', async () => {
    const email = 'teto-diario@vet.com';
    // Two codes' worth of wrong tries (10), from ten different clients.
    for (let round = 0; round < 2; round++) {
      await age(email, 3600);
      expect((await sendCode(email)).statusCode).toBe(200);
      const right = smtp.codeFor(email);
      const wrong = right === '1111' ? '2222' : '1111';
      for (let i = 0; i < 5; i++) {
        const res = await post(`/api/login/emails/codes/${wrong}`, { body: { email }, ip: `192.0.2.${round * 5 + i}` });
        expect(res.json().code).toBe(i < 5 ? 'INVALID_EMAIL_CODE' : 'EMAIL_CODE_TRIES_EXCEEDED');
      }
    }
    // A fresh code resets its own tries, but not the address's ceiling for the day.
    await age(email, 3600);
    expect((await sendCode(email)).statusCode).toBe(200);
    const fresh = smtp.codeFor(email);
    const refused = await post(`/api/login/emails/codes/${fresh}`, { body: { email } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('EMAIL_CODE_TRIES_EXCEEDED');
  });
  it('the wait between sends grows with the sends of the day', async () => {
    const email = 'espera-crescente@vet.com';
    for (let i = 0; i < 4; i++) {
      expect((await sendCode(email)).statusCode, `send ${i + 1}`).toBe(200);
      await age(email, 21);
    }
    // After 4 sends today the wait is 40 s: 21 s is not enough, 42 s is.
    expect((await sendCode(email)).json().code).toBe('EMAIL_WAIT_RESEND');
    await age(email, 21);
    expect((await sendCode(email)).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits password attempts per (e-mail, client) and attempts per IP; others cannot lock the owner out', async () => {
    const strict = await createTestApp({ LOGIN_RATE_LIMIT_IP: '8', LOGIN_RATE_LIMIT_EMAIL: '3' });
    try {
      const attempt = (email: string, ip: string) =>
        strict.app.inject({
          method: 'POST',
          url: `/api/login/emails/${email}/passwords`,
          remoteAddress: ip,
          headers: { 'x-password': 'abc12345' },
        });
      const perEmail = [];
      for (let i = 0; i < 4; i++) perEmail.push((await attempt('alvo@vet.com', '198.51.100.66')).statusCode);
      expect(perEmail).toEqual([401, 401, 401, 429]);
      // The attacker's tries count against the attacker's client, not the owner's device.
      expect((await attempt('alvo@vet.com', '203.0.113.10')).statusCode).toBe(401);
      const perIp = [];
      for (let i = 0; i < 9; i++) perIp.push((await attempt(`u${i}@vet.com`, '198.51.100.200')).statusCode);
      expect(perIp.slice(0, 8).every((s) => s === 401)).toBe(true);
      expect(perIp[8]).toBe(429);
      const codes = await strict.app.inject({
        method: 'POST',
        url: '/api/login/emails/codes/1234',
        remoteAddress: '198.51.100.200',
        payload: { email: 'x@vet.com' },
      });
      expect(codes.json().code).toBe('RATE_LIMITED');
    } finally {
      await strict.close();
    }
  });
});

describe('strangers cannot lock the owner out (trusted devices)', () => {
  const wrongFor = (right: string) => (right === '1111' ? '2222' : '1111');

  /** Strangers from 10 addresses spend the address's daily ceiling of wrong codes. */
  async function strangersGuessCodes(email: string) {
    for (let round = 0; round < 2; round++) {
      await age(email, 3600);
      expect((await sendCode(email)).statusCode).toBe(200);
      const wrong = wrongFor(smtp.codeFor(email));
      for (let i = 0; i < 5; i++) {
        await post(`/api/login/emails/codes/${wrong}`, { body: { email }, ip: `198.18.${round}.${i + 1}` });
      }
    }
    await age(email, 3600);
    expect((await sendCode(email, {}, false)).statusCode).toBe(200);
    const refused = await post(`/api/login/emails/codes/${smtp.codeFor(email)}`, { body: { email }, ip: '198.18.9.9' });
    expect(refused.json().code).toBe('EMAIL_CODE_TRIES_EXCEEDED');
  }

  it('the owner signs in with a code from a trusted device while strangers have spent the address ceiling', async () => {
    const email = 'dona-do-codigo@vet.com';
    const first = await signUp(email);
    expect(first.deviceToken).toEqual(expect.any(String));
    const device = { 'x-device-token': first.deviceToken as string };
    await strangersGuessCodes(email);

    expect((await sendCode(email, device)).statusCode).toBe(200);
    const code = smtp.codeFor(email);
    const res = await post(`/api/login/emails/codes/${code}`, { body: { email }, headers: device });
    expect(res.statusCode, res.body).toBe(200);
    // The same device stays the same trusted device.
    const before = await t.app.accounts.devices.verify(first.deviceToken);
    const after = await t.app.accounts.devices.verify(res.json().deviceToken);
    expect(after?.deviceId).toBe(before?.deviceId);
  });

  it("another account's device token does not lift the ceiling", async () => {
    const email = 'alvo-do-token@vet.com';
    await signUp(email);
    const other = await signUp('outra-conta@vet.com');
    await strangersGuessCodes(email);
    const foreign = { 'x-device-token': other.deviceToken as string };
    await age(email, 3600);
    expect((await sendCode(email, foreign)).statusCode).toBe(200);
    const res = await post(`/api/login/emails/codes/${smtp.codeFor(email)}`, { body: { email }, headers: foreign });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('EMAIL_CODE_TRIES_EXCEEDED');
  });

  it('wrong passwords from many addresses hit the account ceiling; the owner’s trusted device still signs in', async () => {
    const email = 'dona-da-senha@vet.com';
    const password = 'senhaCerta42';
    const first = await signUp(email, password);
    const attempt = (ip: string, headers: Record<string, string> = {}, value = 'senhaErrada1') =>
      post(`/api/login/emails/${email}/passwords`, { ip, headers: { 'x-password': value, ...headers } });

    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await attempt(`198.19.0.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);

    // The right password from a stranger's client is refused unchecked, with a pt-BR way out.
    const stranger = await attempt('198.19.1.1', {}, password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({
      code: 'PASSWORD_TRIES_EXCEEDED',
      message: expect.stringContaining('código'),
    });

    const owner = await attempt('203.0.113.50', { 'x-device-token': first.deviceToken as string }, password);
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
