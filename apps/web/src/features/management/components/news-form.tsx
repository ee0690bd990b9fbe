import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { NEWS_CATEGORIES, type NewsCategory } from '@vetor/domain/news/news.schemas';
import { useParams } from 'react-router';
import { managementApi } from '../api/management-api';
import {
  type BlockForm,
  emptyBlock,
  emptyNews,
  type NewsForm,
  newsFromForm,
  newsToForm,
  slugOf,
} from '../news-ads-forms';
import { DateField, FormPage, ImageField, useFormPage } from './form-fields';

// Write or edit a news item (docs/product/platform-accounts-subscription.md §2 Notícias, managed like other content): title, summary, the
// body as blocks (a heading with paragraphs and topics, rendered by the section renderer), photo,
// date, category, link and the publish switch. New items are drafts until published.

const CATEGORY_OPTIONS = Object.entries(NEWS_CATEGORIES).map(([value, label]) => ({ value, label }));

function BlockFields({
  block,
  index,
  count,
  error,
  onChange,
  onRemove,
}: {
  block: BlockForm;
  index: number;
  count: number;
  error: string | undefined;
  onChange(block: BlockForm): void;
  onRemove(): void;
}) {
  const n = index + 1;
  return (
    <Fieldset
      legend={
        <Group gap="xs">
          <Text fw={600} size="sm">
            Bloco {n}
          </Text>
          {count > 1 && (
            <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remover bloco ${n}`} onClick={onRemove}>
              ×
            </ActionIcon>
          )}
        </Group>
      }
    >
      <Stack gap="xs">
        <TextInput
          label={`Bloco ${n}: título`}
          value={block.title}
          onChange={(e) => onChange({ ...block, title: e.currentTarget.value })}
          error={error}
          required
        />
        <Textarea
          label={`Bloco ${n}: parágrafos`}
          description="Separe os parágrafos com uma linha em branco."
          autosize
          minRows={3}
          value={block.paragraphs}
          onChange={(e) => onChange({ ...block, paragraphs: e.currentTarget.value })}
        />
        <Textarea
          label={`Bloco ${n}: tópicos`}
          description="Um tópico por linha (opcional)."
          autosize
          minRows={2}
          value={block.bullets}
          onChange={(e) => onChange({ ...block, bullets: e.currentTarget.value })}
        />
      </Stack>
    </Fieldset>
  );
}

export function NewsFormPage() {
  const { id } = useParams();
  const isNew = !id;
  const page = useFormPage<NewsForm>({
    load: id ? () => managementApi.newsItem(id).then((r) => newsToForm(r.news)) : null,
    empty: () => emptyNews(new Date()),
    back: '/management/news',
    saved: isNew ? 'Notícia criada.' : 'Notícia salva.',
    async save(form) {
      const { body, errors } = newsFromForm(form);
      if (!body) return errors;
      if (isNew) await managementApi.createNews(body);
      else {
        const { id: itemId, ...rest } = body;
        await managementApi.saveNews(itemId, rest);
      }
      return null;
    },
  });
  const { form, set, errors } = page;
  const setBlock = (i: number, block: BlockForm) =>
    set('blocks', form?.blocks.map((b, j) => (j === i ? block : b)) ?? []);

  return (
    <FormPage
      title={isNew ? 'Nova notícia' : 'Editar notícia'}
      back="/management/news"
      backLabel="Voltar às notícias"
      failure={page.failure}
      loading={!form}
      busy={page.busy}
      submitLabel={isNew ? 'Criar notícia' : 'Salvar notícia'}
      onSubmit={page.submit}
      testId="news-form"
    >
      {form && (
        <>
          <TextInput
            label="Título"
            value={form.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              // A new item's identifier follows its title until the editor changes it.
              page.setForm((f) =>
                f ? { ...f, title, ...(isNew && f.id === slugOf(f.title) ? { id: slugOf(title) } : {}) } : f,
              );
              page.clearError('title');
              if (isNew && form.id === slugOf(form.title)) page.clearError('id');
            }}
            error={errors.title}
            required
          />
          <TextInput
            label="Identificador"
            description="Aparece no endereço da notícia; não muda depois de criada."
            value={form.id}
            onChange={(e) => set('id', e.currentTarget.value.toLowerCase())}
            error={errors.id}
            disabled={!isNew}
            required
          />
          <Textarea
            label="Resumo"
            description="Mostrado na lista de notícias e no cartão do início."
            autosize
            minRows={2}
            value={form.summary}
            onChange={(e) => set('summary', e.currentTarget.value)}
            error={errors.summary}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label="Data" value={form.date} onChange={(v) => set('date', v)} error={errors.date} required />
            <Select
              label="Categoria"
              data={CATEGORY_OPTIONS}
              value={form.category}
              onChange={(v) => v && set('category', v as NewsCategory)}
              allowDeselect={false}
              error={errors.category}
              required
            />
          </SimpleGrid>
          <TextInput
            label="Link (opcional)"
            description="Um caminho do Vetor (ex.: /item/cinomose) ou um endereço https://."
            value={form.link}
            onChange={(e) => set('link', e.currentTarget.value)}
            error={errors.link}
          />
          <ImageField
            label="Foto (opcional)"
            description="JPG, PNG ou WebP até 5 MB."
            value={form.photo}
            path={`news/${form.id || 'nova'}`}
            onChange={(url) => set('photo', url)}
            error={errors.photo}
          />
          <Text fw={600}>Texto da notícia</Text>
          {errors.blocks && (
            <Text size="sm" c="red">
              {errors.blocks}
            </Text>
          )}
          {form.blocks.map((block, i) => (
            <BlockFields
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no ids; positions are their identity here
              key={i}
              block={block}
              index={i}
              count={form.blocks.length}
              error={errors[`blocks.${i}`]}
              onChange={(b) => setBlock(i, b)}
              onRemove={() =>
                set(
                  'blocks',
                  form.blocks.filter((_, j) => j !== i),
                )
              }
            />
          ))}
          <Group>
            <Button variant="light" size="xs" onClick={() => set('blocks', [...form.blocks, emptyBlock()])}>
              Adicionar bloco
            </Button>
          </Group>
          {form.references.length > 0 && (
            <Text size="sm" c="dimmed">
              {form.references.length} referência(s) mantida(s) como estão.
            </Text>
          )}
          <Switch
            label="Publicada (visível no app)"
            checked={form.published}
            onChange={(e) => set('published', e.currentTarget.checked)}
          />
        </>
      )}
    </FormPage>
  );
}
