import { useQuery } from '@tanstack/react-query';
import type { Toggles } from '@vetor/domain/platform/enums';
import { api } from './api';
import { useSessionUser } from './session';
import { readJson, writeJson } from './storage';

const OFF: Toggles = { ai_search: false, prescriptions: false, news: false, purchases: false, algolia: false };
const KEY = 'configuration/toggles';

// The last toggles the server gave this user are kept (cleared with every key at logout) and shown
// at once on the next start while the fresh ones are asked for: the home's cards (AI search,
// prescription, news) then do not appear late and push the page down (layout shift).
function remembered(uid: string | null): Toggles | undefined {
  const kept = readJson<{ uid: string | null; toggles: Toggles }>(KEY);
  return kept && kept.uid === uid ? kept.toggles : undefined;
}

function useTogglesQuery() {
  const user = useSessionUser();
  const uid = user?.uid ?? null;
  return useQuery({
    queryKey: ['toggles', uid],
    queryFn: async () => {
      const answer = await api.get<{ toggles: Toggles }>('/preferences/toggles', { auth: Boolean(user) });
      writeJson(KEY, { uid, toggles: answer.toggles });
      return answer;
    },
    // Initial data (not placeholder data): when the fresh answer equals the remembered one, the
    // query keeps the same object and no screen renders again (the whole home did, ≈250 ms on a
    // mid phone). Dated 0, it is stale at once, so the fresh toggles are still asked for.
    initialData: () => {
      const toggles = remembered(uid);
      return toggles ? { toggles } : undefined;
    },
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/** Feature toggles for the current user (global defaults with personal overrides). */
export function useToggles(): Toggles {
  return useTogglesQuery().data?.toggles ?? OFF;
}

/** The toggles, and whether they are known yet (fetched, or remembered from the last start). */
export function useTogglesState(): { toggles: Toggles; known: boolean } {
  const query = useTogglesQuery();
  return { toggles: query.data?.toggles ?? OFF, known: query.data !== undefined || query.isError };
}
