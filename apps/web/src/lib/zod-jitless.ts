// Zod compiles object parsers with `new Function` when it may; to find out, it tries one, which our
// CSP (script-src without 'unsafe-eval', apps/server/src/plugins/security.ts) refuses and Chrome
// reports as an inspector issue (Lighthouse best practices). With `jitless` zod skips the probe and
// parses without compiling, fast enough for our answers, and the policy stays strict.
// Zod keeps its settings on globalThis.__zod_globalConfig (zod/v4/core/core.js) and reads it when
// its first schema is built; setting it here, before zod is loaded (its chunk is lazy), costs the
// entry a few bytes where importing `config` from zod pulled 4 KB of zod into it.
// zod-jitless.test.ts checks zod still honours it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
