import { useQueryClient } from '@tanstack/react-query';
import { message } from '@vetor/domain/messages';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError, api, freshToken } from '../../../lib/api';
import { retryableLazy } from '../../../lib/retryable-lazy';
import { markRecentPurchase, type SessionUser, updateUser } from '../../../lib/session';
import { useStore } from '../../../lib/store';
import { duo } from '../api/duo';
import { finishPurchase } from '../purchase-flow';
import { purchaseUiStore } from '../purchase-store';

// Mounted while a purchase asks for them, and loaded then: with them Mantine's Modal (lib/lazy-dialog.tsx says why).
const RegistrationDialog = retryableLazy(() =>
  import('./registration-dialog').then((m) => ({ default: m.RegistrationDialog })),
);
const SuccessDialog = retryableLazy(() => import('./success-dialog').then((m) => ({ default: m.SuccessDialog })));

/** Refreshes the token with the new entitlements and the stored user (after a duo change). */
export async function refreshEntitlements(): Promise<void> {
  markRecentPurchase();
  await freshToken();
  const { user } = await api.get<{ user: SessionUser }>('/login/users/me');
  updateUser(user);
}

/**
 * Mounted by the shell for signed-in pages: the purchase dialogs, the return from the checkout
 * (?purchase=success&session_id=…) and the duo invitation link on home (?va_pro_duo_owner=…, cleared
 * once read).
 */
export function PurchaseLayer() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ui = useStore(purchaseUiStore);
  const handled = useRef(new Set<string>());

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const sessionId = params.get('session_id');
    const owner = params.get('va_pro_duo_owner');
    if (location.pathname !== '/home' || (!sessionId && !owner)) return;
    const key = `${sessionId ?? ''}|${owner ?? ''}`;
    if (handled.current.has(key)) return;
    handled.current.add(key);
    const next = params.get('next');
    for (const k of ['session_id', 'purchase', 'next', 'va_pro_duo_owner']) params.delete(k);
    const rest = params.toString();
    navigate(`/home${rest ? `?${rest}` : ''}`, { replace: true });
    if (sessionId) void finishPurchase(sessionId, next, () => void queryClient.invalidateQueries());
    if (owner) {
      void (async () => {
        try {
          await duo({ action: 'manage', va_pro_duo_owner: owner });
          await refreshEntitlements();
          await queryClient.invalidateQueries();
          showAlert('success', message('DUO_ACCEPTED'));
        } catch (error) {
          if (error instanceof ApiError && error.code === 'DUO_OWNER_LINK_NOT_FOUND') showAlert('error', error.message);
          else alertError(error);
        }
      })();
    }
  }, [location.pathname, location.search, navigate, queryClient]);

  return (
    <Suspense fallback={null}>
      {ui.registration !== null && <RegistrationDialog />}
      {ui.success !== null && <SuccessDialog />}
    </Suspense>
  );
}
