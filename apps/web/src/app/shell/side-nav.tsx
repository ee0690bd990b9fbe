import { Box, Divider, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconChevronRight, IconHome, IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ComingSoonBadge } from '../../components/coming-soon';
import { ProBadge } from '../../components/pro-badge';
import { useRecents } from '../../features/content/api/get-recents';
import { entryOfSaved, kindOfFavorite, kindOfRecent } from '../../features/content/list-scope';
import { entryTarget, HOME_MENU } from '../../features/home/home-menu';
import { useFavorites } from '../../lib/favorites-port';

// The persistent side navigation of wide screens (from 1024 px): the home sections, the
// user's favorites and recents, so a desktop user moves between screens without going home first.

export const SIDE_NAV_WIDTH = 272;
const SHORT_LIST = 6;
const NO_SUMMARY = new Map();

function Heading({ children }: { children: string }) {
  return (
    <Text component="h2" size="xs" fw={800} tt="uppercase" c="vetor.9" px="sm" pt="md" pb={4} m={0}>
      {children}
    </Text>
  );
}

function SavedLinks({
  items,
  empty,
  all,
  pathname,
}: {
  items: { key: string; name: string; path: string }[];
  empty: string;
  all: string;
  pathname: string;
}) {
  if (items.length === 0)
    return (
      <Text size="xs" c="dimmed" px="sm" py={4}>
        {empty}
      </Text>
    );
  return (
    <>
      {items.slice(0, SHORT_LIST).map((i) => (
        <NavLink
          key={i.key}
          component={Link}
          to={i.path}
          label={i.name}
          active={pathname === i.path}
          styles={{ label: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
        />
      ))}
      <NavLink component={Link} to={all} label="Ver todos" rightSection={<IconChevronRight size={14} />} c="vetor.8" />
    </>
  );
}

export function SideNav() {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const favorites = useFavorites();
  const recents = useRecents();
  const favoriteLinks = (favorites.data?.favorites ?? []).map((f) => ({
    key: `f:${f.topic ?? ''}:${f.id}`,
    name: f.name,
    path: entryOfSaved({ ...f, kind: kindOfFavorite(f) }, NO_SUMMARY).path,
  }));
  const recentLinks = (recents.data?.recents ?? []).map((r) => ({
    key: `r:${r.id}`,
    name: r.name,
    path: entryOfSaved({ ...r, kind: kindOfRecent(r) }, NO_SUMMARY).path,
  }));
  const section = (tab: 0 | 1) =>
    HOME_MENU.filter((e) => e.tab === tab).map((e) => {
      const to = entryTarget(e);
      return (
        <NavLink
          key={e.id}
          component={Link}
          to={to}
          label={e.label}
          active={here === to}
          rightSection={e.comingSoon ? <ComingSoonBadge /> : e.pro ? <ProBadge /> : null}
        />
      );
    });
  return (
    <Box
      component="nav"
      aria-label="Navegação lateral"
      data-testid="side-nav"
      className="side-nav"
      style={{
        position: 'fixed',
        top: 56,
        bottom: 0,
        left: 0,
        width: SIDE_NAV_WIDTH,
        background: '#fff',
        borderRight: '1px solid var(--mantine-color-gray-3)',
        zIndex: 90,
      }}
    >
      <ScrollArea h="100%" type="auto" px={6} pb="md">
        <NavLink
          component={Link}
          to="/home"
          label="Início"
          leftSection={<IconHome size={18} />}
          active={pathname === '/home'}
        />
        <NavLink
          component={Link}
          to="/items/searches"
          label="Buscar"
          description="Atalho: tecla /"
          leftSection={<IconSearch size={18} />}
          active={pathname === '/items/searches'}
        />
        <Heading>Conteúdos</Heading>
        {section(0)}
        <Heading>Suporte clínico</Heading>
        {section(1)}
        <Divider my="sm" />
        <Heading>Favoritos</Heading>
        <SavedLinks
          items={favoriteLinks}
          empty="Você ainda não tem favoritos."
          all="/items/favorites"
          pathname={pathname}
        />
        <Heading>Recentes</Heading>
        <SavedLinks
          items={recentLinks}
          empty="Você ainda não abriu nenhum conteúdo."
          all="/items/recents"
          pathname={pathname}
        />
      </ScrollArea>
    </Box>
  );
}
