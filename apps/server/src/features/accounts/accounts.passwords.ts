// Password hashing with argon2id. Cost chosen on the reference machine (2 vCPU): m = 64 MiB, t = 2,
// p = 1 verifies in about 40 ms, so a password sign-in stays far below the 150 ms p50 budget while
// costing an attacker 64 MiB per guess (above OWASP's 19 MiB/t=2 floor). See docs/benchmarks.md.
import { hash, verify } from '@node-rs/argon2';

/** algorithm 2 is Argon2id in @node-rs/argon2's const enum (not importable under verbatimModuleSyntax). */
export const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 65_536, timeCost: 2, parallelism: 1 };
const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash made with other costs is redone after a successful sign-in, so raising the cost needs no migration. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PARAMS);
}

// Verifying against a throwaway hash when the account has no password keeps the answer time the
// same, so timing does not tell which e-mails have passwords.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-1');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
