import { Button, Chip, Group, Modal, ScrollArea, SegmentedControl, Select, Stack, Tabs, Text } from '@mantine/core';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useState } from 'react';
import {
  categoryName,
  EMPTY_FILTERS,
  FILTER_ANIMAL_LABELS,
  type FilterAnimal,
  type FilterOptions,
  filterCount,
  type ListFilters,
  systemName,
  toggleValue,
  withBrand,
} from '../list-filters';

function ChipSet<T extends string | number>({
  values,
  chosen,
  label,
  onToggle,
}: {
  values: readonly T[];
  chosen: readonly T[];
  label: (v: T) => string;
  onToggle: (v: T) => void;
}) {
  return (
    <Group gap={6}>
      {values.map((v) => (
        <Chip key={String(v)} size="sm" checked={chosen.includes(v)} onChange={() => onToggle(v)}>
          {label(v)}
        </Chip>
      ))}
    </Group>
  );
}

/**
 * The filter dialog: always the same six tabs, Básicos, Categorias, Princípios Ativos, Sistemas,
 * Classes and Marcas, so every list has the same dialog; a tab this list has nothing for is shown
 * disabled (docs/decisions/web-working-day-2.md). Edits a draft and applies it on "Aplicar", so the
 * list does not re-render under the user's fingers.
 */
export function FilterDialog({
  opened,
  onClose,
  value,
  onApply,
  options,
}: {
  opened: boolean;
  onClose: () => void;
  value: ListFilters;
  onApply: (f: ListFilters) => void;
  options: (brand: string | null) => FilterOptions;
}) {
  const [draft, setDraft] = useState(value);
  const [lastOpened, setLastOpened] = useState(false);
  if (opened !== lastOpened) {
    setLastOpened(opened);
    if (opened) setDraft(value);
  }
  const o = options(draft.brand);
  const tabs = [
    { value: 'basic', label: 'Básicos', show: true },
    { value: 'categories', label: 'Categorias', show: o.categories.length > 1 },
    { value: 'drugs', label: 'Princípios Ativos', show: o.drugs.length > 0 },
    { value: 'systems', label: 'Sistemas', show: o.systems.length > 0 },
    { value: 'classes', label: 'Classes', show: o.classes.length > 0 },
    { value: 'brands', label: 'Marcas', show: o.brands.length > 0 },
  ];
  const animal = draft.animal === null ? '' : String(draft.animal);

  return (
    <Modal opened={opened} onClose={onClose} title="Filtros" size={LAYOUT.dialogMaxWidth} centered>
      <Tabs defaultValue="basic" keepMounted={false}>
        <ScrollArea type="auto" offsetScrollbars>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {tabs.map((t) => (
              <Tabs.Tab
                key={t.value}
                value={t.value}
                disabled={!t.show}
                title={t.show ? undefined : 'Nada para filtrar nesta lista'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        <ScrollArea.Autosize mah="55vh" mt="md" type="auto">
          <Tabs.Panel value="basic">
            <Stack gap="md">
              <div>
                <Text fw={600} size="sm" mb={6} id="filter-animal">
                  Espécie
                </Text>
                <SegmentedControl
                  aria-labelledby="filter-animal"
                  fullWidth
                  value={animal}
                  onChange={(v) => setDraft({ ...draft, animal: v === '' ? null : (Number(v) as FilterAnimal) })}
                  data={[
                    { value: '', label: 'Todas' },
                    { value: '0', label: FILTER_ANIMAL_LABELS[0] },
                    { value: '1', label: FILTER_ANIMAL_LABELS[1] },
                    { value: '2', label: 'Ambos' },
                  ]}
                />
              </div>
              {o.petAges.length > 0 && (
                <div>
                  <Text fw={600} size="sm" mb={6}>
                    Idade
                  </Text>
                  <ChipSet
                    values={o.petAges}
                    chosen={draft.petAges}
                    label={(v) => v}
                    onToggle={(v) => setDraft({ ...draft, petAges: toggleValue(draft.petAges, v) })}
                  />
                </div>
              )}
              {o.petSizes.length > 0 && (
                <div>
                  <Text fw={600} size="sm" mb={6}>
                    Porte
                  </Text>
                  <ChipSet
                    values={o.petSizes}
                    chosen={draft.petSizes}
                    label={(v) => v}
                    onToggle={(v) => setDraft({ ...draft, petSizes: toggleValue(draft.petSizes, v) })}
                  />
                </div>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="categories">
            <ChipSet
              values={o.categories}
              chosen={draft.categories}
              label={categoryName}
              onToggle={(v) => setDraft({ ...draft, categories: toggleValue(draft.categories, v) })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="drugs">
            <ChipSet
              values={o.drugs}
              chosen={draft.drugs}
              label={(v) => v}
              onToggle={(v) => setDraft({ ...draft, drugs: toggleValue(draft.drugs, v) })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="systems">
            <ChipSet
              values={o.systems}
              chosen={draft.systems}
              label={systemName}
              onToggle={(v) => setDraft({ ...draft, systems: toggleValue(draft.systems, v) })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="classes">
            <ChipSet
              values={o.classes}
              chosen={draft.classes}
              label={(v) => v}
              onToggle={(v) => setDraft({ ...draft, classes: toggleValue(draft.classes, v) })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="brands">
            <Stack gap="md">
              <Select
                label="Marca"
                placeholder="Todas as marcas"
                data={o.brands}
                value={draft.brand}
                onChange={(v) => setDraft(withBrand(draft, v))}
                clearable
                searchable
                comboboxProps={{ withinPortal: false }}
              />
              <Select
                label="Linha"
                placeholder={draft.brand ? 'Todas as linhas' : 'Escolha uma marca primeiro'}
                data={o.brandLines}
                value={draft.brandLine}
                onChange={(v) => setDraft({ ...draft, brandLine: v })}
                disabled={!draft.brand || o.brandLines.length === 0}
                clearable
                comboboxProps={{ withinPortal: false }}
              />
            </Stack>
          </Tabs.Panel>
        </ScrollArea.Autosize>
      </Tabs>
      <Group justify="space-between" mt="lg">
        <Button variant="subtle" onClick={() => setDraft(EMPTY_FILTERS)} disabled={filterCount(draft) === 0}>
          Limpar tudo
        </Button>
        <Button
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          Aplicar{filterCount(draft) ? ` (${filterCount(draft)})` : ''}
        </Button>
      </Group>
    </Modal>
  );
}
