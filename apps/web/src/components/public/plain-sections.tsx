import type { Reference, Section } from '@vetor/domain/content/content-base.schemas';
import { SECTION_STYLE } from '@vetor/domain/content/section-style';
import { type ParagraphPart, parseParagraph } from '../sections/paragraph-parts';
import { SectionTable } from '../sections/section-table';

// The section renderer of the public pages (docs/product/content-and-study.md §2 Section rendering, for owners): the same
// parsing as the app's renderer (paragraph-parts), drawn in plain HTML so the page needs no UI
// library. Everything is open, so it reads on a phone and prints whole; headings keep their order.

type Node = Section & { sections?: Node[] };

function Parts({ parts }: { parts: ParagraphPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === 'or' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <span key={i} className="pub-or">
            ou
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

function Marked({ text }: { text: string }) {
  const line = parseParagraph(text);
  if (line.kind === 'divider') return <>{text}</>;
  if (line.kind === 'or') return <span className="pub-or">ou</span>;
  return <Parts parts={line.parts} />;
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((raw, i) => {
        const line = parseParagraph(raw);
        const key = `${i}:${raw.slice(0, 16)}`;
        if (line.kind === 'divider') return <hr key={key} />;
        if (line.kind === 'or')
          return (
            <p key={key} className="pub-center">
              <span className="pub-or">ou</span>
            </p>
          );
        return (
          <p key={key}>
            {line.arrow && <span aria-hidden="true">→ </span>}
            <Parts parts={line.parts} />
          </p>
        );
      })}
    </>
  );
}

/** Consecutive bullets become one list, so screen readers announce "lista, N itens". */
function Children({ sections, depth }: { sections?: Node[]; depth: number }) {
  if (!sections?.length) return null;
  const out: React.ReactNode[] = [];
  let bullets: Node[] = [];
  const flush = () => {
    if (!bullets.length) return;
    out.push(
      <ul key={`ul${out.length}`}>
        {bullets.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content in order
          <li key={i} className={b.style === SECTION_STYLE.SUB_ITEM ? 'pub-sub' : undefined}>
            <Marked text={b.text ?? ''} />
            {b.description && <span className="pub-dim"> {b.description}</span>}
            <Children sections={b.sections} depth={depth + 1} />
          </li>
        ))}
      </ul>,
    );
    bullets = [];
  };
  sections.forEach((s, i) => {
    if (s.style === SECTION_STYLE.BULLET || s.style === SECTION_STYLE.SUB_ITEM) {
      bullets.push(s);
      return;
    }
    flush();
    // biome-ignore lint/suspicious/noArrayIndexKey: static content in order
    out.push(<SectionView key={i} section={s} depth={depth} />);
  });
  flush();
  return <>{out}</>;
}

function SectionView({ section, depth }: { section: Node; depth: number }) {
  const Heading = depth === 0 ? 'h2' : 'h3';
  switch (section.style) {
    case SECTION_STYLE.MACRO_TITLE:
    case SECTION_STYLE.TITLE:
    case SECTION_STYLE.ITEM_TITLE:
      return (
        <section>
          <Heading>{section.text}</Heading>
          {section.description && <p className="pub-dim">{section.description}</p>}
          <Children sections={section.sections} depth={depth + 1} />
        </section>
      );
    case SECTION_STYLE.TABLE:
      return section.table ? <SectionTable table={section.table} className="pub-table" /> : null;
    case SECTION_STYLE.PARAGRAPH:
      return (
        <>
          <Paragraphs paragraphs={section.paragraphs?.length ? section.paragraphs : [section.text ?? '']} />
          <Children sections={section.sections} depth={depth} />
        </>
      );
    case SECTION_STYLE.BULLET:
    case SECTION_STYLE.SUB_ITEM:
      return <Children sections={[section]} depth={depth} />;
    default:
      // Photos and videos are not part of owners' handouts; a link would lead into the app.
      return null;
  }
}

export function PlainSections({
  sections,
  references = [],
}: {
  sections: readonly Node[];
  references?: readonly Reference[];
}) {
  return (
    <div className="pub-sections">
      <Children sections={[...sections]} depth={0} />
      {references.length > 0 && (
        <section className="pub-refs">
          <h2>Referências</h2>
          <ol>
            {references.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: references in their cited order
              <li key={i}>
                {[r.name, r.magazine].filter(Boolean).join(' ').replace(/\.+$/, '')}
                {r.year ? `, ${r.year}` : ''}.
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
