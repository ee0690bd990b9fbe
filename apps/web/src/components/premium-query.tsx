import { Center, Loader, Text } from '@mantine/core';
import { message } from '@vetor/domain/messages';
import { type ReactElement, useEffect } from 'react';
import { ApiError, alertError } from '../lib/api';
import { openPaywall } from '../lib/paywall';
import { PremiumLocked } from './premium-locked';

// The data a PRO-only tool (differential diagnosis, interactions) loads first: the server answers
// 403 to a free user, which opens the purchase dialog and locks the screen (docs/product/content-and-study.md §6).

export function isForbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/** A 403 opens the purchase dialog; any other failure shows the generic alert. */
export function usePremiumQueryErrors(error: unknown): void {
  useEffect(() => {
    if (isForbidden(error)) openPaywall(error.message);
    else if (error) alertError(error);
  }, [error]);
}

/**
 * What the tool shows instead of itself: the lock after a 403 (even over data kept from before),
 * a loader while the data comes, the generic error if it could not. Null once the data is there.
 */
export function premiumQueryGate(
  query: { data: unknown; error: unknown; isError: boolean },
  loadingLabel: string,
): ReactElement | null {
  if (isForbidden(query.error)) return <PremiumLocked reason={query.error.message} />;
  if (query.data) return null;
  return (
    <Center h="30vh">{query.isError ? <Text>{message('ERROR')}</Text> : <Loader aria-label={loadingLabel} />}</Center>
  );
}
