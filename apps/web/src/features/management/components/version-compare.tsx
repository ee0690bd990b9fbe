import { Badge, Box, Group, Loader, Select, Stack, Switch, Table, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { alignVersions, type CompareRow, type VersionLine, wordParts } from '../version-diff';
import { errorText, pairFor, VersionHistory, type VersionRow } from './editor-parts';

// Two versions of an item or a drug side by side (GET …/compare): by default the published one
// against the latest draft, or any two the editor picks. Changed lines are tinted, and inside them
// removed words are struck through in red on the left, added words underlined in green on the right.

export interface CompareSide<T> {
  version: number;
  status: 'draft' | 'published';
  createdAt: string | null;
  author: string | null;
  content: T;
}

export interface VersionPick {
  from?: number;
  to?: number;
}

const STATUS_TEXT: Record<CompareRow['status'], string> = {
  same: '',
  changed: 'alterado',
  added: 'novo',
  removed: 'removido',
};
const ROW_COLOR: Record<CompareRow['status'], string | undefined> = {
  same: undefined,
  changed: 'var(--mantine-color-yellow-0)',
  added: 'var(--mantine-color-green-0)',
  removed: 'var(--mantine-color-red-0)',
};

// Colour and a line (struck or underlined) both tell the change, so it reads without colour too.
const REMOVED_WORDS = {
  background: 'var(--mantine-color-red-2)',
  color: 'var(--mantine-color-red-9)',
  textDecoration: 'line-through',
} as const;
const ADDED_WORDS = {
  background: 'var(--mantine-color-green-2)',
  color: 'var(--mantine-color-green-9)',
  textDecoration: 'underline',
} as const;

function sideTitle(side: CompareSide<unknown>) {
  const when = side.createdAt ? new Date(side.createdAt).toLocaleDateString('pt-BR') : 'arquivo original';
  return `Versão ${side.version} · ${side.status === 'published' ? 'publicada' : 'rascunho'} · ${side.author ?? when}`;
}

/** One side of a row: changed text shows its words; otherwise the plain text (or a dash). */
function Cell({ row, side }: { row: CompareRow; side: 'left' | 'right' }) {
  const text = row[side];
  if (text === null) return <Text c="dimmed">—</Text>;
  if (row.status !== 'changed') return <Box style={{ whiteSpace: 'pre-wrap' }}>{text}</Box>;
  const hidden = side === 'left' ? 'added' : 'removed';
  return (
    <Box style={{ whiteSpace: 'pre-wrap' }}>
      {wordParts(row.left ?? '', row.right ?? '').map((part, i) => {
        if (part.kind === hidden) return null;
        const key = `${i}:${part.kind}`;
        if (part.kind === 'removed')
          return (
            <del key={key} style={REMOVED_WORDS}>
              {part.text}
            </del>
          );
        if (part.kind === 'added')
          return (
            <ins key={key} style={ADDED_WORDS}>
              {part.text}
            </ins>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </Box>
  );
}

function RowLabel({ row }: { row: CompareRow }) {
  return (
    <Group gap={6}>
      <Text size="sm" fw={row.status === 'same' ? 400 : 600}>
        {row.label}
      </Text>
      {row.status !== 'same' && (
        <Badge size="xs" color={row.status === 'added' ? 'green' : row.status === 'removed' ? 'red' : 'orange'}>
          {STATUS_TEXT[row.status]}
        </Badge>
      )}
    </Group>
  );
}

export function VersionCompare<T>({
  versions,
  initial,
  load,
  linesOf,
}: {
  /** Every version number, newest first. */
  versions: readonly number[];
  /** The pair to show first; empty asks the server for published against latest. */
  initial?: VersionPick;
  load(pick: VersionPick): Promise<{ from: CompareSide<T>; to: CompareSide<T> }>;
  linesOf(content: T): VersionLine[];
}) {
  const [pick, setPick] = useState<VersionPick>(initial ?? {});
  const [answer, setAnswer] = useState<{ from: CompareSide<T>; to: CompareSide<T> } | null>(null);
  const [onlyChanges, setOnlyChanges] = useState(false);
  // Below 62em (a tablet beside the side navigation) the label goes above its two cells, so the
  // two versions keep the whole width instead of scrolling sideways.
  const wide = useMediaQuery('(min-width: 62em)', true);
  useEffect(() => {
    let live = true;
    load(pick)
      .then((a) => live && setAnswer(a))
      .catch((e: unknown) => showAlert('error', errorText(e)));
    return () => {
      live = false;
    };
  }, [load, pick]);
  const rows = useMemo(
    () => (answer ? alignVersions(linesOf(answer.from.content), linesOf(answer.to.content)) : null),
    [answer, linesOf],
  );

  if (versions.length < 2) return <Text c="dimmed">Há uma só versão: nada a comparar ainda.</Text>;
  if (!answer || !rows) return <Loader aria-label="Carregando comparação" />;
  const counts = { changed: 0, added: 0, removed: 0 };
  for (const r of rows) if (r.status !== 'same') counts[r.status] += 1;
  const differences = counts.changed + counts.added + counts.removed;
  const options = versions.map((v) => ({ value: String(v), label: `Versão ${v}` }));
  const shown = onlyChanges ? rows.filter((r) => r.status !== 'same') : rows;

  return (
    <Stack>
      <Group align="flex-end">
        <Select
          label="Comparar a versão"
          data={options}
          value={String(answer.from.version)}
          allowDeselect={false}
          onChange={(v) => v && setPick({ from: Number(v), to: answer.to.version })}
          w={170}
        />
        <Select
          label="com a versão"
          data={options}
          value={String(answer.to.version)}
          allowDeselect={false}
          onChange={(v) => v && setPick({ from: answer.from.version, to: Number(v) })}
          w={170}
        />
        <Switch
          label="Mostrar só o que mudou"
          checked={onlyChanges}
          onChange={(e) => setOnlyChanges(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Text size="sm" role="status" data-testid="compare-summary">
        {differences === 0
          ? 'As duas versões são iguais.'
          : `${counts.changed} ${counts.changed === 1 ? 'alteração' : 'alterações'}, ${counts.added} ${counts.added === 1 ? 'linha nova' : 'linhas novas'}, ${counts.removed} ${counts.removed === 1 ? 'removida' : 'removidas'}.`}
      </Text>
      <Table withColumnBorders withTableBorder layout="fixed" verticalSpacing="xs" data-testid="version-compare">
        <Table.Thead>
          <Table.Tr>
            {wide && <Table.Th w={190}>Campo ou seção</Table.Th>}
            <Table.Th>{sideTitle(answer.from)}</Table.Th>
            <Table.Th>{sideTitle(answer.to)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {shown.map((r) => (
          <Table.Tbody
            key={r.key}
            data-status={r.status}
            // One tbody per line (label row + cells below 62em): the line between lines goes here.
            style={{ background: ROW_COLOR[r.status], borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            {!wide && (
              <Table.Tr>
                <Table.Td colSpan={2} pb={0} style={{ borderBottom: 0 }}>
                  <RowLabel row={r} />
                </Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              {wide && (
                <Table.Td>
                  <RowLabel row={r} />
                </Table.Td>
              )}
              <Table.Td>
                <Cell row={r} side="left" />
              </Table.Td>
              <Table.Td>
                <Cell row={r} side="right" />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        ))}
      </Table>
    </Stack>
  );
}

/**
 * The "history" and "compare" tab panels of an editor (item or drug): "Comparar" in the history
 * opens the comparison with the published version against the chosen one. The editor owns the tab.
 */
export function VersionPanels<T>({
  versions,
  publishedVersion,
  latestVersion,
  busy,
  tab,
  setTab,
  onRestore,
  load,
  linesOf,
}: {
  versions: readonly VersionRow[];
  publishedVersion: number | null;
  latestVersion: number;
  busy: string | null;
  tab: string | null;
  setTab(tab: string): void;
  onRestore(version: number): void;
  load(pick: VersionPick): Promise<{ from: CompareSide<T>; to: CompareSide<T> }>;
  linesOf(content: T): VersionLine[];
}) {
  const [pick, setPick] = useState<VersionPick>({});
  return (
    <>
      <Tabs.Panel value="history" pt="md">
        <VersionHistory
          versions={versions}
          latestVersion={latestVersion}
          busy={busy}
          onRestore={onRestore}
          onCompare={(v) => {
            setPick(pairFor(publishedVersion, versions, v));
            setTab('compare');
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="compare" pt="md">
        {/* Mounted only when shown: the comparison loads two whole versions. */}
        {tab === 'compare' && (
          <VersionCompare
            key={`${latestVersion}:${pick.from}:${pick.to}`}
            versions={versions.map((v) => v.version)}
            initial={pick}
            load={load}
            linesOf={linesOf}
          />
        )}
      </Tabs.Panel>
    </>
  );
}
