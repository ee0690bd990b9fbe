import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCode } from '../mail/templates/index.js';
import mail from './mail.js';

// The mail plugin against a real SMTP server (smtp-server from npm) on 127.0.0.1, and its outbox.

interface Received {
  envelopeFrom: string;
  envelopeTo: string[];
  mail: ParsedMail;
}

async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            mail: parsed,
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

async function appWithMail(smtpUrl: string | undefined): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(mail, { smtpUrl, from: 'Vetor <nao-responda@vetor.app>' });
  await app.ready();
  return app;
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await appWithMail(smtp.url);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers text, HTML, reply-to and an attachment byte for byte', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 250, 255])]);
    expect(app.mail.kind).toBe('smtp');
    await app.mail.send({
      to: 'tutora@clinica.com.br',
      subject: 'Receita do Thor — São Paulo',
      text: 'Olá, segue a receita em anexo.',
      html: '<p>Olá, segue a receita em anexo.</p>',
      replyTo: 'dra.ana@clinica.com.br',
      attachments: [{ filename: 'receita-thor.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(smtp.received).toHaveLength(1);
    const { mail: got, envelopeFrom, envelopeTo } = smtp.received[0]!;
    expect(envelopeFrom).toBe('nao-responda@vetor.app');
    expect(envelopeTo).toEqual(['tutora@clinica.com.br']);
    expect(got.subject).toBe('Receita do Thor — São Paulo');
    expect(got.text?.trim()).toBe('Olá, segue a receita em anexo.');
    expect(got.html).toContain('<p>Olá, segue a receita em anexo.</p>');
    expect(got.replyTo?.text).toBe('dra.ana@clinica.com.br');
    expect(got.attachments).toHaveLength(1);
    expect(got.attachments[0]!.filename).toBe('receita-thor.pdf');
    expect(got.attachments[0]!.contentType).toBe('application/pdf');
    expect(Buffer.compare(got.attachments[0]!.content, pdf)).toBe(0);
  });

  it('sends a template with its text and HTML parts', async () => {
    await app.mail.send({ to: 'ana@clinica.com.br', ...signInCode({ code: '4821', minutes: 15 }) });
    const got = smtp.received.at(-1)!.mail;
    expect(got.subject).toBe('Seu código de acesso ao Vetor: 4821');
    expect(got.text).toContain('Seu código de acesso ao Vetor é: 4821');
    expect(got.html).toContain('4821');
    expect(got.html).toContain('lang="pt-BR"');
  });

  it('rejects when the SMTP server is gone', async () => {
    const down = await startSmtp();
    const broken = await appWithMail(down.url);
    await down.close();
    await expect(broken.mail.send({ to: 'a@b.com.br', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow();
    await broken.close();
  });
});

describe('mail without SMTP_URL', () => {
  it('keeps messages in the local outbox, newest first, attachments by name and size', async () => {
    const app = await appWithMail(undefined);
    expect(app.mail.kind).toBe('outbox');
    await app.mail.send({ to: 'a@clinica.com.br', ...signInCode({ code: '1111', minutes: 15 }) });
    await app.mail.send({
      to: 'b@clinica.com.br',
      subject: 'Com anexo',
      text: 'Veja o anexo.',
      html: '<p>Veja o anexo.</p>',
      attachments: [{ filename: 'a.pdf', content: Buffer.alloc(1234), contentType: 'application/pdf' }],
    });
    const [latest, first] = app.mail.outbox();
    expect(latest).toMatchObject({
      to: 'b@clinica.com.br',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', size: 1234 }],
    });
    expect(first?.text).toContain('1111');
    await app.close();
  });
});
