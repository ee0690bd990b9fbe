import type { Toggles } from '@vetor/domain/platform/enums';

// Bottom navigation (docs/product/platform-accounts-subscription.md §2 App shell): where it shows, which tabs, and how switching moves
// through history.

export type TabId = 'home' | 'search' | 'prescriptions' | 'news';

export interface Tab {
  id: TabId;
  label: string;
  /** null: the tab opens a screen that is not a route (news). */
  path: string | null;
}

export const TABS: Record<TabId, Tab> = {
  home: { id: 'home', label: 'Início', path: '/home' },
  search: { id: 'search', label: 'Buscar', path: '/items/searches' },
  prescriptions: { id: 'prescriptions', label: 'Prescrição', path: '/prescriptions' },
  news: { id: 'news', label: 'Notícias', path: null },
};

export interface BottomNavContext {
  /** Text typed in the search box of /items/searches. */
  searchValue?: string;
  /** The prescription being edited already has items. */
  prescriptionHasItems?: boolean;
}

export function bottomNavVisible(pathname: string, ctx: BottomNavContext = {}): boolean {
  if (pathname === '/home') return true;
  if (pathname === '/items/searches') return !ctx.searchValue;
  if (pathname === '/prescriptions') return !ctx.prescriptionHasItems;
  return false;
}

/** `prescriber`: false for a student or another profile, who may not prescribe (home-menu mayPrescribe). */
export function visibleTabs(toggles: Pick<Toggles, 'prescriptions' | 'news'>, prescriber = true): Tab[] {
  const tabs = [TABS.home, TABS.search];
  if (toggles.prescriptions && prescriber) tabs.push(TABS.prescriptions);
  if (toggles.news) tabs.push(TABS.news);
  return tabs;
}

export function tabOf(pathname: string): TabId | null {
  for (const tab of Object.values(TABS)) if (tab.path === pathname) return tab.id;
  return null;
}

export type TabMove =
  | { kind: 'push' | 'replace'; path: string }
  | { kind: 'back' }
  | { kind: 'dialog' }
  | { kind: 'none' };

/** From home to a tab pushes; from a tab to home goes back; between two non-home tabs replaces. */
export function tabMove(from: TabId | null, to: TabId): TabMove {
  const target = TABS[to];
  if (from === to) return { kind: 'none' };
  if (!target.path) return { kind: 'dialog' };
  if (to === 'home') return from === null ? { kind: 'push', path: target.path } : { kind: 'back' };
  if (from === 'home' || from === null) return { kind: 'push', path: target.path };
  return { kind: 'replace', path: target.path };
}
