import { message } from '@vetor/domain/messages';
import { useEffect } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { showAlert } from '../../lib/alerts';
import { ApiError, alertError } from '../../lib/api';
import { openPaywall } from '../../lib/paywall';

// What a content page does when its load fails (docs/product/content-and-study.md §8): 403 opens the purchase flow, anything
// else shows the error; then the user goes back where they came from.

export function goBack(navigate: NavigateFunction): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) navigate(-1);
  else navigate('/home', { replace: true });
}

export function useLoadFailure(error: unknown, text?: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 403) openPaywall(error.message || message('PREMIUM_REQUIRED'));
    else if (text && !(error instanceof ApiError && (error.code === 'ERROR_NETWORK' || error.code === 'OFFLINE')))
      showAlert('error', text);
    else alertError(error);
    goBack(navigate);
  }, [error, text, navigate]);
}
