import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type TopicItemFile, topicItemFileSchema } from '@vetor/domain/content/topic.schemas';
import type { ManagementItemResponse } from '@vetor/domain/management/management.schemas';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { managementApi } from '../api/management-api';
import { problemsOf } from '../problems';
import { removeReference } from '../section-tree';
import { itemLines } from '../version-diff';
import { errorText, FlagsInput, SaveProblem, SynonymsInput, useEditorAction } from './editor-parts';
import { StatusBadges } from './item-list';
import { ReferencesEditor } from './references-editor';
import { SectionEditor } from './section-editor';
import { VersionPanels, type VersionPick } from './version-compare';

const CATEGORY_LABELS: Record<number, string> = { 11: 'Doenças', 12: 'Tratamento', 13: 'Patologia clínica' };

export function ItemEditor() {
  const { id = '' } = useParams();
  const [item, setItem] = useState<ManagementItemResponse | null>(null);
  const [draft, setDraft] = useState<TopicItemFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('content');

  const load = useCallback(async () => {
    try {
      const found = await managementApi.item(id);
      setItem(found);
      setDraft(found.content);
    } catch (e) {
      setError(errorText(e));
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  const { busy, run } = useEditorAction(load);
  const compare = useCallback((p: VersionPick) => managementApi.compareItem(id, p), [id]);

  if (error) return <Alert color="red">{error}</Alert>;
  if (!item || !draft) return <Loader aria-label="Carregando" />;
  const dirty = JSON.stringify(draft) !== JSON.stringify(item.content);
  const problems = dirty ? problemsOf(topicItemFileSchema.safeParse(draft)) : [];
  const set = <K extends keyof TopicItemFile>(key: K, value: TopicItemFile[K]) => setDraft({ ...draft, [key]: value });

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {item.content.name}
          </Title>
          <Group gap="xs">
            <StatusBadges
              available={item.available}
              publishedVersion={item.publishedVersion}
              latestVersion={item.latestVersion}
            />
          </Group>
        </Stack>
        <Group>
          <Button
            onClick={() => run('save', () => managementApi.save(id, draft))}
            disabled={!dirty || problems.length > 0}
            loading={busy === 'save'}
          >
            Salvar nova versão
          </Button>
          <Button
            color="green"
            onClick={() => run('approve', () => managementApi.approve(id, true))}
            loading={busy === 'approve'}
            disabled={dirty || (item.available && item.latestVersion === item.publishedVersion)}
          >
            Aprovar e publicar v{item.latestVersion}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => run('disable', () => managementApi.approve(id, false))}
            loading={busy === 'disable'}
            disabled={!item.available}
          >
            Desativar
          </Button>
        </Group>
      </Group>
      {dirty && <Text c="orange.8">Alterações não salvas. Salve para criar uma nova versão (rascunho).</Text>}
      <SaveProblem problems={problems} />
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="content">Conteúdo</Tabs.Tab>
          <Tabs.Tab value="history">Histórico ({item.versions.length})</Tabs.Tab>
          <Tabs.Tab value="compare">Comparar versões</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content" pt="md">
          <Stack>
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput label="Nome" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} />
                <SynonymsInput value={draft.synonyms} onChange={(v) => set('synonyms', v)} />
                <Textarea
                  label="Descrição"
                  autosize
                  value={draft.description}
                  onChange={(e) => set('description', e.currentTarget.value)}
                />
                <Textarea
                  label="Pontos-chave (um por linha, até 8)"
                  autosize
                  value={draft.contentPoints.join('\n')}
                  onChange={(e) =>
                    set(
                      'contentPoints',
                      e.currentTarget.value.split('\n').filter((l, i, all) => l.trim() || i === all.length - 1),
                    )
                  }
                />
                <Checkbox.Group
                  label="Animais"
                  value={draft.animals.map(String)}
                  onChange={(v) => set('animals', v.map(Number).sort() as TopicItemFile['animals'])}
                >
                  <Group mt={4}>
                    <Checkbox value="1" label="Cães" />
                    <Checkbox value="2" label="Gatos" />
                  </Group>
                </Checkbox.Group>
                <Checkbox.Group
                  label="Categorias (a primeira é a do tópico)"
                  value={draft.categories.map(String)}
                  onChange={(v) => {
                    const own = draft.categories[0]!;
                    const others = v.map(Number).filter((c) => c !== own) as TopicItemFile['categories'];
                    set('categories', [own, ...others]);
                  }}
                >
                  <Group mt={4}>
                    {[11, 12, 13].map((c) => (
                      <Checkbox
                        key={c}
                        value={String(c)}
                        label={CATEGORY_LABELS[c]}
                        disabled={c === draft.categories[0]}
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
                <FlagsInput value={draft} onChange={(flags) => setDraft({ ...draft, ...flags })} />
              </SimpleGrid>
            </Paper>
            <Title order={2} size="h4">
              Seções
            </Title>
            <SectionEditor
              sections={draft.sections}
              references={draft.references}
              owner={id}
              onChange={(sections) => set('sections', sections as TopicItemFile['sections'])}
            />
            <Title order={2} size="h4">
              Referências
            </Title>
            <ReferencesEditor
              references={draft.references}
              onChange={(references) => set('references', references)}
              onRemove={(index) => {
                const next = removeReference(draft.references, draft.sections, index);
                setDraft({
                  ...draft,
                  references: next.references,
                  sections: next.sections as TopicItemFile['sections'],
                });
              }}
            />
          </Stack>
        </Tabs.Panel>
        <VersionPanels
          versions={item.versions}
          publishedVersion={item.publishedVersion}
          latestVersion={item.latestVersion}
          busy={busy}
          tab={tab}
          setTab={setTab}
          onRestore={(v) => run(`restore-${v}`, () => managementApi.restore(id, v))}
          load={compare}
          linesOf={itemLines}
        />
      </Tabs>
    </Stack>
  );
}
