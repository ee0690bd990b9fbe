// Sends the e-mail code: through SMTP (nodemailer) when SMTP_URL is set, otherwise into a local
// outbox that logs a line and feeds the /dev/outbox page (development and tests only).
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Recent messages, newest first (outbox only). */
  outbox(): OutboxEntry[];
  close(): void;
}

const OUTBOX_SIZE = 50;

export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
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
  const entries: OutboxEntry[] = [];
  let next = 1;
  return {
    kind: 'outbox',
    async send(message) {
      const entry = { id: next++, sentAt: new Date().toISOString(), ...message };
      entries.unshift(entry);
      entries.length = Math.min(entries.length, OUTBOX_SIZE);
      options.log.info({ to: message.to, subject: message.subject }, `e-mail na caixa local: ${message.text}`);
    },
    outbox: () => [...entries],
    close: () => {},
  };
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The pt-BR message carrying a sign-in code. */
export function codeMessage(to: string, code: string, minutes: number): MailMessage {
  const text = [
    'Olá!',
    '',
    `Seu código de acesso ao Vetor é: ${code}`,
    '',
    `Ele vale por ${minutes} minutos e só pode ser usado uma vez.`,
    'Se você não pediu este código, ignore este e-mail: ninguém entra na sua conta sem ele.',
    '',
    'Equipe Vetor',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1b2a4a">
<p>Olá!</p>
<p>Seu código de acesso ao Vetor é:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>Ele vale por ${minutes} minutos e só pode ser usado uma vez.</p>
<p>Se você não pediu este código, ignore este e-mail: ninguém entra na sua conta sem ele.</p>
<p>Equipe Vetor</p></body></html>`;
  return { to, subject: `Seu código de acesso ao Vetor: ${code}`, text, html };
}
