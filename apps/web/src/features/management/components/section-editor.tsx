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
import {
  Accordion,
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  Menu,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type Reference, VIDEO_PLAYER_URL } from '@vetor/domain/content/content-base.schemas';
import { useMemo } from 'react';
import { STYLE_NAMES } from '../section-text';
import { type EditableSection, MAX_DEPTH, move, newSection, stylesAt, withStyle } from '../section-tree';
import { PhotosEditor } from './photos-editor';
import { TableEditor } from './table-editor';

// The item screen's admin mode (docs/product/content-and-study.md §2): sections in an accordion instead of the timeline, and a
// structured editor for every style code 0–8, nested up to three levels. Top-level sections are
// reordered by dragging (pointer or keyboard: space, arrows, space) or with the arrow buttons.

export type { EditableSection };

interface Shared {
  mode: 'item' | 'drug';
  references: Reference[];
  /** Where uploaded photos are meant for (kept in the audit). */
  owner: string;
}

const styleLabel = (style: number) => STYLE_NAMES[style] ?? `Estilo ${style}`;

function SectionFields({
  section,
  label,
  shared,
  onChange,
}: {
  section: EditableSection;
  label: string;
  shared: Shared;
  onChange(s: EditableSection): void;
}) {
  const style = styleLabel(section.style);
  const refOptions = useMemo(
    () => shared.references.map((r, i) => ({ value: String(i), label: `${i + 1}. ${r.name || '(sem título)'}` })),
    [shared.references],
  );
  const videoError =
    section.style === 8 && section.video && !VIDEO_PLAYER_URL.test(section.video)
      ? 'Use o endereço de player (https) do YouTube (/embed/…) ou do Vimeo (player.vimeo.com/video/…).'
      : undefined;
  return (
    <Stack gap="xs">
      {section.style <= 4 && (
        <Textarea
          label={`${label} · ${style}: texto`}
          autosize
          minRows={1}
          value={section.text ?? ''}
          error={section.text ? undefined : 'Obrigatório'}
          onChange={(e) => onChange({ ...section, text: e.currentTarget.value })}
        />
      )}
      {section.style === 1 && (
        <Checkbox
          label={`${label}: começa recolhido`}
          checked={section.collapse ?? false}
          onChange={(e) => onChange({ ...section, collapse: e.currentTarget.checked })}
        />
      )}
      {section.style === 5 && section.table && (
        <TableEditor table={section.table} label={label} onChange={(table) => onChange({ ...section, table })} />
      )}
      {section.style === 6 && (
        <PhotosEditor
          photos={section.photos ?? []}
          label={label}
          path={shared.owner}
          onChange={(photos) => onChange({ ...section, photos })}
        />
      )}
      {section.style === 7 && (
        <Textarea
          label={`${label} · ${style}: parágrafos (um por linha; '---' divide, '->' seta)`}
          autosize
          minRows={2}
          value={(section.paragraphs ?? (section.text ? [section.text] : [])).join('\n')}
          onChange={(e) => onChange({ ...section, paragraphs: e.currentTarget.value.split('\n') })}
        />
      )}
      {section.style === 8 && (
        <TextInput
          label={`${label} · ${style}: endereço do player`}
          placeholder="https://www.youtube-nocookie.com/embed/…"
          value={section.video ?? ''}
          error={videoError}
          onChange={(e) => onChange({ ...section, video: e.currentTarget.value.trim() })}
        />
      )}
      {refOptions.length > 0 && (
        <MultiSelect
          label={`${label}: referências citadas`}
          data={refOptions}
          value={(section.references ?? []).map(String)}
          onChange={(values) => {
            const refs = values.map(Number).sort((a, b) => a - b);
            const { references: _r, ...rest } = section;
            onChange(refs.length ? { ...rest, references: refs } : rest);
          }}
          clearable
        />
      )}
    </Stack>
  );
}

function AddSection({
  depth,
  mode,
  label,
  onAdd,
}: {
  depth: number;
  mode: Shared['mode'];
  label: string;
  onAdd(s: EditableSection): void;
}) {
  const styles = stylesAt(depth, mode);
  if (styles.length === 1)
    return (
      <Button size="xs" variant="light" onClick={() => onAdd(newSection(styles[0]!))}>
        {label}
      </Button>
    );
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button size="xs" variant="light">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {styles.map((s) => (
          <Menu.Item key={s} onClick={() => onAdd(newSection(s))}>
            {s} · {styleLabel(s)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One section below the first level: its style, fields, place among its siblings and children. */
function SectionNode({
  section,
  label,
  depth,
  index,
  count,
  shared,
  onChange,
  onMove,
  onRemove,
}: {
  section: EditableSection;
  label: string;
  depth: number;
  index: number;
  count: number;
  shared: Shared;
  onChange(s: EditableSection | null): void;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const styles = stylesAt(depth, shared.mode);
  return (
    <Paper withBorder p="xs" data-section={label}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Select
          size="xs"
          aria-label={`${label}: estilo`}
          data={styles.map((s) => ({ value: String(s), label: `${label} · ${s} · ${styleLabel(s)}` }))}
          value={String(section.style)}
          allowDeselect={false}
          disabled={styles.length === 1}
          onChange={(v) => onChange(withStyle(section, Number(v)))}
          w={260}
        />
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Mover ${label} para cima`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Mover ${label} para baixo`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Remover seção ${label}`} onClick={onRemove}>
            ×
          </ActionIcon>
        </Group>
      </Group>
      <SectionFields section={section} label={label} shared={shared} onChange={onChange} />
      <Children section={section} label={label} depth={depth} shared={shared} onChange={onChange} />
    </Paper>
  );
}

/** The children of a section (when the depth allows), with the button that adds one. */
function Children({
  section,
  label,
  depth,
  shared,
  onChange,
}: {
  section: EditableSection;
  label: string;
  depth: number;
  shared: Shared;
  onChange(s: EditableSection): void;
}) {
  if (depth >= MAX_DEPTH) return null;
  const children = section.sections ?? [];
  const setChildren = (next: EditableSection[]) => {
    const { sections: _s, ...rest } = section;
    onChange(next.length ? { ...rest, sections: next } : rest);
  };
  return (
    <Stack gap="xs" mt="xs" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
      {children.map((child, i) => {
        const childLabel = `${label}.${i + 1}`;
        return (
          <SectionNode
            key={childLabel}
            section={child}
            label={childLabel}
            depth={depth + 1}
            index={i}
            count={children.length}
            shared={shared}
            onChange={(s) => setChildren(children.map((c, j) => (j === i ? (s as EditableSection) : c)))}
            onMove={(to) => setChildren(move(children, i, to))}
            onRemove={() => setChildren(children.filter((_, j) => j !== i))}
          />
        );
      })}
      <Group>
        <AddSection
          depth={depth + 1}
          mode={shared.mode}
          label={`Adicionar subseção em ${label}`}
          onAdd={(s) => setChildren([...children, s])}
        />
      </Group>
    </Stack>
  );
}

function SortableTop({ id, children }: { id: string; children: (handle: React.ReactNode) => React.ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <ActionIcon variant="subtle" aria-label={`Arrastar seção ${Number(id) + 1}`} {...attributes} {...listeners}>
      ⠿
    </ActionIcon>
  );
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      {children(handle)}
    </Box>
  );
}

export function SectionEditor({
  sections,
  onChange,
  mode = 'item',
  references = [],
  owner = '',
}: {
  sections: EditableSection[];
  onChange(sections: EditableSection[]): void;
  mode?: Shared['mode'];
  references?: Reference[];
  owner?: string;
}) {
  const shared: Shared = { mode, references, owner };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = sections.map((_, i) => String(i));
  function onDragEnd(event: DragEndEvent) {
    if (!event.over || event.active.id === event.over.id) return;
    onChange(move(sections, Number(event.active.id), Number(event.over.id)));
  }
  return (
    <Stack gap="sm">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Accordion multiple variant="separated" defaultValue={['0']}>
            {sections.map((section, i) => {
              const label = String(i + 1);
              const set = (next: EditableSection | null) =>
                onChange(sections.map((s, j) => (j === i && next ? next : s)));
              return (
                <SortableTop key={ids[i]} id={ids[i]!}>
                  {(handle) => (
                    <Accordion.Item value={String(i)}>
                      <Group gap={0} wrap="nowrap" pl={4}>
                        {handle}
                        <Accordion.Control style={{ flex: 1 }}>
                          {label}. {section.text || styleLabel(section.style)}
                        </Accordion.Control>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Mover ${label} para cima`}
                          disabled={i === 0}
                          onClick={() => onChange(move(sections, i, i - 1))}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Mover ${label} para baixo`}
                          disabled={i === sections.length - 1}
                          onClick={() => onChange(move(sections, i, i + 1))}
                        >
                          ↓
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          mr={4}
                          aria-label={`Remover seção ${label}`}
                          disabled={sections.length <= 1}
                          onClick={() => onChange(sections.filter((_, j) => j !== i))}
                        >
                          ×
                        </ActionIcon>
                      </Group>
                      <Accordion.Panel>
                        <Stack gap="sm">
                          {mode === 'drug' && (
                            <Select
                              size="xs"
                              aria-label={`${label}: estilo`}
                              data={stylesAt(1, mode).map((s) => ({
                                value: String(s),
                                label: `${s} · ${styleLabel(s)}`,
                              }))}
                              value={String(section.style)}
                              allowDeselect={false}
                              onChange={(v) => set(withStyle(section, Number(v)))}
                              w={260}
                            />
                          )}
                          <SectionFields section={section} label={label} shared={shared} onChange={set} />
                          <Children section={section} label={label} depth={1} shared={shared} onChange={set} />
                        </Stack>
                      </Accordion.Panel>
                    </Accordion.Item>
                  )}
                </SortableTop>
              );
            })}
          </Accordion>
        </SortableContext>
      </DndContext>
      <Group>
        <AddSection depth={1} mode={mode} label="Adicionar seção" onAdd={(s) => onChange([...sections, s])} />
      </Group>
    </Stack>
  );
}
