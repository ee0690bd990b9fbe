import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidEditorPassword } from '@vetor/domain/management/management-ops.schemas';
import { isVersion } from '@vetor/domain/preferences/version-policy';
import { z } from 'zod';
import { DataDirError, explainDataDirFailure } from './lib/data-dir.js';

// The only place that reads process.env (docs/architecture.md, convention 7). Everything else receives a Config.

const here = dirname(fileURLToPath(import.meta.url));
/** Repository root: apps/server/src (or dist) → ../../.. */
export const REPO_ROOT = resolve(here, '..', '..', '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'use true ou false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const version = z.string().refine(isVersion, 'use uma versão como 5.12.2');
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `use uma URL ${protocols.join(' ou ')}`,
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Loopback by default, so a laptop on a clinic's Wi-Fi serves no one else; 0.0.0.0 exposes it. */
  HOST: z.string().default('127.0.0.1'),
  /**
   * Which proxies may name the client in X-Forwarded-For: empty or 'false' (none, the default), a
   * hop count ('1'), or a comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .refine((v) => v !== 'true', 'use o número de proxies ou a lista de endereços deles, nunca true'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  /** The ViaCEP-compatible service the CEP lookup asks (a local peer in tests); "off" uses only CEP ranges. */
  CEP_LOOKUP_URL: z.union([z.literal('off'), url(['http:', 'https:'])]).optional(),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  JWT_SECRET: z.string().min(32, 'precisa de ao menos 32 caracteres').optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Vetor <nao-responda@vetor.app>'),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /** s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=…&forcePathStyle=true (s3+http:// for plain HTTP). */
  S3_URL: z
    .string()
    .refine((v) => parseS3Url(v) !== null, 'use s3://CHAVE:SEGREDO@host:porta/bucket?region=…')
    .optional(),
  APP_VERSION_MINIMUM: version.default('5.0.0'),
  APP_VERSION_LATEST: version.default('5.12.2'),
  TOGGLE_AI_SEARCH: bool.default(true),
  TOGGLE_PRESCRIPTIONS: bool.default(true),
  TOGGLE_NEWS: bool.default(true),
  TOGGLE_PURCHASES: bool.default(true),
  TOGGLE_ALGOLIA: bool.default(false),
  CORS_ORIGINS: z.string().default(''),
  API_KEYS: z.string().default(''),
  /** Identity-verification secret of the hosted support chat; with a provider and an app id, the chat starts. */
  SUPPORT_CHAT_SECRET: z.string().min(16, 'precisa de ao menos 16 caracteres').optional(),
  SUPPORT_CHAT_PROVIDER: z.enum(['intercom', 'crisp']).optional(),
  SUPPORT_CHAT_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{2,64}$/, 'use o id do aplicativo do provedor')
    .optional(),
  /** Where "Fale conosco" messages go. */
  SUPPORT_EMAIL: z.email('use um e-mail válido').default('contato@vetor.app'),
  /** Ads are never shown to PRO users unless this deployment says so. */
  ADS_FOR_PREMIUM: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** PDFs rendered at once, each in a worker thread; default: the cores but one, 1 to 4. */
  PDF_THREADS: z.coerce.number().int().min(1).max(32).optional(),
  /** Two-person review: the editor who wrote a version may not approve it. */
  MANAGEMENT_REQUIRE_REVIEWER: z.enum(['true', 'false']).default('false'),
  /**
   * Optional bootstrap of a first management administrator at start (containers, e2e): created only
   * when no editor has that user. Both must be given; there is no default password.
   */
  MANAGEMENT_ADMIN_USER: z.string().min(3).max(60).optional(),
  MANAGEMENT_ADMIN_PASSWORD: z
    .string()
    .refine(isValidEditorPassword, 'ao menos 10 caracteres, com letras e números')
    .optional(),
  /** How long the content health page waits for each reference link it checks. */
  MANAGEMENT_LINK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Sign-in and e-mail-code attempts allowed per IP and per e-mail in 15 minutes. */
  LOGIN_RATE_LIMIT_IP: z.coerce.number().int().positive().default(100),
  LOGIN_RATE_LIMIT_EMAIL: z.coerce.number().int().positive().default(10),
  /** Bearer token a scraper elsewhere sends to GET /metrics; without it, only this machine reads them. */
  METRICS_TOKEN: z.string().min(16, 'precisa de ao menos 16 caracteres').optional(),
  /**
   * Whether each start applies pending migrations. With several instances, set false and run
   * `npm run db:migrate -w @vetor/server` (or the image's migrate command) once per deploy instead.
   */
  MIGRATE_ON_START: bool.default(true),
  /** After SIGTERM, how long readiness says 503 before the server stops accepting (the balancer's notice). */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps', 'web', 'dist')),
  SEED: bool.default(true),
  /** The public PRO demo account (README): on by default except in production, where it is asked for by name. */
  SEED_DEMO: bool.optional(),
  /** Any OpenAI-compatible endpoint for AI answers; without it answers are extractive. */
  LLM_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Without it, the local payment sandbox answers the Stripe calls (docs/architecture.md, "Real parts"). */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'use a chave secreta sk_… do Stripe').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'use o segredo whsec_… do webhook').optional(),
  /** Port of the local payment sandbox (0 picks a free one). */
  STRIPE_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  STRIPE_SANDBOX_HOST: z.string().default('127.0.0.1'),
  /** The sandbox gives PRO without payment: on by default except in production. */
  STRIPE_SANDBOX: bool.optional(),
  /**
   * 32 bytes (base64 or 64 hex digits) that encrypt the vets' signing certificates at rest. Kept out
   * of the database on purpose: a copy of the database alone opens no certificate.
   */
  CERTIFICATE_KEY: z
    .string()
    .refine((v) => certificateKeyBytes(v) !== null, 'use 32 bytes em base64 ou 64 dígitos hexadecimais')
    .optional(),
  /** The Authorization header the store subscription service (RevenueCat) sends to our webhook. */
  STORE_WEBHOOK_AUTH: z.string().min(16, 'precisa de ao menos 16 caracteres').optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  trustProxy: false | number | string[];
  publicUrl: string | undefined;
  /** ViaCEP-compatible base URL, or null: CEPs give only their state (no network at all). */
  cepLookupUrl: string | null;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Where the files plugin keeps bytes when S3_URL is not set. */
  filesDir: string;
  s3: S3Config | undefined;
  versionPolicy: { minimum: string; latest: string };
  toggleDefaults: Record<'ai_search' | 'prescriptions' | 'news' | 'purchases' | 'algolia', boolean>;
  corsOrigins: string[];
  apiKeys: string[];
  /** The hosted chat to start for signed-in users; undefined: the contact form. */
  supportChat: { provider: 'intercom' | 'crisp'; appId: string; secret: string } | undefined;
  supportEmail: string;
  adsForPremium: boolean;
  rateLimitMax: number;
  /** Undefined: lib/pdf/pdf-pool.ts picks from the cores. */
  pdfThreads: number | undefined;
  managementRequireReviewer: boolean;
  managementAdmin: { user: string; password: string } | undefined;
  managementLinkTimeoutMs: number;
  loginRateLimit: { perIp: number; perEmail: number };
  /** Undefined: /metrics answers only direct connections from this machine. */
  metricsToken: string | undefined;
  migrateOnStart: boolean;
  /** Readiness-off time before closing on SIGTERM (5 s in production, 0 elsewhere by default). */
  drainDelayMs: number;
  logLevel: string;
  webDist: string;
  seed: boolean;
  /** Seed the PRO demo account with the library (never by default in production: its password is public). */
  seedDemo: boolean;
  /**
   * AES-256 key of the stored signing certificates; null in production without CERTIFICATE_KEY, where
   * uploading or signing answers CERTIFICATE_UNAVAILABLE (docs/decisions/prescriptions-signature.md).
   */
  certificateKey: Buffer | null;
  /** null: extractive AI answers only. */
  llm: { url: string; apiKey: string; model: string; timeoutMs: number } | null;
  payments: {
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    sandboxPort: number;
    sandboxHost: string;
    /** Whether the local sandbox runs when there is no Stripe key. */
    sandbox: boolean;
    storeWebhookAuth: string | undefined;
  };
}

export class ConfigError extends Error {}

export interface S3Config {
  /** http(s)://host[:port] of the S3-compatible service. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Prepended to every key ('' or ending in '/'), so one bucket can hold several environments. */
  keyPrefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** host/bucket/key instead of bucket.host/key (MinIO, s3rver and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** S3_URL → S3Config, or null when it lacks credentials, a host or a bucket. */
export function parseS3Url(value: string): S3Config | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (u.protocol !== 's3:' && u.protocol !== 's3+http:') return null;
  const [bucket, ...rest] = u.pathname.split('/').filter(Boolean);
  if (!u.hostname || !u.username || !u.password || !bucket) return null;
  const forcePathStyle = u.searchParams.get('forcePathStyle');
  if (forcePathStyle !== null && forcePathStyle !== 'true' && forcePathStyle !== 'false') return null;
  return {
    endpoint: `${u.protocol === 's3:' ? 'https' : 'http'}://${u.host}`,
    region: u.searchParams.get('region') ?? 'us-east-1',
    bucket,
    keyPrefix: rest.length ? `${rest.join('/')}/` : '',
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
    forcePathStyle: forcePathStyle === 'true',
  };
}

/** Validates the environment once; a bad variable stops the start with its name and what to fix. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Configuração inválida:\n  - STRIPE_WEBHOOK_SECRET: obrigatório junto com STRIPE_SECRET_KEY');
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    trustProxy: trustProxy(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL,
    // Tests never reach the network: off unless a test names its local peer.
    cepLookupUrl:
      e.CEP_LOOKUP_URL === 'off'
        ? null
        : (e.CEP_LOOKUP_URL ?? (e.NODE_ENV === 'test' ? null : 'https://viacep.com.br/ws')),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? persistedSecret(dataDir)),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    filesDir: join(dataDir, 'files'),
    s3: e.S3_URL ? (parseS3Url(e.S3_URL) ?? undefined) : undefined,
    versionPolicy: { minimum: e.APP_VERSION_MINIMUM, latest: e.APP_VERSION_LATEST },
    toggleDefaults: {
      ai_search: e.TOGGLE_AI_SEARCH,
      prescriptions: e.TOGGLE_PRESCRIPTIONS,
      news: e.TOGGLE_NEWS,
      purchases: e.TOGGLE_PURCHASES,
      algolia: e.TOGGLE_ALGOLIA,
    },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    apiKeys: e.API_KEYS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    supportChat:
      e.SUPPORT_CHAT_SECRET && e.SUPPORT_CHAT_PROVIDER && e.SUPPORT_CHAT_APP_ID
        ? { provider: e.SUPPORT_CHAT_PROVIDER, appId: e.SUPPORT_CHAT_APP_ID, secret: e.SUPPORT_CHAT_SECRET }
        : undefined,
    supportEmail: e.SUPPORT_EMAIL,
    adsForPremium: e.ADS_FOR_PREMIUM,
    rateLimitMax: e.RATE_LIMIT_MAX,
    pdfThreads: e.PDF_THREADS,
    managementRequireReviewer: e.MANAGEMENT_REQUIRE_REVIEWER === 'true',
    managementAdmin:
      e.MANAGEMENT_ADMIN_USER && e.MANAGEMENT_ADMIN_PASSWORD
        ? { user: e.MANAGEMENT_ADMIN_USER, password: e.MANAGEMENT_ADMIN_PASSWORD }
        : undefined,
    managementLinkTimeoutMs: e.MANAGEMENT_LINK_TIMEOUT_MS,
    loginRateLimit: { perIp: e.LOGIN_RATE_LIMIT_IP, perEmail: e.LOGIN_RATE_LIMIT_EMAIL },
    metricsToken: e.METRICS_TOKEN,
    migrateOnStart: e.MIGRATE_ON_START,
    drainDelayMs: e.DRAIN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    seed: e.SEED,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    certificateKey: e.CERTIFICATE_KEY
      ? certificateKeyBytes(e.CERTIFICATE_KEY)
      : e.NODE_ENV === 'production'
        ? null
        : DEV_CERTIFICATE_KEY,
    llm: e.LLM_URL
      ? { url: e.LLM_URL, apiKey: e.LLM_API_KEY ?? 'none', model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
      : null,
    payments: {
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      sandboxPort: e.STRIPE_SANDBOX_PORT,
      sandboxHost: e.STRIPE_SANDBOX_HOST,
      sandbox: e.STRIPE_SANDBOX ?? e.NODE_ENV !== 'production',
      storeWebhookAuth: e.STORE_WEBHOOK_AUTH,
    },
  };
}

/**
 * Outside production a fixed, public key keeps development and tests working with no setup; it
 * protects nothing, which is why production never falls back to it.
 */
const DEV_CERTIFICATE_KEY = Buffer.alloc(32, 'vetor-dev-certificate-key');

/** 64 hex digits or base64 of exactly 32 bytes → the key; anything else → null. */
export function certificateKeyBytes(value: string): Buffer | null {
  const v = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  return bytes.length === 32 ? bytes : null;
}

function trustProxy(value: string): false | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Without JWT_SECRET a random one is generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
  } catch (error) {
    // A read-only or full data folder is the operator's to fix: one line, not a raw EROFS.
    const explained = explainDataDirFailure(error, dataDir);
    throw explained instanceof DataDirError ? new ConfigError(explained.message) : explained;
  }
  return secret;
}
