import { Box, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { memo, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { ListEntry } from '../list-entry';
import type { ListRow } from '../list-sections';

const HEADER_HEIGHT = 40;

type RenderEntry = (row: Extract<ListRow, { kind: 'entry' }>) => ReactNode;

/**
 * One row's content. Scrolling re-renders the list on every frame (the virtualizer's offsets
 * change); memoised rows skip re-rendering what is already on screen, which kept a throttled phone
 * CPU from dropping most frames.
 */
const RowContent = memo(function RowContent({ row, renderEntry }: { row: ListRow; renderEntry: RenderEntry }) {
  return row.kind === 'header' ? (
    <Text fw={800} c="vetor.8" size="sm" tt="uppercase" pt="md" px="sm" data-testid="list-header">
      {row.title}
    </Text>
  ) : (
    renderEntry(row)
  );
});

/**
 * The list rows, virtualised against the page scroll so only what is on screen is in the DOM
 * (a category can hold thousands of summaries).
 */
export function VirtualList({
  rows,
  photo,
  renderEntry,
}: {
  rows: ListRow[];
  /** Whether an entry's row is the 150 px photo row (per entry: favorites mix categories). */
  photo: (entry: ListEntry) => boolean;
  renderEntry: RenderEntry;
}) {
  const parent = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  // The list starts below what the screen shows above it, which can grow after mount (an ads block
  // that loads, filter chips): measured again whenever the container changes size.
  useLayoutEffect(() => {
    const list = parent.current;
    if (!list) return;
    const measure = () => setMargin(list.offsetTop);
    measure();
    const container = list.parentElement;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => {
      const row = rows[i];
      if (!row || row.kind === 'header') return HEADER_HEIGHT;
      return photo(row.entry) ? LAYOUT.photoListRowHeight : LAYOUT.listRowHeight;
    },
    overscan: 8,
    scrollMargin: margin,
    getItemKey: (i) => rows[i]?.key ?? i,
    // Tests and first paint without layout still show the first screen of rows.
    initialRect: { width: 360, height: 800 },
  });
  return (
    <Box
      ref={parent}
      component="ul"
      aria-label="Resultados"
      data-arrow-list
      style={{ position: 'relative', height: virtualizer.getTotalSize(), listStyle: 'none', margin: 0, padding: 0 }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const row = rows[v.index];
        if (!row) return null;
        return (
          // A plain li: Mantine's Box resolves style props on every render of every row.
          <li
            key={v.key}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: v.size,
              transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <RowContent row={row} renderEntry={renderEntry} />
          </li>
        );
      })}
    </Box>
  );
}
