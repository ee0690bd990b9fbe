import { ENTITLEMENTS } from '@vetor/domain/platform/enums';
import type { SeedStep } from '../../db/seed-step.js';
import { saveCustomer, subscriptionById, upsertSubscription } from './subscriptions.repository.js';
import { type AccountLink, syncEntitlements } from './subscriptions.service.js';

export const DEMO_SUBSCRIPTION_ID = 'sub_sandbox_demo_pro';

/**
 * The demo PRO account (README) keeps PRO through a seeded sandbox subscription, applied like any
 * other: the entitlement comes from the subscription, not from the account record.
 */
export function seedDemoSubscription(
  email: string,
  link: (db: Parameters<SeedStep>[0]['db']) => AccountLink & { uidOfEmail(email: string): Promise<string | null> },
): SeedStep {
  return async (database, log) => {
    const account = link(database.db);
    const uid = await account.uidOfEmail(email);
    if (!uid) return;
    if (!(await subscriptionById(database.db, DEMO_SUBSCRIPTION_ID))) {
      await upsertSubscription(database.db, {
        id: DEMO_SUBSCRIPTION_ID,
        uid,
        provider: 'stripe',
        store: 'website',
        entitlement: ENTITLEMENTS.PRO,
        productId: 'va_pro_monthly',
        customerId: 'cus_sandbox_demo',
        status: 'active',
        // A demo that never lapses: the sandbox's renewals are not replayed after a restart.
        currentPeriodEnd: new Date('2099-12-31T23:59:59Z'),
        cancelAtPeriodEnd: false,
        renews: true,
        stateAt: 0,
      });
      await saveCustomer(database.db, uid, 'cus_sandbox_demo');
      log.info({ email }, 'assinatura PRO de demonstração (sandbox) criada');
    }
    await syncEntitlements({ db: database.db, account }, uid);
  };
}
