import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect } from 'react';
import { favoritesQuery } from '../features/favorites/api/get-favorites';
import { favoritesPort } from '../features/favorites/favorites-port';
import { entryTarget, HOME_MENU } from '../features/home/home-menu';
import { ApiError } from '../lib/api';
import { CalculatorDialogProvider } from '../lib/calculator-dialog-port';
import { registerComingSoon } from '../lib/coming-soon';
import { FavoritesProvider } from '../lib/favorites-port';
import { onLogout, sessionStore } from '../lib/session';
import { whenIdle } from '../lib/when-idle';

// TanStack Query serves the signed-in screens (lists, details, favorites, toggles); the splash and
// the sign-in screens never query, so this layer loads with the first signed-in page instead of
// weighing on the first load.

const client = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again, nor will a device that says it is offline (retrying
      // only held a spinner for seconds); network hiccups get two more tries.
      retry: (count, error) =>
        !(error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.code === 'OFFLINE')) &&
        count < 2,
      refetchOnWindowFocus: false,
      // Offline, a query fails at once into the spec's offline message and the way back, instead
      // of TanStack's default of pausing with a blank screen until the network returns.
      networkMode: 'always',
      staleTime: 60_000,
    },
    mutations: { networkMode: 'always' },
  },
});
onLogout(() => client.clear());

// The areas not built yet, for the screens that say "em breve" (bottom bar, drug header, lists):
// all of them are signed-in screens, rendered inside this layer, so registering here (not at the
// router's start) keeps the home menu out of the first load of the splash and sign-in.
registerComingSoon(HOME_MENU.filter((e) => e.comingSoon).map((e) => [e.path, entryTarget(e)] as const));

// Loaded on first open only, so the drug page does not carry the calculators' code.
const CalculatorDialog = lazy(() =>
  import('../features/calculators/components/calculator-dialog').then((m) => ({ default: m.CalculatorDialog })),
);

export default function QueryLayer({ children }: { children: ReactNode }) {
  // Every signed-in start loads the favorites (then kept for the bedside, offline-content.ts), even
  // on a screen that shows none; a screen that already asked shares that answer (no second GET).
  useEffect(
    () =>
      whenIdle(() => {
        const uid = sessionStore.get().user?.uid;
        if (uid) void client.prefetchQuery(favoritesQuery(uid));
      }),
    [],
  );
  return (
    <QueryClientProvider client={client}>
      <FavoritesProvider port={favoritesPort}>
        <CalculatorDialogProvider dialog={CalculatorDialog}>{children}</CalculatorDialogProvider>
      </FavoritesProvider>
    </QueryClientProvider>
  );
}
