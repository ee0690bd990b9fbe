import { api } from '../../../lib/api';

/** POST /purchases/portals: the customer portal's address for a website subscription. */
export async function createPortal(returnUrl: string): Promise<string> {
  const { session } = await api.post<{ session: { url: string } }>('/purchases/portals', { return_url: returnUrl });
  return session.url;
}
