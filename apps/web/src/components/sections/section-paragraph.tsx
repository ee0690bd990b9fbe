import { Badge, Divider, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { parseParagraph } from './paragraph-parts';

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
  return (
    <>
      {line.parts.map((p, j) =>
        p.kind === 'or' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <span key={j} style={{ margin: '0 6px', display: 'inline-block' }}>
            <OrBadge />
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <span key={j}>{p.text}</span>
        ),
      )}
    </>
  );
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
              {line.parts.map((p, j) =>
                p.kind === 'or' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
                  <span key={j} style={{ margin: '0 6px', display: 'inline-block' }}>
                    <OrBadge />
                  </span>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
                  <span key={j}>{p.text}</span>
                ),
              )}
            </Text>
          </Group>
        );
      })}
    </>
  );
}
