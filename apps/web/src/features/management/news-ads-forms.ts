import {
  AD_TYPES,
  type AdBreakpoint,
  type AdLocation,
  type AdType,
  type ManagementAd,
  type ManagementAdInput,
  managementAdBody,
} from '@vetor/domain/ads/ads.schemas';
import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { anyMessage as message } from '@vetor/domain/management/management.messages';
import {
  type ManagementNews,
  type ManagementNewsCreateBody,
  managementNewsCreateBody,
  type NewsBlock,
  type NewsCategory,
} from '@vetor/domain/news/news.schemas';
import { foldText } from '@vetor/domain/platform/fold-text';

// The management forms for news and ads as plain data: what the editor types (strings, dates as
// dd/mm/aaaa) to and from the API bodies, with one pt-BR message per field. The domain schemas stay
// the rule (the server validates with the same ones); this file only says, field by field, what to fix.

export type FieldErrors = Partial<Record<string, string>>;

// --- dates ------------------------------------------------------------------------------------------

/** dd/mm/aaaa → aaaa-mm-dd, or null when it is not a real calendar day. */
export function brDateToIso(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const ok =
    date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  return ok && Number(yyyy) >= 2000 ? `${yyyy}-${mm}-${dd}` : null;
}

/** aaaa-mm-dd → dd/mm/aaaa. */
export function isoToBrDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const BRASILIA = '-03:00'; // Brazil has had no daylight saving time since 2019.
const dayOf = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An ad's schedule is typed as days in Brasília: on air from the start of the first to the end of the last. */
export function scheduleToApi(start: string, end: string): { startsAt: string | null; endsAt: string | null } {
  const first = start.trim() ? brDateToIso(start) : null;
  const last = end.trim() ? brDateToIso(end) : null;
  return {
    startsAt: first ? `${first}T00:00:00${BRASILIA}` : null,
    // The server's end is exclusive: the ad leaves the air when the day after the last one starts.
    endsAt: last ? `${addDays(last, 1)}T00:00:00${BRASILIA}` : null,
  };
}

export function scheduleFromApi(ad: Pick<ManagementAd, 'startsAt' | 'endsAt'>): { start: string; end: string } {
  return {
    start: ad.startsAt ? isoToBrDate(dayOf(ad.startsAt)) : '',
    end: ad.endsAt ? isoToBrDate(addDays(dayOf(ad.endsAt), -1)) : '',
  };
}

/** The days an ad is on air, for the list: "01/12/2026 a 31/12/2026", "a partir de …", "Sem período". */
export function periodLabel(ad: Pick<ManagementAd, 'startsAt' | 'endsAt'>): string {
  const { start, end } = scheduleFromApi(ad);
  if (start && end) return `${start} a ${end}`;
  if (start) return `A partir de ${start}`;
  if (end) return `Até ${end}`;
  return 'Sem período';
}

// --- news -------------------------------------------------------------------------------------------

export interface BlockForm {
  title: string;
  /** Paragraphs separated by a blank line. */
  paragraphs: string;
  /** One topic per line. */
  bullets: string;
}

export interface NewsForm {
  id: string;
  title: string;
  summary: string;
  date: string;
  category: NewsCategory;
  link: string;
  photo: string | null;
  blocks: BlockForm[];
  /** Kept as they are: the form does not edit references (content/news/ files do). */
  references: Reference[];
  published: boolean;
}

export const emptyBlock = (): BlockForm => ({ title: '', paragraphs: '', bullets: '' });

export function emptyNews(today: Date): NewsForm {
  return {
    id: '',
    title: '',
    summary: '',
    date: isoToBrDate(dayOf(today.toISOString())),
    category: 'content',
    link: '',
    photo: null,
    blocks: [emptyBlock()],
    references: [],
    published: false,
  };
}

export function newsToForm(n: ManagementNews): NewsForm {
  return {
    id: n.id,
    title: n.title,
    summary: n.summary,
    date: isoToBrDate(n.date),
    category: n.category,
    link: n.link ?? '',
    photo: n.photo,
    blocks: n.blocks.map((b) => ({
      title: b.title,
      paragraphs: (b.paragraphs ?? []).join('\n\n'),
      bullets: (b.bullets ?? []).join('\n'),
    })),
    references: n.references,
    published: n.published,
  };
}

/** A title as an identifier: "Nova diretriz WSAVA 2024" → "nova-diretriz-wsava-2024". */
export function slugOf(title: string): string {
  return foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const lines = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

function blockToApi(b: BlockForm): NewsBlock {
  const paragraphs = lines(b.paragraphs, /\n\s*\n/);
  const bullets = lines(b.bullets, /\n/);
  return {
    title: b.title.trim(),
    ...(paragraphs.length ? { paragraphs } : {}),
    ...(bullets.length ? { bullets } : {}),
  };
}

const NEWS_MESSAGES: Record<string, string> = {
  id: 'Identificador: de 3 a 100 letras minúsculas, números ou hífens (ex.: nova-diretriz-2026).',
  title: 'Informe um título de 5 a 140 caracteres.',
  summary: 'Informe um resumo de 10 a 400 caracteres.',
  date: 'Informe a data no formato dd/mm/aaaa.',
  category: 'Escolha uma categoria.',
  link: 'O link deve ser um caminho do Vetor (começando com /) ou um endereço https://.',
  photo: message('PHOTO_INVALID'),
  blocks: 'Escreva ao menos um bloco de texto.',
};
const BLOCK_MESSAGE = 'Cada bloco precisa de um título (2 a 120 caracteres) e de parágrafos ou tópicos.';

/** The create body (with id) the API takes, or the pt-BR message of each field to fix. */
export function newsFromForm(
  form: NewsForm,
): { body: ManagementNewsCreateBody; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const date = brDateToIso(form.date);
  if (!date) errors.date = NEWS_MESSAGES.date as string;
  form.blocks.forEach((b, i) => {
    if (b.title.trim().length < 2 || (!b.paragraphs.trim() && !b.bullets.trim())) errors[`blocks.${i}`] = BLOCK_MESSAGE;
  });
  const parsed = managementNewsCreateBody.safeParse({
    id: form.id.trim(),
    title: form.title,
    summary: form.summary,
    blocks: form.blocks.map(blockToApi),
    photo: form.photo,
    date: date ?? '',
    category: form.category,
    link: form.link.trim() || null,
    references: form.references,
    published: form.published,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const key = field === 'blocks' && typeof index === 'number' ? `blocks.${index}` : String(field);
      errors[key] ??= key.startsWith('blocks.') ? BLOCK_MESSAGE : (NEWS_MESSAGES[key] ?? message('VALIDATION_ERROR'));
    }
  return Object.keys(errors).length || !parsed.success ? { body: null, errors } : { body: parsed.data, errors: null };
}

// --- ads --------------------------------------------------------------------------------------------

export const AD_TYPE_LABELS: Record<AdType, string> = {
  dialog: 'Janela',
  carousel: 'Carrossel',
  text_carousel: 'Carrossel de texto',
  list: 'Lista',
  text_list: 'Lista de texto',
};

export const AD_LOCATION_LABELS: Record<AdLocation, string> = {
  home: 'Início',
  items: 'Listas de itens',
  searches: 'Resultados da busca',
};

export const AD_BREAKPOINT_LABELS: Record<AdBreakpoint, string> = {
  xs: 'Celular (até 599 px)',
  sm: 'Tablet (600 a 959 px)',
  md: 'Notebook (960 a 1279 px)',
  lg: 'Desktop (1280 px ou mais)',
};

export interface AdForm {
  ads_type: AdType;
  title: string;
  text: string;
  photo: string | null;
  web_photo: string | null;
  url: string;
  external_url: string;
  confirm_button: string;
  close_button: string;
  location: AdLocation;
  /** '' = every screen size. */
  breakpoint: AdBreakpoint | '';
  index: number;
  start: string;
  end: string;
  height: number | '';
  image_width: number | '';
  columns: number | '';
  enabled: boolean;
}

export const emptyAd = (): AdForm => ({
  ads_type: 'carousel',
  title: '',
  text: '',
  photo: null,
  web_photo: null,
  url: '',
  external_url: '',
  confirm_button: '',
  close_button: '',
  location: 'home',
  breakpoint: '',
  index: 0,
  start: '',
  end: '',
  height: '',
  image_width: '',
  columns: '',
  enabled: true,
});

export function adToForm(ad: ManagementAd): AdForm {
  return {
    ads_type: ad.ads_type,
    title: ad.title,
    text: ad.text,
    photo: ad.photo,
    web_photo: ad.web_photo,
    url: ad.url ?? '',
    external_url: ad.external_url ?? '',
    confirm_button: ad.confirm_button ?? '',
    close_button: ad.close_button ?? '',
    location: ad.location as AdLocation,
    breakpoint: (ad.breakpoint as AdBreakpoint | null) ?? '',
    index: ad.index,
    ...scheduleFromApi(ad),
    height: ad.metadata.height ?? '',
    image_width: ad.metadata.image_width ?? '',
    columns: ad.metadata.columns ?? '',
    enabled: ad.enabled,
  };
}

/** An ad as the API answered it, as the body that saves it again (the list's on/off switch). */
export function adInputOf({ id: _id, confirms: _c, closes: _x, ...ad }: ManagementAd): ManagementAdInput {
  return { ...ad, location: ad.location as AdLocation, breakpoint: ad.breakpoint as AdBreakpoint | null };
}

const AD_MESSAGES: Record<string, string> = {
  ads_type: 'Escolha o tipo do anúncio.',
  title: 'Informe um título de 2 a 120 caracteres.',
  text: 'O texto pode ter até 600 caracteres.',
  photo: message('PHOTO_INVALID'),
  web_photo: message('PHOTO_INVALID'),
  url: 'O link interno deve ser um caminho do Vetor começando com / (ex.: /calculators).',
  external_url: 'O link externo deve começar com https://.',
  confirm_button: 'O texto do botão pode ter até 40 caracteres.',
  close_button: 'O texto do botão pode ter até 40 caracteres.',
  location: 'Escolha onde o anúncio aparece.',
  breakpoint: 'Escolha o tamanho de tela.',
  index: 'A posição vai de 0 a 50.',
  startsAt: 'Informe o início no formato dd/mm/aaaa.',
  endsAt: 'O fim deve ser uma data dd/mm/aaaa igual ou posterior ao início.',
  metadata: 'Tamanhos: altura de 40 a 600 px, largura da imagem de 20 a 400 px, colunas de 1 a 12.',
};
const FORM_FIELD: Record<string, string> = { startsAt: 'start', endsAt: 'end', metadata: 'sizes' };

export function adFromForm(
  form: AdForm,
): { body: ManagementAdInput; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (form.start.trim() && !brDateToIso(form.start)) errors.start = AD_MESSAGES.startsAt;
  if (form.end.trim() && !brDateToIso(form.end)) errors.end = AD_MESSAGES.endsAt;
  const metadata = {
    ...(form.height !== '' ? { height: form.height } : {}),
    ...(form.image_width !== '' ? { image_width: form.image_width } : {}),
    ...(form.columns !== '' ? { columns: form.columns } : {}),
  };
  const optional = (v: string) => v.trim() || null;
  const body = {
    ads_type: form.ads_type,
    title: form.title,
    text: form.text,
    metadata,
    photo: form.photo,
    web_photo: form.web_photo,
    url: optional(form.url),
    external_url: optional(form.external_url),
    confirm_button: optional(form.confirm_button),
    close_button: optional(form.close_button),
    location: form.location,
    breakpoint: form.breakpoint || null,
    index: form.index,
    ...scheduleToApi(form.start, form.end),
    enabled: form.enabled,
  };
  const parsed = managementAdBody.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[FORM_FIELD[field] ?? field] ??= AD_MESSAGES[field] ?? message('VALIDATION_ERROR');
    }
  return Object.keys(errors).length ? { body: null, errors } : { body, errors: null };
}

export const AD_TYPE_OPTIONS = AD_TYPES.map((t) => ({ value: t, label: AD_TYPE_LABELS[t] }));
