import {
  Alert,
  Button,
  FileInput,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ManagementClass, ManagementImportResponse } from '@vetor/domain/management/management.schemas';
import { CATEGORIES } from '@vetor/domain/platform/categories';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { managementApi } from '../api/management-api';

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: String(c.id), label: `${c.id} · ${c.portugueseName}` }));
const categoryName = (id: number) => CATEGORIES.find((c) => c.id === id)?.portugueseName ?? String(id);

function errorText(e: unknown) {
  return e instanceof ApiError ? e.message : 'Erro ao ler arquivo';
}

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('Erro ao ler arquivo'));
    reader.readAsDataURL(file);
  });
}

function ClassImport({ onApplied }: { onApplied(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ManagementImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(apply: boolean) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await managementApi.importClasses(file.name, await toBase64(file), apply);
      setPreview(answer);
      if (answer.applied) {
        showAlert('success', `Importação aplicada: ${answer.inserted} classe(s) nova(s).`);
        onApplied();
        setFile(null);
        setPreview(null);
      }
    } catch (e) {
      setPreview(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          Importar tabela (CSV ou Excel)
        </Title>
        <Text size="sm" c="dimmed">
          CSV separado por ponto e vírgula ou planilha .xlsx, com cabeçalho e no máximo 3 colunas: nome; categoria
          (número). Confira a prévia: a importação grava todas as linhas ou nenhuma.
        </Text>
        <Group align="flex-end">
          <FileInput
            label="Arquivo"
            placeholder="Escolha um arquivo .csv ou .xlsx"
            accept=".csv,.xlsx"
            value={file}
            onChange={(f) => {
              setFile(f);
              setPreview(null);
              setError(null);
            }}
            w={320}
          />
          <Button variant="light" onClick={() => send(false)} disabled={!file} loading={busy && !preview}>
            Pré-visualizar
          </Button>
          <Button onClick={() => send(true)} disabled={!preview} loading={busy && Boolean(preview)}>
            Aplicar importação
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {preview && (
          <Stack gap="xs">
            <Text fw={600}>Prévia: {preview.rows.length} linha(s)</Text>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Categoria</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((r) => (
                  <Table.Tr key={`${r.category}/${r.name}`}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>
                      {r.category} · {categoryName(r.category)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export function ClassesPage() {
  const [category, setCategory] = useState<string | null>('1');
  const [classes, setClasses] = useState<ManagementClass[] | null>(null);
  const [name, setName] = useState('');
  const [newCategory, setNewCategory] = useState<string | null>('1');

  const load = useCallback(() => {
    setClasses(null);
    managementApi
      .classes(category ? Number(category) : undefined)
      .then((r) => setClasses(r.classes))
      .catch((e: unknown) => showAlert('error', errorText(e)));
  }, [category]);
  useEffect(load, [load]);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !newCategory) return;
    try {
      const answer = await managementApi.addClass({ name: name.trim(), category: Number(newCategory) });
      showAlert('success', answer.message);
      setName('');
      load();
    } catch (e) {
      showAlert('error', errorText(e));
    }
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        Classes
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={add}>
        <Group align="flex-end">
          <TextInput
            label="Nova classe"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            w={280}
          />
          <Select
            label="Categoria"
            data={CATEGORY_OPTIONS}
            value={newCategory}
            onChange={setNewCategory}
            allowDeselect={false}
          />
          <Button type="submit">Adicionar</Button>
        </Group>
      </Paper>
      <ClassImport onApplied={load} />
      <Select label="Mostrar categoria" data={CATEGORY_OPTIONS} value={category} onChange={setCategory} maw={320} />
      {!classes && <Loader aria-label="Carregando" />}
      {classes && (
        <Table striped aria-label="Classes da categoria">
          <Table.Tbody>
            {classes.map((c) => (
              <Table.Tr key={`${c.category}/${c.name}`}>
                <Table.Td>{c.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
