import type { OfferingProduct } from '@vetor/domain/subscriptions/subscriptions.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts';
import { confirmStore, settleConfirm } from '../../lib/dialogs';
import { paywallStore } from '../../lib/paywall';
import { clearSession, signIn } from '../../lib/session';
import { FALLBACK_PRODUCT } from './api/offerings';
import { startPurchase } from './purchase-flow';
import { purchaseUiStore } from './purchase-store';

// docs/product/platform-accounts-subscription.md §4 Purchase on the web. The network is the boundary: fetch answers like the API.

type Call = { url: string; body: unknown };
let calls: Call[];
const product: OfferingProduct = { ...FALLBACK_PRODUCT, id: 'price_1' };
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  clearSession();
  alertStore.set(null);
  purchaseUiStore.set({ registration: null, success: null, busy: false });
  vi.stubGlobal('location', {
    ...window.location,
    assign: vi.fn(),
    origin: 'http://vetor.test',
    pathname: '/home',
    search: '',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(handler: (url: string, body: unknown) => Response) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    return handler(url, body);
  });
}

const registered = { uid: 'u1', email: 'a@b.com', cpf: '52998224725', nationality: 0 };

describe('startPurchase', () => {
  it('with purchases toggled off shows the alert with a continue button and buys nothing', async () => {
    signIn(registered, 'tok', Date.now() + 3_600_000);
    stubFetch(() => answer({}));
    const done = startPurchase(product, { purchasesEnabled: false, goUpdate: () => {} });
    await vi.waitFor(() => expect(confirmStore.get()?.confirmLabel).toBe('Continuar'));
    expect(confirmStore.get()?.cancelLabel).toBeNull();
    settleConfirm(true);
    await done;
    expect(calls).toEqual([]);
  });

  it('an already premium user goes to the update route', async () => {
    signIn({ ...registered, isPremium: true }, 'tok', Date.now() + 3_600_000);
    stubFetch(() => answer({}));
    const goUpdate = vi.fn();
    await startPurchase(product, { purchasesEnabled: true, goUpdate });
    expect(goUpdate).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('without CPF and nationality opens the registration dialog first; closing it stops the purchase', async () => {
    signIn({ uid: 'u1', email: 'a@b.com' }, 'tok', Date.now() + 3_600_000);
    stubFetch(() => answer({}));
    const done = startPurchase(product, { purchasesEnabled: true, goUpdate: () => {} });
    await vi.waitFor(() => expect(purchaseUiStore.get().registration).not.toBeNull());
    purchaseUiStore.get().registration?.resolve(false);
    await done;
    expect(calls).toEqual([]);
  });

  it('creates the checkout with the return addresses and goes to it', async () => {
    signIn(registered, 'tok', Date.now() + 3_600_000);
    paywallStore.set({ open: true, next: '/item/x' });
    stubFetch(() => answer({ checkoutSessionId: 'cs_1', url: 'http://sandbox/checkout/cs_1' }));
    await startPurchase(product, { purchasesEnabled: true, next: '/item/x', goUpdate: () => {} });
    expect(calls[0]?.url).toBe('/api/purchases/checkouts');
    expect(calls[0]?.body).toEqual({
      price: 'price_1',
      cupom: null,
      success_url: 'http://vetor.test/home?purchase=success&next=%2Fitem%2Fx',
      cancel_url: 'http://vetor.test/home',
    });
    expect(window.location.assign).toHaveBeenCalledWith('http://sandbox/checkout/cs_1');
  });

  it('retries the setup 3 times at 2 s on a server failure, then shows "ERROR - Cod: {code}"', async () => {
    vi.useFakeTimers();
    signIn(registered, 'tok', Date.now() + 3_600_000);
    stubFetch(() => answer({ code: 'PURCHASE_ERROR', message: 'x' }, 502));
    const done = startPurchase(product, { purchasesEnabled: true, goUpdate: () => {} });
    await vi.advanceTimersByTimeAsync(4_100);
    await done;
    expect(calls.filter((c) => c.url === '/api/purchases/checkouts')).toHaveLength(3);
    expect(alertStore.get()?.message).toBe('ERROR - Cod: PURCHASE_ERROR');
  });

  it('does not retry a refusal and shows its message', async () => {
    signIn(registered, 'tok', Date.now() + 3_600_000);
    stubFetch(() => answer({ code: 'INVALID_COUPON', message: 'Cupom inválido ou expirado.' }, 400));
    await startPurchase(product, { purchasesEnabled: true, cupom: 'X', goUpdate: () => {} });
    expect(calls).toHaveLength(1);
    expect(alertStore.get()?.message).toBe('Cupom inválido ou expirado.');
  });
});
