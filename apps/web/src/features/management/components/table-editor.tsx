import { ActionIcon, Button, Group, ScrollArea, Stack, Table, TextInput } from '@mantine/core';
import type { Table as SectionTable } from '@vetor/domain/content/content-base.schemas';

// Style 5: a table edited cell by cell; rows and columns are added and removed with buttons.

export function TableEditor({
  table,
  label,
  onChange,
}: {
  table: SectionTable;
  label: string;
  onChange(table: SectionTable): void;
}) {
  const cols = table.headers.length;
  const setHeader = (c: number, v: string) =>
    onChange({ ...table, headers: table.headers.map((h, i) => (i === c ? v : h)) });
  const setCell = (r: number, c: number, v: string) =>
    onChange({
      ...table,
      lines: table.lines.map((line, i) => (i === r ? line.map((x, j) => (j === c ? v : x)) : line)),
    });
  const addColumn = () =>
    onChange({
      ...table,
      headers: [...table.headers, `Coluna ${cols + 1}`],
      lines: table.lines.map((l) => [...l, '']),
    });
  const removeColumn = (c: number) =>
    onChange({
      ...table,
      headers: table.headers.filter((_, i) => i !== c),
      lines: table.lines.map((l) => l.filter((_, i) => i !== c)),
    });
  const addRow = () => onChange({ ...table, lines: [...table.lines, Array.from({ length: cols }, () => '')] });
  const removeRow = (r: number) => onChange({ ...table, lines: table.lines.filter((_, i) => i !== r) });

  return (
    <Stack gap="xs">
      <TextInput
        label={`${label}: legenda da tabela`}
        value={table.caption ?? ''}
        onChange={(e) => {
          const caption = e.currentTarget.value;
          const { caption: _old, ...rest } = table;
          onChange(caption ? { ...rest, caption } : rest);
        }}
      />
      <ScrollArea>
        <Table withColumnBorders aria-label={`${label}: tabela`}>
          <Table.Thead>
            <Table.Tr>
              {table.headers.map((h, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positions in a controlled list; the content has no ids
                <Table.Th key={`h${c}`} miw={140}>
                  <Group gap={4} wrap="nowrap">
                    <TextInput
                      size="xs"
                      aria-label={`${label}: cabeçalho da coluna ${c + 1}`}
                      value={h}
                      onChange={(e) => setHeader(c, e.currentTarget.value)}
                    />
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      disabled={cols <= 1}
                      aria-label={`Remover coluna ${c + 1}`}
                      onClick={() => removeColumn(c)}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Table.Th>
              ))}
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.lines.map((line, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: positions in a controlled list; the content has no ids
              <Table.Tr key={`r${r}`}>
                {line.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: positions in a controlled list; the content has no ids
                  <Table.Td key={`c${c}`}>
                    <TextInput
                      size="xs"
                      aria-label={`${label}: linha ${r + 1}, coluna ${c + 1}`}
                      value={cell}
                      onChange={(e) => setCell(r, c, e.currentTarget.value)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    disabled={table.lines.length <= 1}
                    aria-label={`Remover linha ${r + 1}`}
                    onClick={() => removeRow(r)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={addRow}>
          Adicionar linha
        </Button>
        <Button size="xs" variant="light" onClick={addColumn}>
          Adicionar coluna
        </Button>
      </Group>
    </Stack>
  );
}
