import { useQuery } from '@tanstack/react-query';
import { adTarget } from '@vetor/domain/ads/ads.rules';
import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { fetchAds, postAdClick } from '../../lib/ads';
import { retryableLazy } from '../../lib/retryable-lazy';
import { useSessionUser } from '../../lib/session';
import { createStore } from '../../lib/store';
import { viewportWidth as width } from '../../lib/viewport';
import { Optional } from '../optional';
import type { Handlers } from './ad-views';

// The ads block of a place (docs/product/content-and-study.md §2/§4): fetched by location, breakpoint and index, sorted by
// type. Confirm or close posts the click record; confirm also navigates. Places are chosen by the
// pages: never doses, calculators or prescriptions (the server refuses those locations too). How the
// ads look is in ad-views.tsx, loaded only when there are ads: a PRO user gets none. The
// ads are optional to the page: if their chunk cannot arrive (the network dropped after the ads'
// answer) the page stays and shows none, and they are tried again back online.

const AdsView = retryableLazy(() => import('./ad-views'));

/** Ads closed or confirmed in this session: a remount (back to home) does not bring them back. */
const dismissed = createStore<ReadonlySet<string>>(new Set());
const dismiss = (id: string) => dismissed.set((s) => new Set(s).add(id));

export function AdBlock({ location, index = 0 }: { location: string; index?: number }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const closed = useSyncExternalStore(dismissed.subscribe, dismissed.get, dismissed.get);
  const query = useQuery({
    queryKey: ['ads', location, index, user?.uid ?? null],
    queryFn: () => fetchAds(location, index, width()),
    enabled: Boolean(user),
    staleTime: 10 * 60_000,
  });
  const shownAt = useRef(Date.now());
  useEffect(() => {
    if (query.data) shownAt.current = Date.now();
  }, [query.data]);

  const ads = (query.data ?? []).filter((a) => !closed.has(a.ads_uid));
  if (!ads.length) return null;

  const h: Handlers = {
    confirm(ad) {
      postAdClick(ad, true, shownAt.current);
      dismiss(ad.ads_uid);
      const target = adTarget(ad);
      if (target?.kind === 'internal') navigate(target.path);
      else if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener');
    },
    close(ad) {
      postAdClick(ad, false, shownAt.current);
      dismiss(ad.ads_uid);
    },
  };
  return (
    <Optional>
      <Suspense fallback={null}>
        <AdsView location={location} ads={ads} h={h} />
      </Suspense>
    </Optional>
  );
}
