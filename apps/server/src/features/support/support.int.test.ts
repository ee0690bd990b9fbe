import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Inject, injector, signedInUser, type TestApp } from '../../test/test-app.js';

// "Fale conosco" through a real SMTP server from npm on 127.0.0.1, and the chat identity.

async function startSmtp() {
  const received: { to: string; replyTo: string; subject: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({
            to: to ?? '',
            replyTo: mail.replyTo?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let chat: TestApp;
/** Calls to the app without a chat and to the one with a hosted chat configured. */
let inject: Inject;
let injectChat: Inject;
const SECRET = 'segredo-do-chat-de-suporte-123';

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'suporte@vetor.example' });
  chat = await createTestApp({
    SUPPORT_CHAT_SECRET: SECRET,
    SUPPORT_CHAT_PROVIDER: 'intercom',
    SUPPORT_CHAT_APP_ID: 'abc123',
  });
  inject = injector(t);
  injectChat = injector(chat);
});
afterAll(async () => {
  await t.close();
  await chat.close();
  await smtp.close();
});

describe('POST /api/support/messages', () => {
  it('e-mails support (reply to the user) and acknowledges the user by e-mail', async () => {
    const { token, email, uid } = await signedInUser(t);
    const res = await inject('POST', '/api/support/messages', token, {
      topic: 'content',
      subject: 'Dose da gabapentina',
      message: 'Linha 1 <b>negrito</b>\nLinha 2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      code: 'SUPPORT_MESSAGE_SENT',
      message: 'Mensagem enviada. Respondemos por e-mail em até 2 dias úteis.',
    });
    const toSupport = smtp.received.find((m) => m.to === 'suporte@vetor.example');
    expect(toSupport?.subject).toBe('[Fale conosco] Conteúdo (doses, monografias, referências): Dose da gabapentina');
    expect(toSupport?.replyTo).toBe(email);
    expect(toSupport?.text).toContain('Linha 1 <b>negrito</b>');
    expect(toSupport?.text).toContain(uid);
    const ack = smtp.received.find((m) => m.to === email);
    expect(ack?.subject).toBe('Recebemos sua mensagem: Dose da gabapentina');
  });

  it('is for signed-in users only and refuses bad input in pt-BR', async () => {
    const anonymous = await inject('POST', '/api/support/messages', undefined, {
      topic: 'other',
      subject: 'Oi',
      message: 'Uma mensagem qualquer.',
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await signedInUser(t);
    const bad = await inject('POST', '/api/support/messages', token, {
      topic: 'nenhum',
      subject: 'x',
      message: 'curta',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/support/messages limits', () => {
  const send = (token: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
      payload: { topic: 'other', subject: 'Repetida', message: 'Mais uma mensagem igual.' },
    });

  it('limits an account to 10 an hour whatever address it sends from; another account is untouched', async () => {
    const { token } = await signedInUser(t);
    for (let i = 1; i <= 10; i++) expect((await send(token, `198.51.100.${i}`)).statusCode).toBe(200);
    const over = await send(token, '198.51.100.11');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/tente/i) });
    const other = await signedInUser(t);
    expect((await send(other.token, '198.51.100.12')).statusCode).toBe(200);
  });
});

describe('GET /api/support/chat', () => {
  it('answers no chat when no provider is configured', async () => {
    const { token } = await signedInUser(t);
    const res = await inject('GET', '/api/support/chat', token);
    expect(res.json()).toEqual({ chat: null });
  });

  it('gives the signed-in user the HMAC-SHA256 of their uid, never the secret', async () => {
    const { token, uid, email } = await signedInUser(chat);
    const res = await injectChat('GET', '/api/support/chat', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().chat).toEqual({
      provider: 'intercom',
      appId: 'abc123',
      userId: uid,
      email,
      name: null,
      userHash: createHmac('sha256', SECRET).update(uid).digest('hex'),
    });
    expect(res.body).not.toContain(SECRET);
    expect((await injectChat('GET', '/api/support/chat')).statusCode).toBe(401);
  });

  it("widens the page policy with the provider's hosts only when a chat is configured", async () => {
    const withChat = (await chat.app.inject({ url: '/home' })).headers['content-security-policy'] as string;
    const without = (await t.app.inject({ url: '/home' })).headers['content-security-policy'] as string;
    expect(withChat).toMatch(/script-src 'self' https:\/\/widget\.intercom\.io/);
    expect(without).not.toContain('intercom');
  });
});
