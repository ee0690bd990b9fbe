import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { openPaywall } from '../../../lib/paywall';

/** /checkouts has no screen of its own (spec 1 §2): it opens the purchase dialog over home. */
export default function CheckoutsRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/home', { replace: true });
    // After the navigation, so "next" is home rather than this route.
    const timer = setTimeout(() => openPaywall('Assine o Vetor PRO e tenha acesso a todo o conteúdo.'), 0);
    return () => clearTimeout(timer);
  }, [navigate]);
  return null;
}
