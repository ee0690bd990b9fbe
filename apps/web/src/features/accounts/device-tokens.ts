import type { SessionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { DEVICE_TOKEN_HEADER } from '@vetor/domain/accounts/accounts.schemas';
import { normalizeEmail } from '@vetor/domain/accounts/sign-in.rules';
import { readJson, writeJson } from '../../lib/storage';

// This browser's trusted-device tokens, one per account (e-mail) that signed in here. Sent back with
// later sign-ins, a token keeps the owner's own browser out of the ceilings that strangers guessing
// the same address fill (docs/decisions/accounts-sign-in-abuse.md). They outlive logout on purpose:
// a logout ends the session, not the trust in the device. They open nothing by themselves.

const KEY = 'device-tokens';

function stored(): Record<string, string> {
  return readJson<Record<string, string>>(KEY) ?? {};
}

/** Keeps the device token a code or password sign-in answered with. */
export function rememberDevice(email: string, session: Pick<SessionResponse, 'deviceToken'>): void {
  if (!session.deviceToken) return;
  writeJson(KEY, { ...stored(), [normalizeEmail(email)]: session.deviceToken });
}

/** The header that proves this browser to the account of `email`, when it signed in here before. */
export function deviceHeaders(email: string): Record<string, string> {
  const token = stored()[normalizeEmail(email)];
  return token ? { [DEVICE_TOKEN_HEADER]: token } : {};
}
