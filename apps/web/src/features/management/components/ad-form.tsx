import { Fieldset, NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import {
  AD_BREAKPOINTS,
  AD_LOCATIONS,
  type AdBreakpoint,
  type AdLocation,
  type AdType,
} from '@vetor/domain/ads/ads.schemas';
import { useParams } from 'react-router';
import { managementApi } from '../api/management-api';
import {
  AD_BREAKPOINT_LABELS,
  AD_LOCATION_LABELS,
  AD_TYPE_OPTIONS,
  type AdForm,
  adFromForm,
  adToForm,
  emptyAd,
} from '../news-ads-forms';
import { DateField, FormPage, ImageField, useFormPage } from './form-fields';

// Create or edit an ad (docs/product/content-and-study.md §3 Ad, §4): type, texts, images, where it shows (location, screen
// size, position), where confirm leads, its days on air and optional sizes. Doses, calculators and
// prescriptions are not offered as places: the server refuses them too.

const LOCATION_OPTIONS = AD_LOCATIONS.map((l) => ({ value: l, label: AD_LOCATION_LABELS[l] }));
const BREAKPOINT_OPTIONS = [
  { value: '', label: 'Todas as telas' },
  ...AD_BREAKPOINTS.map((b) => ({ value: b, label: AD_BREAKPOINT_LABELS[b] })),
];

/** A number field that may be left empty (the default size then applies). */
function SizeInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number | '';
  min: number;
  max: number;
  onChange(value: number | ''): void;
}) {
  return (
    <NumberInput
      label={label}
      placeholder="Padrão"
      value={value}
      min={min}
      max={max}
      allowDecimal={false}
      onChange={(v) => onChange(typeof v === 'number' ? v : '')}
    />
  );
}

export function AdFormPage() {
  const { id } = useParams();
  const isNew = !id;
  const page = useFormPage<AdForm>({
    load: id ? () => managementApi.ad(id).then((r) => adToForm(r.ad)) : null,
    empty: emptyAd,
    back: '/management/ads',
    saved: isNew ? 'Anúncio agendado.' : 'Anúncio salvo.',
    async save(form) {
      const { body, errors } = adFromForm(form);
      if (!body) return errors;
      await (id ? managementApi.saveAd(id, body) : managementApi.createAd(body));
      return null;
    },
  });
  const { form, set, errors } = page;
  // The three sizes share one message (they are one `ads_metadata`).
  const setSize = (key: 'height' | 'image_width' | 'columns', value: number | '') => {
    set(key, value);
    page.clearError('sizes');
  };
  const textOnly = form?.ads_type === 'text_carousel' || form?.ads_type === 'text_list';

  return (
    <FormPage
      title={isNew ? 'Novo anúncio' : 'Editar anúncio'}
      back="/management/ads"
      backLabel="Voltar aos anúncios"
      failure={page.failure}
      loading={!form}
      busy={page.busy}
      submitLabel={isNew ? 'Agendar anúncio' : 'Salvar anúncio'}
      onSubmit={page.submit}
      testId="ad-form"
    >
      {form && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Tipo"
              data={AD_TYPE_OPTIONS}
              value={form.ads_type}
              onChange={(v) => v && set('ads_type', v as AdType)}
              allowDeselect={false}
              error={errors.ads_type}
              required
            />
            <TextInput
              label="Título"
              value={form.title}
              onChange={(e) => set('title', e.currentTarget.value)}
              error={errors.title}
              required
            />
          </SimpleGrid>
          <Textarea
            label="Texto (opcional)"
            autosize
            minRows={2}
            value={form.text}
            onChange={(e) => set('text', e.currentTarget.value)}
            error={errors.text}
          />
          {!textOnly && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ImageField
                label="Imagem"
                description="JPG, PNG ou WebP até 5 MB."
                value={form.photo}
                path="ads"
                onChange={(url) => set('photo', url)}
                error={errors.photo}
              />
              <ImageField
                label="Imagem para a web (opcional)"
                description="Usada no navegador no lugar da imagem acima."
                value={form.web_photo}
                path="ads"
                onChange={(url) => set('web_photo', url)}
                error={errors.web_photo}
              />
            </SimpleGrid>
          )}

          <Fieldset legend="Onde aparece">
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Select
                label="Local"
                data={LOCATION_OPTIONS}
                value={form.location}
                onChange={(v) => v && set('location', v as AdLocation)}
                allowDeselect={false}
                error={errors.location}
                required
              />
              <Select
                label="Tamanho de tela"
                data={BREAKPOINT_OPTIONS}
                value={form.breakpoint}
                onChange={(v) => set('breakpoint', (v ?? '') as AdBreakpoint | '')}
                allowDeselect={false}
                error={errors.breakpoint}
              />
              <NumberInput
                label="Posição (ordem na tela)"
                description="0 é o primeiro bloco da tela."
                value={form.index}
                min={0}
                max={50}
                allowDecimal={false}
                onChange={(v) => set('index', typeof v === 'number' ? v : 0)}
                error={errors.index}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              Nunca aparece para assinantes PRO nem em doses, calculadoras ou prescrições.
            </Text>
          </Fieldset>

          <Fieldset legend="Período">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label="Início"
                description="Vazio: a partir de agora."
                value={form.start}
                onChange={(v) => set('start', v)}
                error={errors.start}
              />
              <DateField
                label="Fim (último dia no ar)"
                description="Vazio: sem data para sair."
                value={form.end}
                onChange={(v) => set('end', v)}
                error={errors.end}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend="Ao tocar">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Link interno (opcional)"
                description="Um caminho do Vetor, ex.: /calculators. Tem prioridade sobre o externo."
                value={form.url}
                onChange={(e) => set('url', e.currentTarget.value)}
                error={errors.url}
              />
              <TextInput
                label="Link externo (opcional)"
                description="Endereço https://, aberto em outra aba."
                value={form.external_url}
                onChange={(e) => set('external_url', e.currentTarget.value)}
                error={errors.external_url}
              />
              <TextInput
                label="Texto do botão de abrir"
                placeholder="Saiba mais"
                value={form.confirm_button}
                onChange={(e) => set('confirm_button', e.currentTarget.value)}
                error={errors.confirm_button}
              />
              <TextInput
                label="Texto do botão de fechar (janela)"
                placeholder="Fechar"
                value={form.close_button}
                onChange={(e) => set('close_button', e.currentTarget.value)}
                error={errors.close_button}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend="Tamanhos (opcional)">
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <SizeInput
                label="Altura (px)"
                value={form.height}
                min={40}
                max={600}
                onChange={(v) => setSize('height', v)}
              />
              <SizeInput
                label="Largura da imagem (px)"
                value={form.image_width}
                min={20}
                max={400}
                onChange={(v) => setSize('image_width', v)}
              />
              <SizeInput
                label="Colunas (de 12)"
                value={form.columns}
                min={1}
                max={12}
                onChange={(v) => setSize('columns', v)}
              />
            </SimpleGrid>
            {errors.sizes && (
              <Text size="sm" c="red" mt="xs">
                {errors.sizes}
              </Text>
            )}
          </Fieldset>

          <Switch label="Ativo" checked={form.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
        </>
      )}
    </FormPage>
  );
}
