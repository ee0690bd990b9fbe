import { IconArrowRight } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { type CrossRefResolver, linkCrossRefs, type ParagraphPart, parseParagraph } from './paragraph-parts';

/** Content pages provide how a name written in the text finds its item (cross-references become links). */
export const CrossRefContext = createContext<CrossRefResolver | undefined>(undefined);

function Parts({ parts }: { parts: ParagraphPart[] }) {
  const resolve = useContext(CrossRefContext);
  return (
    <>
      {linkCrossRefs(parts, resolve).map((p, j) =>
        p.kind === 'or' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <span key={j} style={{ margin: '0 6px', display: 'inline-block' }}>
            <OrBadge />
          </span>
        ) : p.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <Link key={j} to={p.path} className="text-link" data-testid="cross-ref">
            {p.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <span key={j}>{p.text}</span>
        ),
      )}
    </>
  );
}

function OrBadge() {
  return (
    <span className="badge badge-or" data-testid="or-badge">
      ou
    </span>
  );
}

/** A line of content text with its '(+)'/'(OUX)' markers shown as 'ou' badges, wherever it appears. */
export function MarkedText({ text }: { text: string }) {
  const line = parseParagraph(text);
  if (line.kind === 'divider') return <>{text}</>;
  if (line.kind === 'or') return <OrBadge />;
  return <Parts parts={line.parts} />;
}

/** Style 7: paragraphs with dividers, arrows and 'ou' markers; plain elements, like the section list. */
export function SectionParagraph({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((raw, i) => {
        const line = parseParagraph(raw);
        const key = `${i}:${raw.slice(0, 16)}`;
        if (line.kind === 'divider')
          return <hr key={key} className="paragraph-divider" data-testid="paragraph-divider" />;
        if (line.kind === 'or')
          return (
            <div key={key} className="paragraph-or">
              <OrBadge />
            </div>
          );
        return (
          <div key={key} className="paragraph-line">
            {line.arrow && (
              <IconArrowRight
                size={18}
                aria-label="seta"
                data-testid="paragraph-arrow"
                style={{ flexShrink: 0, marginTop: 3 }}
                color="var(--mantine-color-vetor-7)"
              />
            )}
            <div className="paragraph-text">
              <Parts parts={line.parts} />
            </div>
          </div>
        );
      })}
    </>
  );
}
