import { ENTITLEMENTS } from '../platform/enums.js';

// The one answer to "may this user read premium?" (docs/architecture.md, seam "entitlements"). The names come
// from the entitlements the payment webhooks stored; no other code reads a plan name.

const PREMIUM = new Set<string>([ENTITLEMENTS.PRO, ENTITLEMENTS.DUO_OWNER, ENTITLEMENTS.DUO_SHARED]);

export function hasPremiumAccess(entitlements: readonly string[]): boolean {
  return entitlements.some((e) => PREMIUM.has(e));
}

/** Whether the user owns a duo plan (may share it with one person). */
export function isDuoOwner(entitlements: readonly string[]): boolean {
  return entitlements.includes(ENTITLEMENTS.DUO_OWNER);
}

/** Whether the user's PRO comes from someone else's duo plan (may leave it). */
export function isDuoRecipient(entitlements: readonly string[]): boolean {
  return entitlements.includes(ENTITLEMENTS.DUO_SHARED);
}
