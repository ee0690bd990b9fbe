import { Alert, Badge, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUDIT_ACTIONS } from '@vetor/domain/management/audit-actions';
import { useEffect, useState } from 'react';
import { type AuditEntry, type AuditFilter, managementApi } from '../api/management-api';
import { actionLabel, auditChanges, targetLabel } from '../audit-log';

// Read-only: there is no way to change or remove an audit row. Each entry reads as a sentence
// (when, who, what, on what) with the fields it changed; filters narrow by person, action and day.

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

function AuditCard({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  const failed = entry.action === 'login.failed';
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="audit-entry">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>
          {entry.editorUser} · {actionLabel(entry.action)}
        </Text>
        <Text size="sm" c="dimmed">
          {new Date(entry.at).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' })}
        </Text>
      </Group>
      <Group gap="xs" mt={4} wrap="wrap">
        {failed && <Badge color="red">Falha de acesso</Badge>}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {targetLabel(entry.target)}
        </Text>
      </Group>
      {changes.length > 0 && (
        <Stack gap={2} mt="xs" component="dl" style={{ margin: 0 }}>
          {changes.map((c) => (
            <Text key={c.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} component="dt" style={{ display: 'inline' }}>
                {c.field}:
              </Text>{' '}
              <Text span component="dd" style={{ display: 'inline', margin: 0 }}>
                {c.before} → {c.after}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [editors, setEditors] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setEntries(null);
    setError(null);
    managementApi
      .audit(filter)
      .then((r) => {
        if (!current) return;
        setEntries(r.entries);
        setEditors(r.editors);
      })
      .catch((e: Error) => current && setError(e.message));
    return () => {
      current = false;
    };
  }, [filter]);
  const set = (key: keyof AuditFilter) => (value: string | null) =>
    setFilter((f) => ({ ...f, [key]: value || undefined }));
  return (
    <Stack>
      <Title order={1} size="h2">
        Registro de ações
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Select
          label="Pessoa"
          placeholder="Todas"
          clearable
          searchable
          data={editors}
          value={filter.editor ?? null}
          onChange={set('editor')}
        />
        <Select
          label="Ação"
          placeholder="Todas"
          clearable
          searchable
          data={ACTION_OPTIONS}
          value={filter.action ?? null}
          onChange={set('action')}
        />
        <TextInput
          label="De"
          type="date"
          value={filter.from ?? ''}
          onChange={(e) => set('from')(e.currentTarget.value)}
        />
        <TextInput label="Até" type="date" value={filter.to ?? ''} onChange={(e) => set('to')(e.currentTarget.value)} />
      </SimpleGrid>
      {error && <Alert color="red">{error}</Alert>}
      {!entries && !error && <Loader aria-label="Carregando" />}
      {entries && entries.length === 0 && <Text c="dimmed">Nenhuma ação com estes filtros.</Text>}
      {entries && entries.length > 0 && (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Ações">
          {entries.map((e) => (
            <AuditCard key={e.id} entry={e} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
