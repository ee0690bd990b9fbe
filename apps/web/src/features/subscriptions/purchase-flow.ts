// The purchase flow of docs/product/platform-accounts-subscription.md §4 on the web: toggle check, premium check, the registration dialog
// when CPF and nationality are missing, the checkout session (setup retried 3 times at 2 s), the
// redirect to the checkout page, and on return the success dialog, 6 s wait and token refresh.
import { message } from '@vetor/domain/messages';
import { RETRIES, TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import type { OfferingProduct } from '@vetor/domain/subscriptions/subscriptions.schemas';
import { showAlert } from '../../lib/alerts';
import { ApiError, api, freshToken } from '../../lib/api';
import { confirm } from '../../lib/dialogs';
import { markRecentPurchase, type SessionUser, sessionStore, updateUser } from '../../lib/session';
import { createCheckout, getCheckout } from './api/checkouts';
import { purchaseUiStore } from './purchase-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the registration dialog and resolves once it is saved (true) or closed (false). */
function askRegistration(): Promise<boolean> {
  return new Promise((resolve) => purchaseUiStore.set((s) => ({ ...s, registration: { resolve } })));
}

function needsRegistration(user: SessionUser): boolean {
  const cpf = user.cpf as string | null | undefined;
  const nationality = user.nationality as number | null | undefined;
  return !cpf && (nationality === null || nationality === undefined);
}

/** Shows a purchase failure the way the spec lists them (§8). */
export async function showPurchaseError(error: unknown): Promise<void> {
  if (error instanceof ApiError) {
    if (error.code === 'PURCHASE_ANOTHER_ACCOUNT') {
      await confirm({ title: 'Compra vinculada', message: error.message, confirmLabel: 'Entendi', cancelLabel: null });
      return;
    }
    if (error.code === 'ERROR_NETWORK' || error.code === 'OFFLINE') {
      showAlert('network', message('ERROR_NETWORK'));
      return;
    }
    if (
      ['SUBSCRIPTION_ALREADY_ACTIVE', 'INVALID_COUPON', 'PRICE_NOT_FOUND', 'PURCHASES_DISABLED'].includes(error.code)
    ) {
      showAlert('error', error.message);
      return;
    }
    showAlert('error', message('PURCHASE_ERROR_CODE', { code: error.code }));
    return;
  }
  showAlert('error', message('PURCHASE_ERROR'));
}

export interface PurchaseOptions {
  purchasesEnabled: boolean;
  /** Where the user wanted to go (the premium page that opened the dialog). */
  next?: string | undefined;
  cupom?: string | null;
  /** Goes to the route "update" when the user already is premium. */
  goUpdate: () => void;
}

/** Starts a purchase of a product; resolves when the browser leaves for the checkout or the flow stops. */
export async function startPurchase(product: OfferingProduct, options: PurchaseOptions): Promise<void> {
  if (!options.purchasesEnabled) {
    await confirm({
      title: 'Assinaturas',
      message: message('PURCHASES_DISABLED'),
      confirmLabel: 'Continuar',
      cancelLabel: null,
    });
    return;
  }
  const user = sessionStore.get().user;
  if (!user) return;
  if (user.isPremium) {
    options.goUpdate();
    return;
  }
  if (needsRegistration(user) && !(await askRegistration())) return;

  const origin = window.location.origin;
  const here = `${window.location.pathname}${window.location.search}`;
  const success = new URL('/home', origin);
  success.searchParams.set('purchase', 'success');
  if (options.next) success.searchParams.set('next', options.next);
  purchaseUiStore.set((s) => ({ ...s, busy: true }));
  try {
    let lastError: unknown;
    for (let attempt = 0; attempt < RETRIES.purchaseSetup; attempt++) {
      try {
        const { url } = await createCheckout({
          price: product.id,
          cupom: options.cupom ?? null,
          success_url: success.toString(),
          cancel_url: new URL(here, origin).toString(),
        });
        window.location.assign(url);
        return;
      } catch (error) {
        lastError = error;
        const retryable = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
        if (!retryable) break;
        if (attempt < RETRIES.purchaseSetup - 1) await sleep(TIMEOUTS_MS.purchaseSetupRetryInterval);
      }
    }
    await showPurchaseError(lastError);
  } finally {
    purchaseUiStore.set((s) => ({ ...s, busy: false }));
  }
}

/**
 * Back from the checkout page with a session id: the success dialog, the 6 s wait for the webhook,
 * the token refresh with the new entitlements, then the recent-purchase mark. A checkout that did
 * not complete (the user left the page) is silent.
 */
export async function finishPurchase(sessionId: string, next: string | null, refresh: () => void): Promise<void> {
  let status: Awaited<ReturnType<typeof getCheckout>>;
  try {
    status = await getCheckout(sessionId);
  } catch {
    return;
  }
  if (status.status !== 'complete') return;
  purchaseUiStore.set((s) => ({ ...s, success: { phase: 'confirming', next } }));
  await sleep(TIMEOUTS_MS.purchasePostSuccessWait);
  markRecentPurchase();
  try {
    await freshToken();
    const { user } = await api.get<{ user: SessionUser }>('/login/users/me');
    updateUser(user);
  } catch {
    // The next call renews the token again (the recent-purchase mark stays until a renewal works).
  }
  refresh();
  purchaseUiStore.set((s) => ({ ...s, success: { phase: 'done', next } }));
  if (!sessionStore.get().user?.isPremium) showAlert('info', message('PURCHASE_PENDING'));
}
