import { useQuery } from '@tanstack/react-query';
import type { Toggles } from '@vetor/domain/platform/enums';
import { api } from './api';
import { useSession } from './session';

const OFF: Toggles = { ai_search: false, prescriptions: false, news: false, purchases: false, algolia: false };

/** Feature toggles for the current user (global defaults with personal overrides). */
export function useToggles(): Toggles {
  const { user } = useSession();
  const query = useQuery({
    queryKey: ['toggles', user?.uid ?? null],
    queryFn: () => api.get<{ toggles: Toggles }>('/preferences/toggles', { auth: Boolean(user) }),
    staleTime: 5 * 60_000,
  });
  return query.data?.toggles ?? OFF;
}
