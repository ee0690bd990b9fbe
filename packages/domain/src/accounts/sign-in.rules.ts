// The sign-in rules (docs/product/platform-accounts-subscription.md §5), apart from the rest so the sign-in screen loads only these and
// not the country list, CEP ranges and CPF checks the registration needs. accounts.rules re-exports them.
import { LIMITS } from '../platform/constants.js';

export const EMAIL_MAX_LENGTH = 254;
// The usual "something@domain.tld" pattern: no spaces, one @, a dot in the domain, a 2+ letter TLD.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

// Control characters and lone UTF-16 surrogates cannot be stored as PostgreSQL text and mean nothing
// in a name or an address, so every free-text field refuses them.
const UNSTORABLE = /[\p{Cc}\p{Cs}]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) && isStorableText(email);
}

/** 6–30 characters, at least one letter and one digit, no whitespace. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMin &&
    value.length <= LIMITS.passwordMax &&
    /\p{L}/u.test(value) &&
    /\d/.test(value) &&
    !/\s/.test(value)
  );
}

/** 4 digits whose value is 1000–9999; until then the verify button stays disabled. */
export function isValidEmailCode(value: string): boolean {
  if (!/^\d{4}$/.test(value)) return false;
  const n = Number(value);
  return n >= LIMITS.emailCodeMin && n <= LIMITS.emailCodeMax;
}

/** docs/product/platform-accounts-subscription.md §4 After sign-in: complete when displayName, questions, birthday and (nationality or cpf). */
export function isProfileComplete(user: {
  displayName?: string | null;
  questions?: unknown;
  birthday?: string | null;
  nationality?: number | null;
  cpf?: string | null;
}): boolean {
  return Boolean(
    user.displayName &&
      user.questions &&
      user.birthday &&
      (user.nationality !== null && user.nationality !== undefined ? true : user.cpf),
  );
}
