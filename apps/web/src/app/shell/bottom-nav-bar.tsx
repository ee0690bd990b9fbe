import { IconHome, IconNews, IconPrescription, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { mayPrescribe } from '../../features/home/home-menu';
import { comingSoonTarget } from '../../lib/coming-soon';
import { newsQuery } from '../../lib/news-list';
import { openNews } from '../../lib/news-screen';
import { useSessionUser } from '../../lib/session';
import { shellContext } from '../../lib/shell-context';
import { useStore } from '../../lib/store';
import { useTogglesState } from '../../lib/toggles';
import { bottomNavVisible, TABS, type TabId, tabMove, tabOf, visibleTabs } from '../navigation/bottom-nav';

const icons: Record<TabId, typeof IconHome> = {
  home: IconHome,
  search: IconSearch,
  prescriptions: IconPrescription,
  news: IconNews,
};

export function BottomNavBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ctx = useStore(shellContext);
  const { toggles, known } = useTogglesState();
  const user = useSessionUser();
  const news = useQuery({ ...newsQuery(user?.uid), enabled: Boolean(user?.uid) && toggles.news });
  const unread = news.data?.unread ?? 0;
  if (!bottomNavVisible(pathname, ctx)) return null;
  const current = tabOf(pathname);
  const select = (to: TabId) => {
    // An area not built yet says so on its own page rather than opening a look-alike screen.
    const soon = TABS[to].path ? comingSoonTarget(TABS[to].path as string) : undefined;
    if (soon) {
      navigate(soon);
      return;
    }
    const move = tabMove(current, to);
    if (move.kind === 'push') navigate(move.path);
    else if (move.kind === 'replace') navigate(move.path, { replace: true });
    else if (move.kind === 'dialog') openNews();
    else if (move.kind === 'back') {
      // Back only when there is an in-app page behind us; a deep-linked tab replaces instead.
      if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
      else navigate('/home', { replace: true });
    }
  };
  // Plain elements with the app's CSS (styles.css, .bottom-nav): on every signed-in page, and as
  // Mantine components (group, buttons, indicators, texts) they were a share of each page's first
  // render.
  return (
    <nav aria-label="Navegação principal" data-testid="bottom-nav" className="bottom-nav">
      <div className="bottom-nav-tabs">
        {/* The tabs depend on the toggles: drawn once they are known, so a tab (Notícias,
            Prescrição) does not appear late and slide the others sideways (layout shift). */}
        {(known ? visibleTabs(toggles, mayPrescribe(user?.questions?.veterinaryStatus)) : []).map((tab) => {
          const Icon = icons[tab.id];
          const active = tab.id === current;
          const soon = tab.path ? comingSoonTarget(tab.path) !== undefined : false;
          const badge = tab.id === 'news' && unread > 0;
          return (
            <button
              type="button"
              key={tab.id}
              className="bottom-nav-tab"
              onClick={() => select(tab.id)}
              aria-current={active ? 'page' : undefined}
            >
              <span className="bottom-nav-icon">
                <Icon size={24} stroke={active ? 2.2 : 1.6} aria-hidden="true" />
                {badge && (
                  <span className="bottom-nav-unread" aria-hidden="true">
                    {unread > 9 ? '9+' : unread}
                  </span>
                )}
              </span>
              <span className="bottom-nav-label">
                {tab.label}
                {badge && <span className="sr-only"> ({unread} não lidas)</span>}
              </span>
              {soon && (
                <span className="bottom-nav-soon" data-testid="coming-soon-badge">
                  em breve
                </span>
              )}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
