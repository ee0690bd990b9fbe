// The ads rules both sides apply (docs/product/content-and-study.md §3/§4/§9): types, places, breakpoints, sorting, where confirm
// leads, who sees ads and the once-a-day dialog's day. Kept apart from the zod schemas so a page that
// only fetches ads (the home of a PRO user, who gets none) does not load the validation library.

export const AD_TYPES = ['dialog', 'carousel', 'text_carousel', 'list', 'text_list'] as const;
export type AdType = (typeof AD_TYPES)[number];

/**
 * Where ads may show. Doses, calculators and prescriptions are not places: a vet in the middle of a
 * dose or a prescription is never interrupted, and the server refuses any other location.
 */
export const AD_LOCATIONS = ['home', 'items', 'searches'] as const;
export type AdLocation = (typeof AD_LOCATIONS)[number];

/** Breakpoints by viewport width (the spec's breakpoint parameter): xs < 600 ≤ sm < 960 ≤ md < 1280 ≤ lg. */
export const AD_BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const;
export type AdBreakpoint = (typeof AD_BREAKPOINTS)[number];
export function breakpointOf(width: number): AdBreakpoint {
  if (width < 600) return 'xs';
  if (width < 960) return 'sm';
  if (width < 1280) return 'md';
  return 'lg';
}

/** docs/product/content-and-study.md §9: the ads request times out after 10 s. */
export const ADS_TIMEOUT_MS = 10_000;
/** Text every ad carries, so it is never mistaken for clinical content. */
export const AD_LABEL = 'Publicidade';

const TYPE_ORDER: Record<AdType, number> = Object.fromEntries(AD_TYPES.map((t, i) => [t, i])) as Record<AdType, number>;

/** docs/product/content-and-study.md §4: sorted by type on load (dialog first, so it opens at once), keeping order within a type. */
export function sortAds<T extends { ads_type: AdType }>(ads: readonly T[]): T[] {
  return ads
    .map((ad, i) => ({ ad, i }))
    .sort((a, b) => TYPE_ORDER[a.ad.ads_type] - TYPE_ORDER[b.ad.ads_type] || a.i - b.i)
    .map((x) => x.ad);
}

export type AdTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;

/** Where confirm leads: an in-app path first, else an https address; anything else goes nowhere. */
export function adTarget(ad: { url: string | null; external_url: string | null }): AdTarget {
  if (ad.url && /^\/(?!\/)/.test(ad.url)) return { kind: 'internal', path: ad.url };
  if (ad.external_url && /^https:\/\//.test(ad.external_url)) return { kind: 'external', url: ad.external_url };
  return null;
}

/** Whether a user sees ads: never PRO, unless the deployment shows them to everyone. */
export function adsShownTo(isPremium: boolean, showToPremium: boolean): boolean {
  return !isPremium || showToPremium;
}

/** The calendar day in Brasília time: a dialog ad shows at most once per user on each. */
export function adDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
