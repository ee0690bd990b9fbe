import { message } from '@vetor/domain/messages';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showAlert } from '../../../lib/alerts';

/** An unknown calculator id: the generic error, then back (docs/product/calculators-patients-prescriptions-management.md §2); a direct visit has no page behind it, so home. */
export function CalculatorNotFound() {
  const navigate = useNavigate();
  // React Router keys the first location of a session 'default': there is no in-app page to go back to.
  const hasPrevious = useLocation().key !== 'default';
  const done = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; going back twice would leave the app.
    if (done.current) return;
    done.current = true;
    showAlert('error', message('ERROR'));
    if (hasPrevious) navigate(-1);
    else navigate('/home', { replace: true });
  }, [navigate, hasPrevious]);
  return null;
}
