import { Box, Button, Collapse, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronDown } from '@tabler/icons-react';
import type { Reference, Section } from '@vetor/domain/content/content-base.schemas';
import { SECTION_STYLE } from '@vetor/domain/content/section-style';
import { memo, type ReactNode, useId, useState } from 'react';
import type { ReferenceContext } from '../references/reference-store';
import { ReferencesDialog } from '../references/references-dialog';
import { PhotoCarousel } from './photo-carousel';
import { MarkedText, SectionParagraph } from './section-paragraph';
import { SectionTable } from './section-table';
import { SectionVideo } from './section-video';

// Renders content sections by style code (spec 2 §2 Section rendering), nested up to three
// levels. Shared by drugs, products, topic items and, later, handouts and algorithms.

/** A section at any depth (the schema types each level separately). */
export type SectionNode = Section & { sections?: SectionNode[] };

export interface SectionListProps {
  sections: readonly SectionNode[];
  /** The owning content's references; a section's `references` are indexes into it. */
  references?: readonly Reference[];
  /** Recorded when a reference is opened. */
  context?: ReferenceContext;
}

interface RenderContext {
  references: readonly Reference[];
  openReferences: (indexes: number[]) => void;
}

function ReferencesButton({ indexes, ctx }: { indexes?: number[]; ctx: RenderContext }) {
  const count = indexes?.filter((i) => ctx.references[i]).length ?? 0;
  if (!count || !indexes) return null;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={<IconBook2 size={14} aria-hidden="true" />}
      onClick={() => ctx.openReferences(indexes)}
      aria-label={`Ver ${count} referência${count > 1 ? 's' : ''}`}
    >
      {count}
    </Button>
  );
}

function CollapsibleTitle({
  section,
  ctx,
  depth,
  children,
}: {
  section: SectionNode;
  ctx: RenderContext;
  /** 0 at the top of the content (under the page's h1): an h2 there, an h3 under a macro title. */
  depth: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(!section.collapse);
  // A section that starts collapsed renders its content on first opening, not with the page: a
  // drug's closed sections were most of the render that blocked the phone after the data arrived.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const id = useId();
  return (
    <Box my="sm" data-style={1}>
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id}
          py={6}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group gap={6} wrap="nowrap">
            <IconChevronDown
              size={18}
              aria-hidden="true"
              style={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms', flexShrink: 0 }}
            />
            <Title order={depth === 0 ? 2 : 3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {section.text}
            </Title>
          </Group>
        </UnstyledButton>
        <ReferencesButton indexes={section.references} ctx={ctx} />
      </Group>
      <Collapse expanded={open}>
        <Box id={id} pt={4}>
          {section.description && (
            <Text size="sm" c="dimmed" mb={4}>
              {section.description}
            </Text>
          )}
          {opened && children}
        </Box>
      </Collapse>
    </Box>
  );
}

function Description({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed" mt={2}>
      {text}
    </Text>
  );
}

function Children({
  sections,
  ctx,
  indent = 0,
  depth,
}: {
  sections?: SectionNode[];
  ctx: RenderContext;
  indent?: number;
  depth: number;
}) {
  if (!sections?.length) return null;
  return (
    <Box pl={indent}>
      {sections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are static content in order
        <SectionView key={i} section={s} ctx={ctx} depth={depth} />
      ))}
    </Box>
  );
}

/** `depth` counts the section levels above, so headings never skip a level after the page's h1. */
function SectionView({ section, ctx, depth }: { section: SectionNode; ctx: RenderContext; depth: number }) {
  switch (section.style) {
    case SECTION_STYLE.MACRO_TITLE:
      return (
        <Box my="md" data-style={0}>
          <Title order={2} size="h4">
            {section.text}
          </Title>
          <Description text={section.description} />
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </Box>
      );
    case SECTION_STYLE.TITLE:
      return (
        <CollapsibleTitle section={section} ctx={ctx} depth={depth}>
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </CollapsibleTitle>
      );
    case SECTION_STYLE.ITEM_TITLE:
      return (
        <Box mt="sm" mb={4} data-style={2}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {section.text}
            </Text>
            <ReferencesButton indexes={section.references} ctx={ctx} />
          </Group>
          <Description text={section.description} />
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </Box>
      );
    case SECTION_STYLE.BULLET:
    case SECTION_STYLE.SUB_ITEM: {
      const sub = section.style === SECTION_STYLE.SUB_ITEM;
      return (
        <Box my={4} pl={sub ? 'lg' : 0} data-style={section.style}>
          <Group gap={8} wrap="nowrap" align="flex-start">
            <Text component="span" aria-hidden="true" c="vetor.7" fw={700} style={{ flexShrink: 0 }}>
              {sub ? '◦' : '•'}
            </Text>
            <Box style={{ minWidth: 0 }}>
              <Text component="div" style={{ overflowWrap: 'anywhere' }}>
                <MarkedText text={section.text ?? ''} />
              </Text>
              <Description text={section.description} />
            </Box>
            <ReferencesButton indexes={section.references} ctx={ctx} />
          </Group>
          <Children sections={section.sections} ctx={ctx} indent={16} depth={depth + 1} />
        </Box>
      );
    }
    case SECTION_STYLE.TABLE:
      return (
        <Box data-style={5}>
          {section.text && <Text fw={600}>{section.text}</Text>}
          {section.table && <SectionTable table={section.table} />}
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </Box>
      );
    case SECTION_STYLE.PHOTOS:
      return (
        <Box data-style={6}>
          {section.text && <Text fw={600}>{section.text}</Text>}
          {section.photos?.length ? <PhotoCarousel photos={section.photos} /> : null}
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </Box>
      );
    case SECTION_STYLE.PARAGRAPH:
      return (
        <Box data-style={7}>
          <SectionParagraph paragraphs={section.paragraphs?.length ? section.paragraphs : [section.text ?? '']} />
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </Box>
      );
    case SECTION_STYLE.VIDEO:
      return (
        <Box data-style={8}>
          <SectionVideo url={section.video} title={section.text ?? section.description} />
        </Box>
      );
    default:
      return null;
  }
}

const NO_REFERENCES: readonly Reference[] = [];

/**
 * Memoized: a content page re-renders each time one of its queries or stores changes (the list of
 * flashcards, the library summary, the page title…), and the sections, most of the page, are the
 * same each time. Callers pass stable props (the answer's arrays, a memoized context) so those
 * renders stop at the list instead of redrawing every section in one blocking task (issue 18).
 */
export const SectionList = memo(function SectionList({
  sections,
  references = NO_REFERENCES,
  context,
}: SectionListProps) {
  const [open, setOpen] = useState<number[] | null>(null);
  const ctx: RenderContext = { references, openReferences: setOpen };
  const picked = (open ?? []).map((i) => references[i]).filter((r): r is Reference => Boolean(r));
  return (
    <Box>
      {sections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are static content in order
        <SectionView key={i} section={s} ctx={ctx} depth={0} />
      ))}
      <ReferencesDialog
        opened={open !== null}
        onClose={() => setOpen(null)}
        own={picked}
        context={context ?? { name: 'Conteúdo' }}
      />
    </Box>
  );
});
