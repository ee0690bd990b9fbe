import {
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { searchText } from '@vetor/domain/patients/patients.rules';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { ITEM_TYPE_LABELS, type ItemSearchResult } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { useState } from 'react';
import { useItemSearch } from '../api/search-items';

// Item search of the draft screen (docs/product/calculators-patients-prescriptions-management.md §2): three tabs (compositions = active principles,
// veterinary products, human products), text lowercased and accent-stripped, type and brand badges.

const TYPE_COLORS: Record<number, string> = { 0: 'vetor', 1: 'teal', 2: 'grape' };

export interface ItemSearchDialogProps {
  opened: boolean;
  onClose(): void;
  onPick(result: ItemSearchResult): void;
  onFreeText(): void;
}

export function ItemSearchDialog({ opened, onClose, onPick, onFreeText }: ItemSearchDialogProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<'0' | '1' | '2'>('0');
  const [debounced] = useDebouncedValue(searchText(text), 250);
  const results = useItemSearch(debounced, Number(filter) as 0 | 1 | 2);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Adicionar item"
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
    >
      <Stack gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(v) => setFilter(v as '0' | '1' | '2')}
          fullWidth
          data={[
            { value: '0', label: 'Composições' },
            { value: '1', label: 'Veterinários' },
            { value: '2', label: 'Humanos' },
          ]}
        />
        <TextInput
          aria-label="Buscar medicamento"
          placeholder="Nome do princípio ativo ou do produto"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
          data-testid="item-search-input"
        />
        {results.isFetching && <Loader size="sm" aria-label="Buscando" />}
        {results.data && results.data.results.length === 0 && debounced && (
          <Text size="sm" c="dimmed">
            {message('DRUGS_NO_DATA')}
          </Text>
        )}
        <Stack gap={6}>
          {results.data?.results.map((r) => (
            <UnstyledButton
              key={`${r.id}-${r.display ?? ''}`}
              onClick={() => onPick(r)}
              style={{ padding: 10, borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="item-result"
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{r.name}</Text>
                  <Text size="xs" c="dimmed">
                    {[r.concentration, r.display, r.package].filter(Boolean).join(' · ') || 'Princípio ativo'}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <Badge size="sm" variant="light" color={TYPE_COLORS[r.type] ?? 'gray'}>
                    {ITEM_TYPE_LABELS[r.type] ?? 'Princípio ativo'}
                  </Badge>
                  {r.brand && (
                    <Badge size="sm" variant="outline" color="gray">
                      {r.brand}
                    </Badge>
                  )}
                </Group>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
        <Button variant="light" onClick={onFreeText} data-testid="free-text-item">
          Adicionar item em texto livre
        </Button>
      </Stack>
    </Modal>
  );
}
