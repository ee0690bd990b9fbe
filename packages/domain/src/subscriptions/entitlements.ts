import { ENTITLEMENTS } from '../platform/enums.js';

// The one place that decides premium access from an account's entitlements. The server's auth
// plugin asks it for request.user.isPremium; nothing else reads a plan name. The subscriptions
// feature will feed the entitlements (store purchases, sandbox checkout); this rule stays.

const PREMIUM = new Set<string>([ENTITLEMENTS.PRO, ENTITLEMENTS.DUO_OWNER, ENTITLEMENTS.DUO_SHARED]);

/** May an account holding these entitlements read premium content? */
export function hasPremiumAccess(entitlements: readonly string[]): boolean {
  return entitlements.some((e) => PREMIUM.has(e));
}
