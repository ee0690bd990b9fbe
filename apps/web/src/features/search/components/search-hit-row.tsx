import { Badge, Box, Group, Image, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCalculator, IconFileText, IconLock, IconPill, IconVirus } from '@tabler/icons-react';
import type { RecentSearch, SearchHit } from '@vetor/domain/search/search.schemas';
import { HighlightedSnippet } from './highlighted-snippet';

function HitIcon({ hit }: { hit: Pick<SearchHit, 'itemType' | 'photo'> }) {
  if (hit.photo) return <Image src={hit.photo} alt="" w={44} h={44} fit="contain" radius="sm" loading="lazy" />;
  const Icon =
    hit.itemType === 'calculator'
      ? IconCalculator
      : hit.itemType === 'item'
        ? IconVirus
        : hit.itemType === 'drug'
          ? IconPill
          : IconFileText;
  return (
    <ThemeIcon size={44} radius="md" variant="light">
      <Icon size={22} aria-hidden="true" />
    </ThemeIcon>
  );
}

/** One result or recent search: photo, name, description and the snippet (docs/product/content-and-study.md §2). */
export function SearchHitRow({
  hit,
  locked = false,
  snippet,
  onOpen,
}: {
  hit: RecentSearch;
  locked?: boolean;
  snippet?: string;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      data-testid="search-hit"
      data-id={hit.itemId}
      aria-label={`${hit.itemName}, ${hit.categoryName}${locked ? ' (conteúdo PRO, bloqueado)' : ''}`}
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', display: 'block', width: '100%' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box style={{ flexShrink: 0 }}>
          <HitIcon hit={hit} />
        </Box>
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text fw={600} lineClamp={2} style={{ minWidth: 0 }}>
              {hit.itemName}
            </Text>
            {hit.premium && (
              <Badge size="xs" variant="light" color="violet" style={{ flexShrink: 0, marginTop: 3 }}>
                PRO
              </Badge>
            )}
            {locked && (
              <IconLock
                size={16}
                aria-hidden="true"
                color="var(--mantine-color-gray-6)"
                style={{ flexShrink: 0, marginTop: 3 }}
              />
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate="end">
            {[hit.categoryName, hit.description].filter(Boolean).join(' · ')}
          </Text>
          {snippet && <HighlightedSnippet snippet={snippet} />}
        </Box>
      </Group>
    </UnstyledButton>
  );
}
