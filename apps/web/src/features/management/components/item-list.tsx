import { Alert, Anchor, Badge, Loader, Stack, Table, TextInput, Title } from '@mantine/core';
import { CATEGORIES } from '@vetor/domain/platform/categories';
import { foldText } from '@vetor/domain/platform/fold-text';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type ItemRow, managementApi } from '../api/management-api';

const categoryName = (id: number) => CATEGORIES.find((c) => c.id === id)?.portugueseName ?? String(id);

export function StatusBadges({
  available,
  publishedVersion,
  latestVersion,
}: Omit<ItemRow, 'id' | 'name' | 'topic' | 'category'>) {
  return (
    <>
      {!available && <Badge color="gray">Desativado</Badge>}
      {available && publishedVersion !== null && <Badge color="green">Publicado v{publishedVersion}</Badge>}
      {latestVersion !== publishedVersion && <Badge color="orange">Rascunho v{latestVersion}</Badge>}
    </>
  );
}

export function ItemList() {
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  useEffect(() => {
    managementApi
      .items()
      .then((r) => setItems(r.items))
      .catch((e: Error) => setError(e.message));
  }, []);
  const shown = useMemo(() => {
    const q = foldText(filter.trim());
    return (items ?? []).filter((i) => !q || foldText(i.name).includes(q));
  }, [items, filter]);

  return (
    <Stack>
      <Title order={1} size="h2">
        Itens dos tópicos
      </Title>
      <TextInput label="Filtrar por nome" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} maw={360} />
      {error && <Alert color="red">{error}</Alert>}
      {!items && !error && <Loader aria-label="Carregando" />}
      {items && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Categoria</Table.Th>
              <Table.Th>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/management/items/${i.id}`}>
                    {i.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{categoryName(i.category)}</Table.Td>
                <Table.Td>
                  <StatusBadges {...i} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
