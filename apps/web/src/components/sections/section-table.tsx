import type { Table as TableData } from '@vetor/domain/content/content-base.schemas';

/**
 * Style 5: a table with headers, lines and a caption. It scrolls sideways inside its own box, so a
 * wide table never widens the page on a 360 px phone. A plain table styled like Mantine's striped,
 * bordered one (styles.css, .section-table): Mantine's Table brought its ScrollArea (64 KB) to every
 * content page. The public pages draw it too, with their own stylesheet (`className`).
 */
export function SectionTable({ table, className = 'section-table' }: { table: TableData; className?: string }) {
  return (
    // A named <section> is a region: the scrolling box a keyboard user can reach and scroll.
    <section
      className={className}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={table.caption ? `Tabela: ${table.caption}` : 'Tabela'}
      data-testid="section-table"
    >
      <table style={{ minWidth: Math.min(table.headers.length * 140, 720) }}>
        {table.caption && <caption>{table.caption}</caption>}
        <thead>
          <tr>
            {table.headers.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content
            <tr key={i}>
              {line.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are static content
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
