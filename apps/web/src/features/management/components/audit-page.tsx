import { Alert, Code, Loader, ScrollArea, Stack, Table, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type AuditEntry, managementApi } from '../api/management-api';

// Read-only: there is no way to change or remove an audit row.

const ACTIONS: Record<string, string> = {
  login: 'Entrou',
  'item.save': 'Salvou versão',
  'item.restore': 'Restaurou versão',
  'item.publish': 'Aprovou e publicou',
  'item.disable': 'Desativou',
  'class.save': 'Adicionou classe',
  'class.import': 'Importou classes',
  'customer.view': 'Consultou cliente',
  'customer.update': 'Alterou dados do cliente',
  'customer.toggle': 'Alterou recurso do cliente',
  'customer.block': 'Bloqueou cliente',
  'customer.unblock': 'Desbloqueou cliente',
  'editor.create': 'Criou acesso',
  'editor.update': 'Alterou acesso',
  'photo.upload': 'Enviou foto',
  'news.create': 'Criou notícia',
  'news.save': 'Editou notícia',
  'news.publish': 'Publicou notícia',
  'news.unpublish': 'Retirou notícia do ar',
  'ad.create': 'Agendou anúncio',
  'ad.save': 'Editou anúncio',
  'ad.enable': 'Ativou anúncio',
  'ad.disable': 'Desativou anúncio',
};

const short = (value: unknown) => {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

export function AuditPage() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    managementApi
      .audit()
      .then((r) => setEntries(r.entries))
      .catch((e: Error) => setError(e.message));
  }, []);
  return (
    <Stack>
      <Title order={1} size="h2">
        Registro de ações
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      {!entries && !error && <Loader aria-label="Carregando" />}
      {entries && (
        <ScrollArea>
          <Table striped miw={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Quando</Table.Th>
                <Table.Th>Quem</Table.Th>
                <Table.Th>Ação</Table.Th>
                <Table.Th>Alvo</Table.Th>
                <Table.Th>Antes</Table.Th>
                <Table.Th>Depois</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{new Date(e.at).toLocaleString('pt-BR')}</Table.Td>
                  <Table.Td>{e.editorUser}</Table.Td>
                  <Table.Td>{ACTIONS[e.action] ?? e.action}</Table.Td>
                  <Table.Td>{e.target}</Table.Td>
                  <Table.Td>
                    <Code>{short(e.before)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{short(e.after)}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
