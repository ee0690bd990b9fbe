import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { signInCode } from '../mail/templates/index.js';
import { createMail } from './mail.js';

// Without SMTP_URL the outbox logs each message; the log line carries a live sign-in code, so in
// production it must never be written (a real pino logger, read back from its stream).

function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('the outbox log line', () => {
  it('shows the code in development, for the developer at the terminal', async () => {
    const { log, lines } = capturedLog();
    const mail = await createMail({ smtpUrl: undefined, from: 'Vetor <nao-responda@vetor.app>' }, log);
    await mail.send({ to: 'a@clinica.com.br', ...signInCode({ code: '482913', minutes: 15 }) });
    expect(lines.join('')).toContain('482913');
  });

  it('never writes the code (nor the address) in production, and says SMTP_URL is missing', async () => {
    const { log, lines } = capturedLog();
    const mail = await createMail(
      { smtpUrl: undefined, from: 'Vetor <nao-responda@vetor.app>', production: true },
      log,
    );
    await mail.send({ to: 'a@clinica.com.br', ...signInCode({ code: '482913', minutes: 15 }) });
    const all = lines.join('');
    expect(all).not.toContain('482913');
    expect(all).not.toContain('a@clinica.com.br');
    expect(all).toContain('SMTP_URL');
  });
});
