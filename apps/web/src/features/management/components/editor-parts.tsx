import { Alert, Button, Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { anyMessage as message } from '@vetor/domain/management/management.messages';
import { useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';

// What the item editor and the drug editor share: the busy-button action, the synonyms field, the
// premium/trial/new flags, the "fix before saving" notice and the version history with restore.
// Each editor keeps its own fields and tabs; only these identical parts live here.

export const errorText = (e: unknown, fallback = message('ERROR')) => (e instanceof ApiError ? e.message : fallback);

/**
 * Runs one editor action at a time: the pressed button spins, the answer's message shows, and the
 * editor reloads so badges and history follow.
 */
export function useEditorAction(reload: () => Promise<void>) {
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, action: () => Promise<{ message: string }>, fallback?: string) {
    setBusy(key);
    try {
      showAlert('success', (await action()).message);
      await reload();
    } catch (e) {
      showAlert('error', errorText(e, fallback));
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

export function SynonymsInput({ value, onChange }: { value: readonly string[]; onChange(next: string[]): void }) {
  return (
    <TextInput
      label="Sinônimos (separados por vírgula)"
      value={value.join(', ')}
      onChange={(e) =>
        onChange(
          e.currentTarget.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
      }
    />
  );
}

interface Flags {
  premium: boolean;
  freeTrial: boolean;
  isNew: boolean;
}

export function FlagsInput({ value, onChange }: { value: Flags; onChange(next: Flags): void }) {
  const box = (key: keyof Flags, label: string) => (
    <Checkbox
      label={label}
      checked={value[key]}
      onChange={(e) =>
        onChange({
          premium: value.premium,
          freeTrial: value.freeTrial,
          isNew: value.isNew,
          [key]: e.currentTarget.checked,
        })
      }
    />
  );
  return (
    <Group>
      {box('premium', 'Premium')}
      {box('freeTrial', 'Degustação (freeTrial)')}
      {box('isNew', 'Novo')}
    </Group>
  );
}

export function SaveProblem({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return (
    <Alert color="red" title="Corrija antes de salvar" data-testid="item-problem">
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </Alert>
  );
}

export interface VersionRow {
  version: number;
  status: 'draft' | 'published';
  createdAt: string;
  publishedAt: string | null;
}

/**
 * The pair "Comparar" in the history opens: the published version against the chosen one, or, for
 * the published one itself, the version before it against it.
 */
export function pairFor(published: number | null, versions: readonly { version: number }[], chosen: number) {
  if (published !== null && published !== chosen && versions.some((v) => v.version === published))
    return { from: published, to: chosen };
  const before = versions.map((v) => v.version).filter((v) => v < chosen);
  return { from: before.length ? Math.max(...before) : chosen, to: chosen };
}

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR') : '—');

/** The history: every version, restore any earlier one as a new draft, or compare it. */
export function VersionHistory({
  versions,
  latestVersion,
  busy,
  onRestore,
  onCompare,
}: {
  versions: readonly VersionRow[];
  latestVersion: number;
  busy: string | null;
  onRestore(version: number): void;
  onCompare(version: number): void;
}) {
  if (!versions.length) return <Text c="dimmed">Ainda sem edições: o publicado é o arquivo original (v0).</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Versão</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Criada em</Table.Th>
            <Table.Th>Publicada em</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <Table.Tr key={v.version}>
              <Table.Td>{v.version}</Table.Td>
              <Table.Td>{v.status === 'published' ? 'Publicada' : 'Rascunho'}</Table.Td>
              <Table.Td>{dateTime(v.createdAt)}</Table.Td>
              <Table.Td>{dateTime(v.publishedAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {versions.length > 1 && (
                    <Button size="xs" variant="subtle" onClick={() => onCompare(v.version)}>
                      Comparar
                    </Button>
                  )}
                  {v.version !== latestVersion && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={busy === `restore-${v.version}`}
                      onClick={() => onRestore(v.version)}
                    >
                      Restaurar como nova versão
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
