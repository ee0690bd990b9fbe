import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirError } from './lib/data-dir.js';

// Starts Vetor: config, database (PGlite under DATA_DIR unless DATABASE_URL), migrations (unless
// MIGRATE_ON_START=false), seed (only when content or code changed), then listens; SIGINT/SIGTERM
// drain (plugins/drain.ts) and close the server and the database cleanly. The timings of each
// phase go to the "pronto" log line (docs/benchmarks.md).

async function main() {
  const started = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Before anything else: where sign-in codes go, so no one wonders (or leaves them readable).
  console.warn(
    config.smtpUrl
      ? '  Códigos de acesso: enviados por e-mail (SMTP_URL).'
      : `  Códigos de acesso: sem SMTP_URL, ficam na caixa de saída local, em /dev/outbox, que só responde neste computador${config.env === 'production' ? ' (desligada em produção: configure SMTP_URL)' : ''}.`,
  );
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  // The database opens while the rest of the server's modules load: PGlite compiles its
  // WebAssembly on a background thread, so on a machine with two cores the two overlap.
  const elapsed = () => Math.round(performance.now() - mark);
  const [database, modules] = await Promise.all([
    openDatabase({
      url: config.databaseUrl,
      dataDir: join(config.dataDir, 'pg'),
      onConnectionError: (err) => console.error(`Conexão com o PostgreSQL perdida (será reaberta): ${err.message}`),
    }).then((db) => {
      phases.openMs = elapsed();
      return db;
    }),
    Promise.all([
      import('./app.js'),
      import('./db/migrate.js'),
      import('./db/seed.js'),
      import('./local-admin.js'),
    ]).then((loaded) => {
      phases.modulesMs = elapsed();
      return loaded;
    }),
  ]);
  const [{ buildApp }, { migrate }, { seed }, localAdmin] = modules;
  mark = performance.now();
  // A cluster migrates once per deploy (migrate-command.ts) and starts its instances with this off.
  if (config.migrateOnStart) await migrate(database);
  phase('migrateMs');
  // PGlite's folder is this process's alone: `management:create-admin` asks this server instead.
  const localAdminToken = database.kind === 'pglite' ? localAdmin.newLocalAdminToken() : undefined;
  const app = await buildApp(config, { database, ...(localAdminToken ? { localAdminToken } : {}) });
  await app.ready();
  phase('buildMs');
  if (config.seed) await seed(database, app.log, { demo: config.seedDemo });
  phase('seedMs');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainDelayMs: config.drainDelayMs }, 'encerrando');
    if (localAdminToken) localAdmin.removeLocalAdminFile(config.dataDir);
    // Readiness turns 503 at once; the requests in flight finish before the database closes.
    await app.drain.stop({ delayMs: config.drainDelayMs });
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  if (localAdminToken) localAdmin.writeLocalAdminFile(config.dataDir, port, localAdminToken);
  // "Vetor rodando" is a promise that the address answers: it is said after a request came back.
  await answered(`http://${loopbackFor(config.host)}:${port}/api/health/live`);
  phase('listenMs');
  // CPU time since the process began (start script included): unlike wall time, it hardly moves
  // when other programs share the machine, so before/after comparisons stay meaningful.
  const cpu = process.cpuUsage();
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  app.log.info({ ms: Math.round(performance.now() - started), cpuMs, database: database.kind, ...phases }, 'pronto');
  console.warn(
    `\n  Vetor rodando em ${url}${config.host === '127.0.0.1' ? ' (só neste computador; HOST=0.0.0.0 expõe na rede)' : ''}\n`,
  );
}

/** The address this process reaches its own listener on (a wildcard bind answers on loopback). */
function loopbackFor(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Resolves once `url` answers 200; a refused connection or another status is tried again shortly. */
async function answered(url: string): Promise<void> {
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

main().catch((error) => {
  // A folder the operator must fix is said in one line; anything else is a bug and keeps its stack.
  if (error instanceof DataDirError) console.error(error.message);
  else console.error('Falha ao iniciar o Vetor:', error);
  process.exit(1);
});
