import { Badge, Box, Button, Center, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook2, IconChevronRight, IconRoute } from '@tabler/icons-react';
import type { Section } from '@vetor/domain/content/content-base.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ReferencesDialog } from '../../../components/references/references-dialog';
import { FavoriteStar } from '../../../lib/favorites-port';
import { usePageTitle } from '../../../lib/page-title';
import { useGlobalSummary } from '../api/get-global-summary';
import { ContentHeader } from '../components/content-header';
import { contentPath } from '../item-outline';
import { useItem } from '../use-item';

/** /item/{id}: numbered timeline of macro topics and their sections, references, complete approach. */
export default function ItemRoute() {
  const { id = '' } = useParams();
  const { item, topic } = useItem(id);
  const summary = useGlobalSummary();
  const [refs, setRefs] = useState(false);
  // Strictly above 500 px (docs/product/content-and-study.md §2): exactly 500 is narrow.
  const wide = useMediaQuery(`(min-width: ${LAYOUT.carouselWideBreakpoint + 1}px)`) ?? false;
  // Timeline offsets of docs/product/content-and-study.md §2: 90 px, 70 px on narrow screens.
  const offset = wide ? LAYOUT.timelineOffsets[0] : LAYOUT.timelineOffsets[1];
  usePageTitle(item.data?.name);
  const it = item.data;
  if (!it)
    return (
      <Center h="40vh">
        <Loader aria-label="Carregando conteúdo" />
      </Center>
    );
  const approach = (it.completeApproach ?? []).map(
    (aid) => summary.data?.items.find((s) => s.kind === 'item' && s.id === aid) ?? { id: aid, name: aid },
  );
  return (
    <Stack gap="md">
      <ContentHeader
        title={it.name}
        description={it.description}
        badges={it.isNew ? <Badge color="teal">Novo</Badge> : null}
        actions={
          <FavoriteStar item={{ id: it.id, name: it.name, topic: it.topic, category: it.categories[0], type: 0 }} />
        }
      />
      <Box component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="item-timeline">
        {it.sections.map((macro, contentIndex) => {
          const children = ((macro as { sections?: Section[] }).sections ?? []) as Section[];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the route's contentIndex
            <Box component="li" key={`${macro.text}-${contentIndex}`} pos="relative" pl={offset} pb="md">
              <Box
                pos="absolute"
                left={offset / 2 - 16}
                top={0}
                w={32}
                h={32}
                style={{
                  borderRadius: '50%',
                  background: 'var(--mantine-color-vetor-7)',
                  color: 'white',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                }}
                aria-hidden="true"
              >
                {contentIndex + 1}
              </Box>
              {contentIndex < it.sections.length - 1 && (
                <Box pos="absolute" left={offset / 2 - 1} top={34} bottom={0} w={2} bg="gray.3" aria-hidden="true" />
              )}
              <Title order={2} size="h4" mb={6} pt={4}>
                {macro.text}
              </Title>
              <Stack gap={4}>
                {(children.length ? children : [macro]).map((s, sectionIndex) => (
                  <UnstyledButton
                    // biome-ignore lint/suspicious/noArrayIndexKey: sections are static content in order
                    key={sectionIndex}
                    component={Link}
                    to={contentPath(it.id, { contentIndex, sectionIndex })}
                    py={6}
                    px="sm"
                    style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Text style={{ overflowWrap: 'anywhere' }}>
                        {s.text ?? s.description ?? `Seção ${sectionIndex + 1}`}
                      </Text>
                      <IconChevronRight size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconBook2 size={18} />}
          onClick={() => setRefs(true)}
          data-testid="item-references"
        >
          Referências ({it.references.length})
        </Button>
      </Group>
      {it.treatment && approach.length > 0 && (
        <Box>
          <Group gap={6} mb={6}>
            <IconRoute size={18} aria-hidden="true" />
            <Title order={2} size="h4">
              Abordagem completa das doenças
            </Title>
          </Group>
          <Stack gap={4}>
            {approach.map((a) => (
              <UnstyledButton
                key={a.id}
                component={Link}
                to={`/item/${a.id}`}
                py={6}
                px="sm"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text>{a.name}</Text>
                  <IconChevronRight size={16} aria-hidden="true" />
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </Box>
      )}
      <ReferencesDialog
        opened={refs}
        onClose={() => setRefs(false)}
        own={it.references}
        context={{ name: it.name, description: it.description, from: `/item/${it.id}` }}
      />
      {topic && (
        <Text size="xs" c="dimmed">
          Versão {it.version} · publicada em {new Date(it.publishedAt).toLocaleDateString('pt-BR')}
        </Text>
      )}
    </Stack>
  );
}
