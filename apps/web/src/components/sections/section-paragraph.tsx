import { Anchor, Badge, Divider, Group, Text } from '@mantine/core';
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
          <Anchor key={j} component={Link} to={p.path} data-testid="cross-ref">
            {p.text}
          </Anchor>
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
    <Badge variant="light" color="vetor" size="sm" radius="sm" data-testid="or-badge">
      ou
    </Badge>
  );
}

/** A line of content text with its '(+)'/'(OUX)' markers shown as 'ou' badges, wherever it appears. */
export function MarkedText({ text }: { text: string }) {
  const line = parseParagraph(text);
  if (line.kind === 'divider') return <>{text}</>;
  if (line.kind === 'or') return <OrBadge />;
  return <Parts parts={line.parts} />;
}

/** Style 7: paragraphs with dividers, arrows and 'ou' markers. */
export function SectionParagraph({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((raw, i) => {
        const line = parseParagraph(raw);
        const key = `${i}:${raw.slice(0, 16)}`;
        if (line.kind === 'divider') return <Divider key={key} my="sm" data-testid="paragraph-divider" />;
        if (line.kind === 'or')
          return (
            <Group key={key} justify="center" my={4}>
              <OrBadge />
            </Group>
          );
        return (
          <Group key={key} gap={6} wrap="nowrap" align="flex-start" my={6}>
            {line.arrow && (
              <IconArrowRight
                size={18}
                aria-label="seta"
                data-testid="paragraph-arrow"
                style={{ flexShrink: 0, marginTop: 3 }}
                color="var(--mantine-color-vetor-7)"
              />
            )}
            <Text component="div" style={{ overflowWrap: 'anywhere' }}>
              <Parts parts={line.parts} />
            </Text>
          </Group>
        );
      })}
    </>
  );
}
