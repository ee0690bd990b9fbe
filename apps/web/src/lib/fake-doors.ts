import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { api } from './api';

/**
 * POST /preferences/fake-doors (docs/product/platform-accounts-subscription.md §7: resource, confirm): a signed-in user's answer on an area
 * that is not built yet, "would you use it?". Shared by every "em breve" page.
 */
export const sendFakeDoor = (resource: string, confirm: boolean) =>
  api.post<{ success: boolean }>(
    '/preferences/fake-doors',
    { resource, confirm },
    { timeoutMs: TIMEOUTS_MS.fakeDoors },
  );
