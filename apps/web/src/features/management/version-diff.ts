import type { Reference, Section } from '@vetor/domain/content/content-base.schemas';
import type { Dose, DrugFile } from '@vetor/domain/content/drug.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import { diffArrays, diffWords } from 'diff';
import { STYLE_NAMES } from './section-text';

// The side-by-side comparison of two versions of an item or a drug: each version becomes readable
// lines (fields, sections, doses, references), the two lists are aligned so an inserted section
// does not mark every later one as changed, and a changed line shows its word-level differences
// (jsdiff).

/** One readable line of a version: `group` keeps lines of one kind together when aligning. */
export interface VersionLine {
  group: string;
  label: string;
  text: string;
}

export type RowStatus = 'same' | 'changed' | 'added' | 'removed';

export interface CompareRow {
  key: string;
  label: string;
  left: string | null;
  right: string | null;
  status: RowStatus;
}

export interface WordPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

const yesNo = (v: boolean | undefined) => (v ? 'sim' : 'não');
const animalNames = (animals: readonly number[]) => animals.map((a) => (a === 1 ? 'Cães' : 'Gatos')).join(', ');
const CATEGORY_NAMES: Record<number, string> = { 11: 'Doenças', 12: 'Tratamento', 13: 'Patologia clínica' };

function sectionText(section: Section): string {
  const parts: string[] = [];
  if (section.text) parts.push(section.text);
  if (section.description) parts.push(section.description);
  if (section.paragraphs?.length) parts.push(section.paragraphs.join('\n'));
  if (section.table) {
    const t = section.table;
    parts.push([t.caption, t.headers.join(' | '), ...t.lines.map((l) => l.join(' | '))].filter(Boolean).join('\n'));
  }
  if (section.photos?.length)
    parts.push(section.photos.map((p) => `${p.alt}${p.caption ? ` (${p.caption})` : ''}: ${p.url}`).join('\n'));
  if (section.video) parts.push(section.video);
  if (section.references?.length) parts.push(`[ref. ${section.references.map((r) => r + 1).join(', ')}]`);
  return parts.join('\n');
}

/** Sections as numbered lines (1, 1.2, 1.2.1), each labelled with its style's name. */
export function sectionLines(group: string, title: string, sections: readonly Section[], prefix = ''): VersionLine[] {
  return sections.flatMap((section, i) => {
    const number = `${prefix}${i + 1}`;
    return [
      {
        group,
        label: `${title} ${number} · ${STYLE_NAMES[section.style] ?? section.style}`,
        text: sectionText(section),
      },
      ...sectionLines(group, title, section.sections ?? [], `${number}.`),
    ];
  });
}

function referenceLines(references: readonly Reference[], title = 'Referência', group = 'references'): VersionLine[] {
  return references.map((r, i) => ({
    group,
    label: `${title} ${i + 1}`,
    text: [
      r.name,
      r.year && String(r.year),
      r.magazine,
      r.levelNumber !== undefined && `nível de evidência ${r.levelNumber}`,
      r.link ?? r.path,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}

function doseText(d: Dose): string {
  const frequency = `${d.frequency}${d.frequencyUnit ? ` ${d.frequencyUnit}` : ''}`;
  return [
    d.title,
    `${d.dose} ${d.measurement}`,
    `via ${d.route}`,
    `frequência ${frequency}`,
    animalNames(d.animals),
    d.description,
    d.options?.length
      ? `apresentações: ${d.options.map((o) => `${o.label} (${String(o.concentration).replace('.', ',')} ${o.unit})`).join('; ')}`
      : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

const field = (label: string, text: string): VersionLine => ({ group: 'fields', label, text });
const flagsLine = (f: { premium: boolean; freeTrial: boolean; isNew: boolean }) =>
  field('Marcações', `Premium: ${yesNo(f.premium)} · Degustação: ${yesNo(f.freeTrial)} · Novo: ${yesNo(f.isNew)}`);

/** Fields a line builder does not name still show, so no change goes unseen. */
function otherFields(file: Record<string, unknown>, named: readonly string[]): VersionLine[] {
  return Object.keys(file)
    .filter((k) => !named.includes(k))
    .sort()
    .map((k) => ({ group: 'other', label: `Campo ${k}`, text: JSON.stringify(file[k]) }));
}

export function itemLines(item: TopicItemFile): VersionLine[] {
  const named = [
    'name',
    'description',
    'synonyms',
    'contentPoints',
    'animals',
    'categories',
    'premium',
    'freeTrial',
    'isNew',
    'sections',
    'references',
  ];
  return [
    field('Nome', item.name),
    field('Descrição', item.description),
    field('Sinônimos', item.synonyms.join(', ')),
    field('Pontos-chave', item.contentPoints.join('\n')),
    field('Animais', animalNames(item.animals)),
    field('Categorias', item.categories.map((c) => CATEGORY_NAMES[c] ?? String(c)).join(', ')),
    flagsLine(item),
    ...sectionLines('sections', 'Seção', item.sections),
    ...referenceLines(item.references),
    ...otherFields(item, named),
  ];
}

export function drugLines(drug: DrugFile): VersionLine[] {
  const named = [
    'name',
    'description',
    'synonyms',
    'animals',
    'premium',
    'freeTrial',
    'isNew',
    'info',
    'doses',
    'attention',
    'veterinary_products',
    'human_products',
    'vaccines_suplements_serums',
    'references',
    'internalReferences',
  ];
  return [
    field('Nome', drug.name),
    field('Descrição', drug.description),
    field('Sinônimos', (drug.synonyms ?? []).join(', ')),
    field('Animais', animalNames(drug.animals)),
    flagsLine(drug),
    ...sectionLines('info', 'Informações', drug.info),
    ...drug.doses.map((d, i) => ({ group: 'doses', label: `Dose ${i + 1}`, text: doseText(d) })),
    ...sectionLines('attention', 'Atenção', drug.attention),
    field('Produtos veterinários', drug.veterinary_products.join(', ')),
    field('Produtos humanos', drug.human_products.join(', ')),
    field('Vacinas, suplementos e soros', drug.vaccines_suplements_serums.join(', ')),
    ...referenceLines(drug.references),
    ...referenceLines(drug.internalReferences, 'Referência interna', 'internalReferences'),
    ...otherFields(drug, named),
  ];
}

/**
 * Aligns two versions' lines: equal lines (same group, label kind and text) pair up; between
 * them, removed and added lines of one group pair in order as changed lines, and what is left is
 * a line only one version has.
 */
export function alignVersions(from: VersionLine[], to: VersionLine[]): CompareRow[] {
  // Numbers shift when a section is inserted, so lines match on what they say, not their number.
  const kind = (l: VersionLine) => `${l.group}|${l.label.replace(/ [\d.]+(?= ·|$)/, '')}`;
  const changes = diffArrays(from, to, { comparator: (a, b) => kind(a) === kind(b) && a.text === b.text });
  const rows: CompareRow[] = [];
  const push = (label: string, left: string | null, right: string | null, status: RowStatus) =>
    rows.push({ key: `r${rows.length}`, label, left, right, status });
  let removed: VersionLine[] = [];
  const pair = (added: readonly VersionLine[]) => {
    for (const line of added) {
      const at = removed.findIndex((r) => r.group === line.group);
      if (at < 0) {
        push(line.label, null, line.text, 'added');
        continue;
      }
      // Removed lines before the partner keep their place above it.
      for (const r of removed.slice(0, at)) push(r.label, r.text, null, 'removed');
      const old = removed[at] as VersionLine;
      removed = removed.slice(at + 1);
      push(line.label, old.text, line.text, old.text === line.text ? 'same' : 'changed');
    }
  };
  const dropRemoved = () => {
    for (const r of removed) push(r.label, r.text, null, 'removed');
    removed = [];
  };
  for (const change of changes) {
    if (change.removed) removed.push(...change.value);
    else if (change.added) pair(change.value);
    else {
      dropRemoved();
      // jsdiff gives the newer version's lines for a common run: their labels carry today's numbers.
      for (const line of change.value) push(line.label, line.text, line.text, 'same');
    }
  }
  dropRemoved();
  return rows;
}

// Words as pt-BR readers see them: "0,02" and "mg/kg" stay whole, accents are letters. Browsers
// without Intl.Segmenter fall back to jsdiff's own word rule.
const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('pt-BR', { granularity: 'word' }) : undefined;

/** Word-level differences between two texts, for highlighting a changed line. */
export function wordParts(left: string, right: string): WordPart[] {
  return diffWords(left, right, segmenter ? { intlSegmenter: segmenter } : {}).map((c) => ({
    text: c.value,
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
  }));
}
