// Application-wide part of accounts: the mailer (the mail plugin), the token renewer that checks the user record,
// the scheduled anonymisation of deleted accounts and, outside production, the /dev/outbox page.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { thisMachineOnly } from '../../lib/this-machine-only.js';
import type { OutboxEntry } from '../../plugins/mail.js';
import { deviceTokens } from './accounts.devices.js';
import type { UserRow } from './accounts.repository.js';
import { type AccountsContext, loadUsableAccount, runDeletionJob } from './accounts.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsContext;
  }
}

const DELETION_JOB_INTERVAL_MS = 60 * 60_000;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function outboxPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<article><h2>${escapeHtml(e.subject)}</h2><p><small>Para ${escapeHtml(e.to)} · ${escapeHtml(
          new Date(e.sentAt).toLocaleString('pt-BR'),
        )}</small></p><pre>${escapeHtml(e.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída local · Vetor</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1b2a4a}
article{border:1px solid #ccd;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Caixa de saída local</h1><p>E-mails que o Vetor teria enviado (sem SMTP_URL configurado). Só existe fora de produção.</p>
${rows || '<p>Nenhuma mensagem ainda.</p>'}</body></html>`;
}

export default fp(
  async (
    app: FastifyInstance,
    {
      config,
      onDeletion,
      subscriptionRenews,
    }: {
      config: Config;
      onDeletion?: (uid: string) => Promise<void>;
      subscriptionRenews?: (uid: string) => Promise<boolean>;
    },
  ) => {
    const mailer = app.mail;
    const ctx: AccountsContext = {
      db: app.db,
      config,
      mailer,
      tokens: app.tokens,
      devices: deviceTokens(config.jwtSecret),
      forgetAccount: (uid) => app.auth.forget(uid),
      // The loader below gives the auth plugin whole user rows, so what it remembers is a UserRow.
      usableAccount: async (uid) => (await app.auth.account(uid)) as UserRow | null,
      log: app.log,
      onDeletion,
      subscriptionRenews,
    };
    app.decorate('accounts', ctx);
    // Every token is checked against its account: a blocked or deleted account's tokens stop working.
    app.auth.setAccountLoader((uid) => loadUsableAccount(ctx, uid));

    // The local outbox holds live sign-in codes: it exists only without SMTP, outside production, and
    // answers only a client on this machine, directly (a colleague on the clinic's Wi-Fi, or anyone
    // through a reverse proxy on this host, gets 404).
    if (config.env !== 'production' && mailer.kind === 'outbox') {
      app.get('/dev/outbox', { onRequest: thisMachineOnly, schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(outboxPage(mailer.outbox())),
      );
      app.get('/dev/outbox.json', { onRequest: thisMachineOnly, schema: { hide: true } }, async () => ({
        messages: mailer.outbox(),
      }));
    }

    // The anonymisation of deleted accounts runs at start and hourly through the clean-up registry;
    // every instance may run it, the update is idempotent.
    app.cleanUp.register('accounts:deletions', {
      everyMs: DELETION_JOB_INTERVAL_MS,
      run: async (now) => (await runDeletionJob(app.db, app.log, app.personalData, now, onDeletion)).length,
    });
  },
  { name: 'accounts', dependencies: ['auth', 'db', 'mail', 'personal-data', 'clean-up'] },
);
