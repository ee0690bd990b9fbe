import { config } from '../config';
import { createStore } from './store';

// The service worker (vite.config.ts) is registered after the first load has settled, so the
// splash and sign-in budget does not carry it. A new version's worker waits: it is announced
// (update-prompt.tsx) and takes over on the next start, or at once if the user asks. The server's
// version check stays the authority: it blocks a forbidden version whatever the worker holds, and
// an outdated one makes the app look for the new worker now.

export const updateReadyStore = createStore(false);

let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;
let registration: ServiceWorkerRegistration | undefined;

async function start(): Promise<void> {
  // A worker that was already waiting when the app opened is the next start the user was promised.
  const existing = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const waitingAtStart = Boolean(existing?.waiting);
  const { registerSW } = await import('virtual:pwa-register');
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (waitingAtStart) void applyUpdate?.(true);
      else updateReadyStore.set(true);
    },
    onRegisteredSW(_url, r) {
      registration = r;
    },
  });
  // Copies of anyone but the signed-in user go; the user's favorites are kept for the bedside.
  void import('./offline-content').then((m) => m.reconcileOfflineStore());
}

export function registerServiceWorker(): void {
  if (config.isDev || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const run = () => void start().catch((e: unknown) => console.warn(e));
  const later = () => {
    // A returning visit already has a worker: no first precache competes with the page.
    if (navigator.serviceWorker.controller) run();
    else if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
    else setTimeout(run, 2000);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** The version check says a newer app exists: look for its worker now. */
export function checkForUpdate(): void {
  void registration?.update().catch(() => undefined);
}

/** "Atualizar agora": the waiting worker takes over and the page reloads. */
export function applyUpdateNow(): void {
  void applyUpdate?.(true);
}

export function dismissUpdate(): void {
  updateReadyStore.set(false);
}
