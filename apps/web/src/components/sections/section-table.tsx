import { Box, Table, Text } from '@mantine/core';
import type { Table as TableData } from '@vetor/domain/content/content-base.schemas';

/**
 * Style 5: a table with headers, lines and a caption. It scrolls sideways inside its own box, so a
 * wide table never widens the page on a 360 px phone.
 */
export function SectionTable({ table }: { table: TableData }) {
  return (
    <Box my="sm">
      <Box
        style={{ overflowX: 'auto', maxWidth: '100%', WebkitOverflowScrolling: 'touch' }}
        tabIndex={0}
        role="region"
        aria-label={table.caption ? `Tabela: ${table.caption}` : 'Tabela'}
        data-testid="section-table"
      >
        <Table striped withTableBorder withColumnBorders miw={Math.min(table.headers.length * 140, 720)} fz="sm">
          {table.caption && (
            <Table.Caption style={{ captionSide: 'bottom', textAlign: 'left' }}>
              <Text size="xs" c="dimmed" component="span">
                {table.caption}
              </Text>
            </Table.Caption>
          )}
          <Table.Thead>
            <Table.Tr>
              {table.headers.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat
                <Table.Th key={i} scope="col">
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content
              <Table.Tr key={i}>
                {line.map((cell, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are static content
                  <Table.Td key={j}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Box>
  );
}
