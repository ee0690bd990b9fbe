import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Alert, Badge, Box, Button, Card, Collapse, Group, List, Stack, Tabs, Text } from '@mantine/core';
import { IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { LIMITS } from '@vetor/domain/platform/constants';
import {
  CONTROLLED_FORM_INFO,
  type ControlledDecision,
  type ControlledRule,
  controlledFormOf,
} from '@vetor/domain/prescriptions/controlled-forms';
import { routeWords } from '@vetor/domain/prescriptions/prescriptions.rules';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { useMemo, useState } from 'react';
import { useItemOptions } from '../api/get-item-options';

// The draft's guides as tabs (at most 4; "+" only while fewer exist) and their items, numbered per
// guide, each with edit and delete, reordered by dragging (pointer or keyboard: space, arrows). A
// controlled item says which form it needs (controlled-forms.ts): our two-copy guide, or a
// Notificação de Receita the vet fills in by hand, with what to write on it.

const FORM_COLOR: Record<ControlledDecision['form'], string> = {
  'notificacao-a': 'yellow',
  'notificacao-b': 'blue',
  'notificacao-b2': 'blue',
  'receita-controle-especial': 'gray',
  'mapa-controle-especial': 'teal',
};

function ControlledForm({ decision }: { decision: ControlledDecision }) {
  const [open, setOpen] = useState(false);
  const info = CONTROLLED_FORM_INFO[decision.form];
  if (info.printsGuide) {
    return (
      <Stack gap={2} data-testid="controlled-form" data-form={decision.form}>
        <Text size="xs" fw={700} tt="uppercase" c={`${FORM_COLOR[decision.form]}.8`}>
          {decision.form === 'mapa-controle-especial' ? 'Controle especial MAPA — 2 vias' : `${info.name} — 2 vias`}
        </Text>
        <Text size="xs" c="dimmed">
          {decision.reason}
        </Text>
      </Stack>
    );
  }
  return (
    <Alert
      color={FORM_COLOR[decision.form]}
      variant="light"
      p="xs"
      title={`Requer ${info.name} (${info.color})`}
      data-testid="controlled-form"
      data-form={decision.form}
    >
      <Stack gap={4}>
        <Text size="sm">{decision.reason}</Text>
        <Text size="sm">
          O Vetor imprime este item na receita comum, como orientação ao tutor, com o aviso de que ela não substitui a
          Notificação.
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          color={FORM_COLOR[decision.form]}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          style={{ alignSelf: 'flex-start' }}
          data-testid="how-to-fill"
        >
          {open ? 'Ocultar o preenchimento' : 'Como preencher a Notificação'}
        </Button>
        <Collapse expanded={open}>
          <List type="ordered" size="sm" spacing={2} data-testid="how-to-fill-fields">
            {info.fields.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        </Collapse>
      </Stack>
    </Alert>
  );
}

function ItemCard({
  item,
  number,
  controlled,
  onEdit,
  onDelete,
}: {
  item: PrescriptionItem;
  number: number;
  controlled: ControlledDecision | null;
  onEdit(): void;
  onDelete(): void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const title = item.freeText
    ? item.freeTextNameDisplay || item.name
    : [item.name, item.option?.display, item.option?.concentration].filter(Boolean).join(' — ');
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid="draft-item"
    >
      <Group wrap="nowrap" align="flex-start" gap="xs">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Arrastar ${title}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          data-testid="drag-handle"
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} data-testid="draft-item-title">
            {number}. {title}
          </Text>
          <Text size="sm">{item.posology}</Text>
          {item.additionalInformation && (
            <Text size="sm" c="dimmed">
              {item.additionalInformation}
            </Text>
          )}
          <Group gap={6}>
            {item.route && (
              <Badge size="sm" variant="light">
                {routeWords(item.route)}
              </Badge>
            )}
            {item.quantity && (
              <Badge size="sm" variant="outline" color="gray">
                {item.quantity}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Editar ${title}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Excluir ${title}`}
            onClick={onDelete}
            data-testid="delete-item"
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {/* Below the row, the card's full width: a Notificação's fields do not fit beside the icons at 360 px. */}
      {controlled && (
        <Box mt="xs">
          <ControlledForm decision={controlled} />
        </Box>
      )}
    </Card>
  );
}

export interface DraftGuidesProps {
  pages: PrescriptionItem[][];
  tab: number;
  onTab(tab: number): void;
  onAddGuide(): void;
  onEdit(item: PrescriptionItem): void;
  onDelete(item: PrescriptionItem): void;
  onMove(id: string, toIndex: number): void;
}

export function DraftGuides({ pages, tab, onTab, onAddGuide, onEdit, onDelete, onMove }: DraftGuidesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const items = pages[tab] ?? [];
  // The lists and adendos of the draft's principles, from the same call the add-item dialog makes.
  const drugIds = useMemo(
    () => [...new Set(pages.flat().flatMap((i) => i.drugsList.map((d) => d.drugId)))].sort(),
    [pages],
  );
  const rules: ControlledRule[] = useItemOptions(drugIds).data?.controlled ?? [];
  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const to = items.findIndex((i) => i.id === over.id);
    if (to >= 0) onMove(String(active.id), to);
  }
  return (
    <Tabs value={String(tab)} onChange={(v) => v !== null && v !== 'add' && onTab(Number(v))}>
      <Tabs.List>
        {pages.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a guide is its position
          <Tabs.Tab key={i} value={String(i)} data-testid={`guide-tab-${i}`}>
            Guia {i + 1}
          </Tabs.Tab>
        ))}
        {pages.length < LIMITS.prescriptionGuidesMax && pages.length > 0 && (
          <Tabs.Tab value="add" onClick={onAddGuide} aria-label="Adicionar guia" leftSection={<IconPlus size={14} />}>
            Guia
          </Tabs.Tab>
        )}
      </Tabs.List>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" pt="sm">
            {items.length === 0 && (
              <Text c="dimmed" size="sm">
                Nenhum item nesta guia. Use “Adicionar item” e escolha esta guia.
              </Text>
            )}
            {items.map((item, i) => (
              <ItemCard
                key={item.id}
                item={item}
                number={i + 1}
                controlled={controlledFormOf(item, rules)}
                onEdit={() => onEdit(item)}
                onDelete={() => onDelete(item)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Tabs>
  );
}
