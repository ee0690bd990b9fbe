import { ActionIcon, Badge, Box, Center, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconLock, IconPackage, IconTrash } from '@tabler/icons-react';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { distinctSubtitle } from '@vetor/domain/platform/wording';
import type { ListEntry } from '../list-entry';

/** One list row: 63 px, or 150 px with a photo for photo categories (docs/product/content-and-study.md §2 List screen). */
export function ListRowView({
  entry,
  locked,
  photo,
  features,
  onOpen,
  onRemove,
}: {
  entry: ListEntry;
  locked: boolean;
  photo: boolean;
  features: boolean;
  onOpen: () => void;
  onRemove?: () => void;
}) {
  const height = photo ? LAYOUT.photoListRowHeight : LAYOUT.listRowHeight;
  return (
    <Group
      wrap="nowrap"
      gap="xs"
      h={height - 4}
      px="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="list-row"
      data-id={entry.id}
    >
      <UnstyledButton
        onClick={onOpen}
        style={{ flex: 1, minWidth: 0, height: '100%' }}
        aria-label={`${entry.name}${locked ? ' (conteúdo PRO, bloqueado)' : ''}`}
      >
        <Group wrap="nowrap" gap="sm" h="100%">
          {photo && (
            <Box w={110} h={height - 24} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }} bg="gray.0">
              {entry.photo ? (
                <Image src={entry.photo} alt="" h="100%" fit="contain" loading="lazy" />
              ) : (
                // No picture known (a favorite whose summary is not loaded): a quiet package mark, not an empty box.
                <Center h="100%">
                  <IconPackage size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-6)" />
                </Center>
              )}
            </Box>
          )}
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate="end">
                {entry.name}
              </Text>
              {entry.kind === 'product' && entry.type === 3 && (
                <Badge size="xs" variant="light" color="gray">
                  Humano
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={photo ? 2 : 1}>
              {[entry.kind === 'product' ? entry.brand : undefined, entry.description]
                .map((part) => distinctSubtitle(entry.name, part))
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {features && entry.features.length > 0 && (
              <Group
                gap={4}
                mt={4}
                wrap={photo ? 'wrap' : 'nowrap'}
                style={{ overflow: 'hidden' }}
                mah={photo ? 48 : 20}
              >
                {entry.features.slice(0, photo ? 4 : 2).map((f) => (
                  <Badge key={f} size="xs" variant="outline" radius="sm" style={{ textTransform: 'none' }}>
                    {f}
                  </Badge>
                ))}
              </Group>
            )}
          </Box>
        </Group>
      </UnstyledButton>
      {locked && (
        <IconLock
          size={18}
          aria-hidden="true"
          color="var(--mantine-color-orange-8)"
          data-testid="row-lock"
          style={{ flexShrink: 0 }}
        />
      )}
      {onRemove && (
        <ActionIcon variant="subtle" color="red" aria-label={`Remover ${entry.name} dos favoritos`} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
