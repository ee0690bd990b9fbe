import { matchPath } from 'react-router';
import { prefetchGet } from '../lib/api';
import { sessionStore } from '../lib/session';
import { ROUTES } from './routes';

// Without this the first screen of a signed-in start is a chain: the entry runs, the shell renders
// and asks for the signed-in layer's chunk, that renders and asks for the route's chunk, that
// renders and asks the API. Started here, before React renders, the route's chunk, the signed-in
// layer and the first answers (toggles, and what the route declares) download together
// (docs/decisions/web-performance.md). React.lazy later gets the same modules, already loaded.

/** A path's first segment: "categories" for /categories/1/drugs/x, "" for /. */
const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * The route a path opens: the first match, as the route table is ordered. Only the routes that
 * begin with the path's first segment are tried (every route's does, none begins with a parameter):
 * `matchPath` compiles a pattern each call, and trying all ~50 was a few ms of the start.
 */
export function routeFor(pathname: string) {
  const first = firstSegment(pathname);
  for (const route of ROUTES) {
    if (firstSegment(route.path) !== first) continue;
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

export function startEarly(pathname: string): void {
  const found = routeFor(pathname);
  if (!found) return;
  // A chunk that fails here (offline) fails again, visibly, inside the route's error boundary.
  found.route.load().catch(() => undefined);
  if (found.route.meta.publicPage || !sessionStore.get().user) return;
  import('./query-layer').catch(() => undefined);
  prefetchGet('/preferences/toggles');
  for (const path of found.route.prefetch?.(found.params) ?? []) prefetchGet(path);
}
