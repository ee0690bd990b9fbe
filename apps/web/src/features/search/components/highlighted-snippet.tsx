import { Text } from '@mantine/core';

/**
 * A snippet from the server with the matched words between <mark> and </mark>. It is split into
 * text and <mark> elements, never rendered as HTML.
 */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  const parts = snippet.split(/(<mark>.*?<\/mark>)/g).filter(Boolean);
  return (
    <Text size="sm" c="dimmed" lineClamp={2} data-testid="hit-snippet">
      {parts.map((part, i) =>
        part.startsWith('<mark>') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string in a fixed order
          <mark key={i} style={{ background: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: 0 }}>
            {part.slice(6, -7)}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string in a fixed order
          <span key={i}>{part}</span>
        ),
      )}
    </Text>
  );
}
