import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { openPaywall } from '../../../lib/paywall';

/** /checkouts has no screen of its own (spec 1 §2): it opens the purchase dialog over home. */
export default function CheckoutsRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    // The history changes at once, so the dialog's "next" page is home rather than this route.
    navigate('/home', { replace: true });
    openPaywall('Assine o Vetor PRO e tenha acesso a todo o conteúdo.');
  }, [navigate]);
  return null;
}
