import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paywallStore } from '../../../lib/paywall';

/** /checkouts has no screen of its own (docs/product/platform-accounts-subscription.md §2): it opens the purchase dialog over home. */
export default function CheckoutsRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/home', { replace: true });
    // After the purchase the user lands on home, not back on this route (which would open it again).
    paywallStore.set({ open: true, reason: 'Assine o Vetor PRO e tenha acesso a todo o conteúdo.', next: '/home' });
  }, [navigate]);
  return null;
}
