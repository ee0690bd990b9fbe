import { ADS_TIMEOUT_MS, breakpointOf, sortAds } from '@vetor/domain/ads/ads.rules';
import type { Ad, AdsResponse } from '@vetor/domain/ads/ads.schemas';
import { api } from './api';

// docs/product/content-and-study.md §4/§7: ads by location, breakpoint and index (10 s), sorted by type on load; a failure is
// an empty list, silently. The click record is fire and forget.

export async function fetchAds(location: string, index: number, width: number): Promise<Ad[]> {
  try {
    const res = await api.get<AdsResponse>('/preferences/ads', {
      query: { location, breakpoint: breakpointOf(width), index },
      timeoutMs: ADS_TIMEOUT_MS,
    });
    return sortAds(res.ads);
  } catch {
    return [];
  }
}

export function postAdClick(ad: Ad, confirm: boolean, shownAt: number): void {
  const elapsedSeconds = Math.max(0, Math.round((Date.now() - shownAt) / 100) / 10);
  api
    .post('/preferences/ads', { confirm, elapsedSeconds, ads_uid: ad.ads_uid }, { timeoutMs: ADS_TIMEOUT_MS })
    .catch(() => undefined);
}
