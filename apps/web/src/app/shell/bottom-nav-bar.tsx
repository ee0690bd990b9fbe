import { Box, Group, Indicator, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconHome, IconNews, IconPrescription, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useLocation, useNavigate } from 'react-router';
import { comingSoonTarget } from '../../lib/coming-soon';
import { newsQuery } from '../../lib/news-list';
import { openNews } from '../../lib/news-screen';
import { useSession } from '../../lib/session';
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
  const { user } = useSession();
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
  return (
    <>
      <Box
        component="nav"
        aria-label="Navegação principal"
        data-testid="bottom-nav"
        className="bottom-nav"
        style={{
          position: 'fixed',
          bottom: 0,
          left: 0,
          right: 0,
          zIndex: 100,
          background: '#fff',
          borderTop: '1px solid var(--mantine-color-gray-3)',
          paddingBottom: 'env(safe-area-inset-bottom)',
        }}
      >
        <Group justify="space-around" h={64} maw={LAYOUT.contentMaxWidth} mx="auto" wrap="nowrap" gap={0}>
          {/* The tabs depend on the toggles: drawn once they are known, so a tab (Notícias,
              Prescrição) does not appear late and slide the others sideways (layout shift). */}
          {(known ? visibleTabs(toggles) : []).map((tab) => {
            const Icon = icons[tab.id];
            const active = tab.id === current;
            const soon = tab.path ? comingSoonTarget(tab.path) !== undefined : false;
            return (
              <UnstyledButton
                key={tab.id}
                onClick={() => select(tab.id)}
                aria-current={active ? 'page' : undefined}
                style={{
                  flex: 1,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 2,
                  padding: '8px 0',
                  color: active ? 'var(--mantine-color-vetor-8)' : 'var(--mantine-color-gray-7)',
                }}
              >
                <Indicator
                  disabled={tab.id !== 'news' || unread === 0}
                  label={unread > 9 ? '9+' : unread}
                  size={16}
                  color="red.8"
                  offset={2}
                >
                  <Icon size={24} stroke={active ? 2.2 : 1.6} aria-hidden="true" />
                </Indicator>
                <Text size="xs" fw={active ? 700 : 500}>
                  {tab.label}
                  {tab.id === 'news' && unread > 0 && <VisuallyHidden> ({unread} não lidas)</VisuallyHidden>}
                </Text>
                {soon && (
                  <Text size="10px" c="dimmed" lh={1} data-testid="coming-soon-badge">
                    em breve
                  </Text>
                )}
              </UnstyledButton>
            );
          })}
        </Group>
      </Box>
    </>
  );
}
