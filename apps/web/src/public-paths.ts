// The paths the light public entry (public.html) answers; the server serves that page for them and
// the app's index.html for every other client route (apps/server/src/plugins/web.ts keeps the same
// prefixes: PUBLIC_PAGE_PREFIXES).

export type PublicMatch =
  | { page: 'handout'; shareId: string; handoutId: string }
  | { page: 'prescription'; token: string }
  | { page: 'validation'; code: string };

const segment = (s: string | undefined) => (s ? decodeURIComponent(s) : '');

export function matchPublicPath(pathname: string): PublicMatch | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  try {
    if (parts[0] === 'shared' && parts[1] === 'handouts' && parts.length === 4 && parts[2] && parts[3])
      return { page: 'handout', shareId: segment(parts[2]), handoutId: segment(parts[3]) };
    if (parts[0] === 'shared' && parts.length === 2 && parts[1])
      return { page: 'prescription', token: segment(parts[1]) };
    if (parts[0] === 'validation' && parts.length === 2 && parts[1])
      return { page: 'validation', code: segment(parts[1]) };
  } catch {
    // A malformed escape (%E0%A4%A) is no page of ours.
  }
  return null;
}
