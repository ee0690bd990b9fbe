import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate, useNavigationType } from 'react-router';
import { Optional } from '../../components/optional';
import { PageLoader } from '../../components/page-loader';
import { confirmStore, loadingStore } from '../../lib/dialogs';
import { useOnline } from '../../lib/network';
import { pageTitleStore } from '../../lib/page-title';
import { paywallStore } from '../../lib/paywall';
import { updateReadyStore } from '../../lib/pwa';
import { retryableLazy } from '../../lib/retryable-lazy';
import { sessionStore } from '../../lib/session';
import { localDbSupported, storageSupported } from '../../lib/storage';
import { useStore, useStoreValue } from '../../lib/store';
import { setVersionGate, versionGateStore } from '../../lib/version-gate';
import { whenIdle } from '../../lib/when-idle';
import { breadcrumbStore } from '../breadcrumb-store';
import { nextTrail, retitle } from '../navigation/breadcrumb';
import { guardRedirect, rememberTarget } from '../navigation/guard';
import type { RouteMeta } from '../navigation/route-meta';
import { GlobalAlert } from './global-alert';
import { useKeyboardShortcuts } from './keyboard';
import { OfflineNotice } from './offline-notice';

// The chrome of signed-in pages and the dialogs load on first need, so the splash and sign-in
// screens download only what they show (the 150 KB budget of the first load).
const Header = retryableLazy(() => import('./header').then((m) => ({ default: m.Header })));
const BottomNavBar = retryableLazy(() => import('./bottom-nav-bar').then((m) => ({ default: m.BottomNavBar })));
const BreadcrumbBar = retryableLazy(() => import('./breadcrumb-bar').then((m) => ({ default: m.BreadcrumbBar })));
const BrowserWarnings = retryableLazy(() => import('./browser-warning').then((m) => ({ default: m.BrowserWarnings })));
const ConfirmDialog = retryableLazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
const QueryLayer = retryableLazy(() => import('../query-layer'));
const SideNav = retryableLazy(() => import('./side-nav').then((m) => ({ default: m.SideNav })));
const PaywallDialog = retryableLazy(() => import('./paywall-dialog').then((m) => ({ default: m.PaywallDialog })));
const PurchaseLayer = retryableLazy(() =>
  import('../../features/subscriptions/components/purchase-layer').then((m) => ({ default: m.PurchaseLayer })),
);
const UpdatePrompt = retryableLazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));
const AppLoadingOverlay = retryableLazy(() =>
  import('./loading-overlay').then((m) => ({ default: m.AppLoadingOverlay })),
);

const isFirefox = typeof navigator !== 'undefined' && /firefox/i.test(navigator.userAgent);

/** Mounts a dialog once it is first asked for, and keeps it mounted for its closing animation. */
function OnDemand() {
  const confirmRequest = useStore(confirmStore);
  const loading = useStore(loadingStore);
  const paywall = useStore(paywallStore);
  const updateReady = useStore(updateReadyStore);
  return (
    <Optional>
      <Suspense fallback={null}>
        {confirmRequest !== null && <ConfirmDialog />}
        {loading > 0 && <AppLoadingOverlay />}
        {paywall.open && <PaywallDialog />}
        {updateReady && <UpdatePrompt />}
      </Suspense>
    </Optional>
  );
}

const BARE_ROUTES = new Set(['update', 'login', 'redirect', 'share', 'registration', 'topics-management']);

export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}

/** Copying is blocked except on routes that allow it (/ai-search) and inside form fields. */
function useCopyRule(allowCopy: boolean) {
  useEffect(() => {
    if (allowCopy) return;
    const block = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      event.preventDefault();
    };
    document.addEventListener('copy', block);
    document.body.classList.add('no-copy');
    return () => {
      document.removeEventListener('copy', block);
      document.body.classList.remove('no-copy');
    };
  }, [allowCopy]);
}

/** Before every navigation the breadcrumb is updated (docs/product/platform-accounts-subscription.md §2 Navigation rules). */
function useBreadcrumb(meta: RouteMeta | undefined) {
  const location = useLocation();
  const action = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (!meta) return;
    const path = `${location.pathname}${location.search}`;
    const fresh = first.current;
    first.current = false;
    breadcrumbStore.set((t) =>
      nextTrail(t, {
        path,
        title: meta.title,
        action,
        ...(fresh ? { fresh: true } : {}),
        ...(meta.avoidBreadcrumb ? { avoidBreadcrumb: true } : {}),
      }),
    );
  }, [location.pathname, location.search, action, meta]);
}

/**
 * Pages rename their crumb and the tab title once their data is there. A leaf of its own: the store
 * changes as each page's data arrives, and subscribed in the shell it re-rendered the whole chrome.
 */
function PageTitleSync() {
  const location = useLocation();
  const named = useStore(pageTitleStore);
  useEffect(() => {
    if (!named) return;
    breadcrumbStore.set((t) => retitle(t, named.path, named.title));
    if (named.path === `${location.pathname}${location.search}`) document.title = `${named.title} · Vetor`;
  }, [named, location.pathname, location.search]);
  return null;
}

/**
 * Whether the current screen was opened with no network. Only such a screen gives way to the offline
 * notice: one already open when the network drops stays, so a half-filled form loses nothing and
 * its save reports the offline error instead. Coming back online clears the mark.
 */
function useOpenedOffline(screen: string, online: boolean): boolean {
  const [mark, setMark] = useState({ screen, offline: !online });
  if (mark.screen !== screen || (online && mark.offline)) {
    const next = { screen, offline: !online };
    setMark(next);
    return next.offline;
  }
  return mark.offline;
}

export function Shell() {
  const meta = useRouteMeta();
  const location = useLocation();
  // Derived values only: the session's token and the gate's answer change at start, and each change
  // of a whole store redrew the shell and its chrome in one blocking render.
  const signedIn = useStoreValue(sessionStore, (s) => s.user !== null);
  const online = useOnline();
  const openedOffline = useOpenedOffline(location.key, online);
  const dbSupported = useStore(localDbSupported);
  const needsBrowserWarning = isFirefox || !storageSupported || !dbSupported;
  useCopyRule(Boolean(meta?.allowCopy));
  // Activity ping (docs/product/platform-accounts-subscription.md §4): asked on each navigation, sent at most once per 30 minutes.
  useEffect(() => {
    if (signedIn && location.pathname)
      whenIdle(() => void import('../../features/accounts/api/post-activity').then((m) => m.pingActivity()));
  }, [signedIn, location.pathname]);
  useBreadcrumb(meta);
  const navigate = useNavigate();
  useKeyboardShortcuts(useCallback(() => navigate('/items/searches'), [navigate]));
  // Phones never download the side navigation; CSS hides it below 1024 px as well.
  const wide = useMediaQuery(
    '(min-width: 64em)',
    typeof window !== 'undefined' && window.matchMedia?.('(min-width: 64em)').matches,
    {
      getInitialValueInEffect: false,
    },
  );
  useEffect(() => {
    if (meta?.title)
      document.title = meta.name === 'update' ? 'Vetor — apoio à decisão clínica veterinária' : `${meta.title} · Vetor`;
  }, [meta]);

  // A forbidden app version blocks every route, not only the splash; a page load that did not pass
  // through the splash checks the version in the background.
  const forbidden = useStoreValue(versionGateStore, (g) => g === 'forbidden');
  useEffect(() => {
    // The gate only leaves 'unknown' (lib/version-gate.ts), so it is read here rather than subscribed.
    if (versionGateStore.get() !== 'unknown' || meta?.name === 'update') return;
    whenIdle(() =>
      import('../../features/preferences/api/get-versions')
        .then((m) => m.getVersions())
        .then((r) => setVersionGate(r.forbiddenAppVersion ? 'forbidden' : 'ok'))
        .catch(() => undefined),
    );
  }, [meta?.name]);
  if (forbidden && meta?.name !== 'update') return <Navigate to="/" replace />;
  const redirect = guardRedirect(meta, signedIn);
  if (redirect) {
    rememberTarget(`${location.pathname}${location.search}`);
    return <Navigate to={redirect} replace />;
  }
  const bare = !meta || BARE_ROUTES.has(meta.name) || !signedIn;
  // Offline, a signed-in screen that needs the network says so instead of failing (docs/product/platform-accounts-subscription.md §8).
  const needsNetwork = openedOffline && !online && !bare && !meta?.offline;
  const page = (
    <>
      <Optional>
        {/* The header's place is kept while its chunk loads, so the page does not jump (CLS). */}
        <Suspense fallback={bare ? null : <div style={{ height: 56, background: 'var(--mantine-color-vetor-9)' }} />}>
          {needsBrowserWarning && <BrowserWarnings />}
          {!bare && <Header />}
        </Suspense>
      </Optional>
      {/* A boundary of its own: a side navigation whose chunk had not arrived when the network
          dropped must not take the header with it. */}
      <Optional>
        <Suspense fallback={null}>{!bare && wide && <SideNav />}</Suspense>
      </Optional>
      <div className={bare ? undefined : 'with-side-nav'}>
        <main id="conteudo" className={bare ? undefined : 'app-main'}>
          {!bare && meta?.name !== 'home' && (
            <Optional>
              <Suspense fallback={null}>
                <BreadcrumbBar />
              </Suspense>
            </Optional>
          )}
          {needsNetwork ? (
            <OfflineNotice />
          ) : (
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          )}
        </main>
      </div>
      <Optional>
        <Suspense fallback={null}>{!bare && <BottomNavBar />}</Suspense>
      </Optional>
      <GlobalAlert />
      <OnDemand />
      <PageTitleSync />
      {!bare && (
        // Its chunk may still be on its way when the network drops: without it the page goes on.
        <Optional>
          <Suspense fallback={null}>
            <PurchaseLayer />
          </Suspense>
        </Optional>
      )}
    </>
  );
  if (bare) return page;
  return (
    <Suspense fallback={<PageLoader />}>
      <QueryLayer>{page}</QueryLayer>
    </Suspense>
  );
}
