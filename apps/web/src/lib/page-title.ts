import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createStore } from './store';

// A page tells the shell its own name once its data is there ("Cefalexina", "Doenças"), so the
// breadcrumb and the tab title show it instead of the route's generic title.
export const pageTitleStore = createStore<{ path: string; title: string } | null>(null);

export function usePageTitle(title: string | undefined): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (title) pageTitleStore.set({ path: `${pathname}${search}`, title });
  }, [title, pathname, search]);
}
