import { Button, Center, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconList } from '@tabler/icons-react';
import type { Section } from '@vetor/domain/content/content-base.schemas';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SectionList } from '../../../components/sections/section-list';
import { CrossRefContext } from '../../../components/sections/section-paragraph';
import { FavoriteStar } from '../../../lib/favorites-port';
import { usePageTitle } from '../../../lib/page-title';
import { ContentHeader } from '../components/content-header';
import { contentPath, itemOutline } from '../item-outline';
import { useCrossRefResolver } from '../use-cross-refs';
import { useItem } from '../use-item';

/** /item/{itemId}/content/{contentIndex}/section/{sectionIndex}: one section with previous/next and the menu. */
export default function ItemContentRoute() {
  const { itemId = '', contentIndex = '0', sectionIndex = '0' } = useParams();
  const navigate = useNavigate();
  const { item } = useItem(itemId);
  const crossRefs = useCrossRefResolver();
  usePageTitle(item.data?.name);
  const it = item.data;
  // The shown section as a stable list and context, so the memoized SectionList skips this page's
  // re-renders that do not change it (the summary arriving, the page title).
  const shown = useMemo(() => {
    if (!it) return undefined;
    const macro = it.sections[Number(contentIndex)];
    const children = ((macro as { sections?: Section[] } | undefined)?.sections ?? []) as Section[];
    const section = children.length ? children[Number(sectionIndex)] : macro;
    return {
      sections: section ? [section] : [],
      context: { name: it.name, description: it.description, from: `/item/${it.id}` },
    };
  }, [it, contentIndex, sectionIndex]);
  if (!it || !shown)
    return (
      <Center h="40vh">
        <Loader aria-label="Carregando seção" />
      </Center>
    );
  const outline = itemOutline(it.sections);
  const at = outline.findIndex(
    (e) => e.contentIndex === Number(contentIndex) && e.sectionIndex === Number(sectionIndex),
  );
  const entry = outline[at];
  const prev = at > 0 ? outline[at - 1] : undefined;
  const next = at >= 0 && at < outline.length - 1 ? outline[at + 1] : undefined;
  const go = (e: { contentIndex: number; sectionIndex: number }) => navigate(contentPath(it.id, e), { replace: true });

  return (
    <Stack gap="sm">
      <ContentHeader
        title={it.name}
        description={entry?.macro}
        actions={
          <>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="light" size="sm" leftSection={<IconList size={18} />}>
                  Seções
                </Button>
              </Menu.Target>
              <Menu.Dropdown mah="60vh" style={{ overflowY: 'auto' }}>
                {outline.map((e, i) => (
                  <Menu.Item
                    key={`${e.contentIndex}-${e.sectionIndex}`}
                    onClick={() => go(e)}
                    fw={i === at ? 700 : 400}
                  >
                    {e.contentIndex + 1}. {e.title}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <FavoriteStar item={{ id: it.id, name: it.name, topic: it.topic, category: it.categories[0], type: 0 }} />
          </>
        }
      />
      {shown.sections.length ? (
        <CrossRefContext.Provider value={crossRefs}>
          <SectionList sections={shown.sections} references={it.references} context={shown.context} />
        </CrossRefContext.Provider>
      ) : (
        <Text c="dimmed">Seção não encontrada.</Text>
      )}
      <Group justify="space-between" mt="md" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={18} />}
          disabled={!prev}
          onClick={() => prev && go(prev)}
        >
          Anterior
        </Button>
        <Title order={2} size="xs" c="dimmed" ta="center">
          {at + 1} / {outline.length}
        </Title>
        <Button rightSection={<IconChevronRight size={18} />} disabled={!next} onClick={() => next && go(next)}>
          Próxima
        </Button>
      </Group>
    </Stack>
  );
}
