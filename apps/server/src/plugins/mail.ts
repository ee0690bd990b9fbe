// The mail seam: app.mail.send() delivers through SMTP (nodemailer over SMTP_URL) or, without
// SMTP_URL, into a local outbox that logs a line and feeds the loopback-only /dev/outbox pages.
// Templates live in src/mail/templates; a feature renders one and sends it here.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  replyTo?: string;
}

/** What the local outbox keeps of a message (attachments by name and size, not their bytes). */
export interface OutboxEntry {
  id: number;
  sentAt: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments: { filename: string; contentType?: string; size: number }[];
}

export interface Mail {
  /** 'smtp' when SMTP_URL is set, 'outbox' otherwise. */
  readonly kind: 'smtp' | 'outbox';
  /** Sends one message; rejects when the SMTP server refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  /** Recent outbox messages, newest first (always empty with SMTP). */
  outbox(): OutboxEntry[];
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

const OUTBOX_SIZE = 50;

export interface MailOptions {
  smtpUrl: string | undefined;
  from: string;
  /**
   * Production: the outbox never writes a message's text to the log (it holds live sign-in codes,
   * and logs travel to aggregators and colleagues). Without SMTP_URL, codes then go nowhere.
   */
  production?: boolean;
}

/** The mail transport without Fastify, for scripts and tests; the plugin wraps it. */
export async function createMail(options: MailOptions, log: FastifyBaseLogger): Promise<Mail & { close(): void }> {
  if (options.smtpUrl) {
    // nodemailer is loaded only with SMTP_URL: the local outbox needs none of its modules.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      // Fail within the request's lifetime instead of nodemailer's two-minute defaults.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      outbox: () => [],
      close: () => transport.close(),
    };
  }
  if (options.production)
    log.warn('SMTP_URL não definido: e-mails (códigos de acesso, recibos) não são enviados a ninguém');
  const entries: OutboxEntry[] = [];
  let next = 1;
  return {
    kind: 'outbox',
    async send(message) {
      const entry: OutboxEntry = {
        id: next++,
        sentAt: new Date().toISOString(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          ...(a.contentType ? { contentType: a.contentType } : {}),
          size: a.content.length,
        })),
      };
      entries.unshift(entry);
      entries.length = Math.min(entries.length, OUTBOX_SIZE);
      // In development the log line is how a developer sees the code; production never logs it.
      // Not even the subject: a sign-in code's subject carries the code.
      if (options.production) log.warn('e-mail não enviado: SMTP_URL não definido');
      else log.info({ to: message.to, subject: message.subject }, `e-mail na caixa local: ${message.text}`);
    },
    outbox: () => [...entries],
    close: () => {},
  };
}

export default fp(
  async (app: FastifyInstance, options: MailOptions) => {
    const mail = await createMail(options, app.log);
    app.decorate('mail', { kind: mail.kind, send: mail.send, outbox: mail.outbox } satisfies Mail);
    app.addHook('onClose', async () => mail.close());
  },
  { name: 'mail' },
);
