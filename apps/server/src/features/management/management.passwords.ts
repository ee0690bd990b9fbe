// Editors' passwords: argon2id with the same costs as the app's accounts (docs/benchmarks.md).
import { hash, verify } from '@node-rs/argon2';

const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 65_536, timeCost: 2, parallelism: 1 };

export function hashEditorPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let decoy: Promise<string> | undefined;

/** An unknown user still costs one verification, so timing does not tell which users exist. */
export async function verifyEditorPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashEditorPassword('decoy-password-1');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
