import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from '../../lib/session';

// Renders calculator screens inside a memory data router (useBlocker needs one), Mantine in test
// mode (no transitions, no portals) and a query client that never retries.

export function signInForTest(isPremium: boolean): void {
  sessionStore.set({
    user: { uid: 'u-test', email: 'vet@example.com', isPremium },
    token: 't',
    tokenExpire: Date.now() + 3_600_000,
  });
}

export function renderAt(
  path: string,
  routes: { path: string; element: ReactNode }[],
): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(routes, { initialEntries: ['/start', path], initialIndex: 1 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
