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

// Renders content sections by style code (docs/product/content-and-study.md §2 Section rendering), nested up to three
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
    <button
      type="button"
      className="section-references"
      onClick={() => ctx.openReferences(indexes)}
      aria-label={`Ver ${count} referência${count > 1 ? 's' : ''}`}
    >
      <IconBook2 size={14} aria-hidden="true" />
      {count}
    </button>
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
  const Heading = depth === 0 ? 'h2' : 'h3';
  return (
    <div className="section-collapsible" data-style={1}>
      <div className="section-collapsible-head">
        {/* The button inside the heading (WAI-ARIA disclosure): the heading stays in the outline. */}
        <Heading className="section-collapsible-title">
          <button
            type="button"
            className="section-collapsible-toggle"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={id}
          >
            <IconChevronDown size={18} aria-hidden="true" />
            {section.text}
          </button>
        </Heading>
        <ReferencesButton indexes={section.references} ctx={ctx} />
      </div>
      <div className="section-collapsible-body" id={id} hidden={!open}>
        {section.description && <p className="section-description">{section.description}</p>}
        {opened && children}
      </div>
    </div>
  );
}

function Description({ text }: { text?: string }) {
  if (!text) return null;
  return <p className="section-description">{text}</p>;
}

function Children({
  sections,
  ctx,
  indented = false,
  depth,
}: {
  sections?: SectionNode[];
  ctx: RenderContext;
  indented?: boolean;
  depth: number;
}) {
  if (!sections?.length) return null;
  return (
    <div className={indented ? 'section-children-indented' : undefined}>
      {sections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are static content in order
        <SectionView key={i} section={s} ctx={ctx} depth={depth} />
      ))}
    </div>
  );
}

/**
 * `depth` counts the section levels above, so headings never skip a level after the page's h1.
 * Plain elements with the app's CSS (styles.css, .section-*): sections are most of a content page,
 * and Mantine's Box, Group and Text around each line were most of its render on a phone.
 */
function SectionView({ section, ctx, depth }: { section: SectionNode; ctx: RenderContext; depth: number }) {
  switch (section.style) {
    case SECTION_STYLE.MACRO_TITLE:
      return (
        <div className="section-macro" data-style={0}>
          <h2 className="section-macro-title">{section.text}</h2>
          <Description text={section.description} />
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </div>
      );
    case SECTION_STYLE.TITLE:
      return (
        <CollapsibleTitle section={section} ctx={ctx} depth={depth}>
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </CollapsibleTitle>
      );
    case SECTION_STYLE.ITEM_TITLE:
      return (
        <div className="section-item" data-style={2}>
          <div className="section-row">
            <p className="section-item-title">{section.text}</p>
            <ReferencesButton indexes={section.references} ctx={ctx} />
          </div>
          <Description text={section.description} />
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </div>
      );
    case SECTION_STYLE.BULLET:
    case SECTION_STYLE.SUB_ITEM: {
      const sub = section.style === SECTION_STYLE.SUB_ITEM;
      return (
        <div className={sub ? 'section-bullet section-bullet-sub' : 'section-bullet'} data-style={section.style}>
          <div className="section-row">
            <span className="section-bullet-mark" aria-hidden="true">
              {sub ? '◦' : '•'}
            </span>
            <div className="section-bullet-body">
              <div>
                <MarkedText text={section.text ?? ''} />
              </div>
              <Description text={section.description} />
            </div>
            <ReferencesButton indexes={section.references} ctx={ctx} />
          </div>
          <Children sections={section.sections} ctx={ctx} indented depth={depth + 1} />
        </div>
      );
    }
    case SECTION_STYLE.TABLE:
      return (
        <div data-style={5}>
          {section.text && <p className="section-strong">{section.text}</p>}
          {section.table && <SectionTable table={section.table} />}
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </div>
      );
    case SECTION_STYLE.PHOTOS:
      return (
        <div data-style={6}>
          {section.text && <p className="section-strong">{section.text}</p>}
          {section.photos?.length ? <PhotoCarousel photos={section.photos} /> : null}
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </div>
      );
    case SECTION_STYLE.PARAGRAPH:
      return (
        <div data-style={7}>
          <SectionParagraph paragraphs={section.paragraphs?.length ? section.paragraphs : [section.text ?? '']} />
          <Children sections={section.sections} ctx={ctx} depth={depth + 1} />
        </div>
      );
    case SECTION_STYLE.VIDEO:
      return (
        <div data-style={8}>
          <SectionVideo url={section.video} title={section.text ?? section.description} />
        </div>
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
 * renders stop at the list instead of redrawing every section in one blocking task.
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
    <div>
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
    </div>
  );
});
