import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config (validated once at start)', () => {
  it('has working defaults for the embedded setup', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetor-cfg-'));
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.toggleDefaults).toEqual({
      ai_search: true,
      prescriptions: true,
      // News is built: the Notícias tab and the home card are on unless turned off.
      news: true,
      purchases: true,
      algolia: false,
    });
    expect(c.versionPolicy).toEqual({ minimum: '5.0.0', latest: '5.12.2' });
    // No hosted chat without secret, provider and app id; ads never for PRO unless said so.
    expect(c.supportChat).toBeUndefined();
    expect(c.adsForPremium).toBe(false);
    expect(c.supportEmail).toBe('contato@vetor.app');
    const chat = loadConfig({
      DATA_DIR: dir,
      SUPPORT_CHAT_SECRET: 'segredo-com-16-ou-mais',
      SUPPORT_CHAT_PROVIDER: 'crisp',
      SUPPORT_CHAT_APP_ID: 'abc-123',
    });
    expect(chat.supportChat).toEqual({ provider: 'crisp', appId: 'abc-123', secret: 'segredo-com-16-ou-mais' });
  });
  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetor-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(a.jwtSecret).toString()).toBe(Buffer.from(b.jwtSecret).toString());
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(48);
  });
  it('says in one line that the data folder cannot be written, instead of a raw ENOTDIR or EROFS', () => {
    // Tests run as root, for whom chmod does not stop writes: a folder under a regular file fails for anyone.
    const file = join(mkdtempSync(join(tmpdir(), 'vetor-cfg-')), 'a-file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(
      new ConfigError(
        `Não foi possível gravar na pasta de dados ${dataDir}: parte do caminho é um arquivo, não uma pasta; corrija DATA_DIR. (Data folder not writable: ENOTDIR.)`,
      ),
    );
  });
  it('names every bad variable with what to fix', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        APP_VERSION_LATEST: 'latest',
        TOGGLE_NEWS: 'maybe',
        JWT_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'APP_VERSION_LATEST', 'TOGGLE_NEWS', 'JWT_SECRET'])
        expect(text).toContain(name);
      expect(text).toContain('Configuração inválida');
    }
  });
  it('reads lists and booleans', () => {
    const c = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'vetor-cfg-')),
      CORS_ORIGINS: 'https://a.com, https://b.com',
      TOGGLE_NEWS: 'true',
      API_KEYS: 'k1,k2',
    });
    expect(c.corsOrigins).toEqual(['https://a.com', 'https://b.com']);
    expect(c.toggleDefaults.news).toBe(true);
    expect(c.apiKeys).toEqual(['k1', 'k2']);
  });
  it('production seeds the public demo account only when asked for by name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetor-cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('takes CERTIFICATE_KEY as 32 bytes of hex or base64; production has none unless given', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vetor-cfg-'));
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ DATA_DIR: dir, CERTIFICATE_KEY: hex }).certificateKey?.toString('hex')).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATA_DIR: dir, CERTIFICATE_KEY: base64 }).certificateKey?.length).toBe(32);
    expect(() => loadConfig({ DATA_DIR: dir, CERTIFICATE_KEY: 'curta' })).toThrow(/CERTIFICATE_KEY/);
    expect(loadConfig({ DATA_DIR: dir }).certificateKey?.length).toBe(32);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).certificateKey).toBeNull();
  });
});

describe('docs/deploy.md', () => {
  it('lists every variable config.ts reads (node scripts/env-table.mjs writes the table)', () => {
    const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const schema = source.slice(source.indexOf('const envSchema = z.object({'), source.indexOf('export type Env'));
    const names = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(40);
    const guide = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
    expect(names.filter((name) => !guide.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
