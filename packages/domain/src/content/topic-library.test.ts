// Checks the reviewable topic library (content/topics, content/items, content/topic-photos) against
// the topic schemas and against itself: cross references, reference indexes, photos and coverage.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SECTION_STYLE, type Section } from './content-base.schemas.js';
import {
  type TopicFile,
  type TopicItemFile,
  topicFileSchema,
  topicItemFileSchema,
  topicItemSummaryOf,
  topicItemSummarySchema,
  walkSections,
} from './topic.schemas.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TOPICS_DIR = 'content/topics';
const ITEMS_DIR = 'content/items';
const PHOTO_PREFIX = '/content/topic-photos/';
const MAX_PHOTO_BYTES = 6 * 1024;

interface Loaded<T> {
  files: Map<string, T>;
  errors: string[];
}

function loadDir<T>(dir: string, schema: z.ZodType<T>): Loaded<T> {
  const files = new Map<string, T>();
  const errors: string[] = [];
  const names = readdirSync(join(ROOT, dir)).filter((n) => n.endsWith('.json'));
  for (const name of names.sort()) {
    const file = `${dir}/${name}`;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
    } catch (error) {
      errors.push(`${file}: JSON inválido: ${(error as Error).message}`);
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`${file}: ${issue.path.join('.') || '(raiz)'}: ${issue.message}`);
      continue;
    }
    const id = (parsed.data as { id: string }).id;
    if (id !== basename(name, '.json')) errors.push(`${file}: id: '${id}' difere do nome do arquivo`);
    files.set(file, parsed.data);
  }
  return { files, errors };
}

const topics = loadDir<TopicFile>(TOPICS_DIR, topicFileSchema);
const items = loadDir<TopicItemFile>(ITEMS_DIR, topicItemFileSchema);
const topicById = new Map([...topics.files.values()].map((t) => [t.id, t]));
const itemById = new Map([...items.files.values()].map((i) => [i.id, i]));

/** Every section of every item, with its file and field path. */
const allSections: { file: string; item: TopicItemFile; section: Section; path: string; depth: number }[] = [];
for (const [file, item] of items.files) {
  walkSections(item.sections, (section, path, depth) =>
    allSections.push({ file, item, section, path: path.join('.'), depth }),
  );
}

describe('topic library files', () => {
  it('has topic and item files that match their schemas and whose ids equal their file names', () => {
    expect(topics.files.size).toBeGreaterThan(0);
    expect(items.files.size).toBeGreaterThan(0);
    expect([...topics.errors, ...items.errors]).toEqual([]);
  });

  it('links topics, subtopics and items both ways', () => {
    const errors: string[] = [];
    const listedAt = new Map<string, { topic: string; subtopic: string }>();
    for (const [file, topic] of topics.files) {
      topic.subtopics.forEach((subtopic, i) => {
        subtopic.items.forEach((itemId, j) => {
          const where = `${file}: subtopics.${i}.items.${j}`;
          if (listedAt.has(itemId)) errors.push(`${where}: item '${itemId}' já listado em outro tópico`);
          listedAt.set(itemId, { topic: topic.id, subtopic: subtopic.id });
          if (!itemById.has(itemId)) errors.push(`${where}: item '${itemId}' não existe em ${ITEMS_DIR}`);
        });
      });
    }
    for (const [file, item] of items.files) {
      const topic = topicById.get(item.topic);
      if (!topic) {
        errors.push(`${file}: topic: tópico '${item.topic}' não existe em ${TOPICS_DIR}`);
        continue;
      }
      if (!topic.subtopics.some((s) => s.id === item.subtopic_id))
        errors.push(`${file}: subtopic_id: subtópico '${item.subtopic_id}' não existe no tópico '${topic.id}'`);
      const listed = listedAt.get(item.id);
      if (!listed) errors.push(`${file}: id: item não listado em nenhum subtópico`);
      else if (listed.topic !== item.topic || listed.subtopic !== item.subtopic_id)
        errors.push(`${file}: subtopic_id: listado em ${listed.topic}/${listed.subtopic}`);
      if (item.categories[0] !== topic.category)
        errors.push(`${file}: categories.0: ${item.categories[0]} difere da categoria do tópico (${topic.category})`);
      if (item.treatment !== (topic.category === 12))
        errors.push(`${file}: treatment: deve ser true exatamente nos itens de tratamento (categoria 12)`);
      item.completeApproach?.forEach((id, k) => {
        const target = itemById.get(id);
        if (!target) errors.push(`${file}: completeApproach.${k}: item '${id}' não existe`);
        else if (target.categories[0] !== 11) errors.push(`${file}: completeApproach.${k}: '${id}' não é uma doença`);
      });
    }
    expect(errors).toEqual([]);
  });

  it('gives every item at least two references and every section reference an existing index', () => {
    const errors: string[] = [];
    for (const [file, item] of items.files) {
      if (item.references.length < 2) errors.push(`${file}: references: precisa de ao menos 2 referências`);
      item.references.forEach((ref, k) => {
        if (ref.link && !URL.canParse(ref.link)) errors.push(`${file}: references.${k}.link: URL inválida`);
        if (!ref.year) errors.push(`${file}: references.${k}.year: ano ausente`);
        if (!ref.magazine) errors.push(`${file}: references.${k}.magazine: periódico ou editora ausente`);
        if (!ref.levelNumber) errors.push(`${file}: references.${k}.levelNumber: nível de evidência ausente`);
      });
    }
    for (const { file, item, section, path } of allSections) {
      section.references?.forEach((index, k) => {
        if (item.references[index] === undefined)
          errors.push(`${file}: ${path}.references.${k}: índice ${index} fora das referências do item`);
      });
    }
    expect(errors).toEqual([]);
  });

  it('points every photo at an existing small drawing under content/topic-photos', () => {
    const errors: string[] = [];
    const check = (file: string, path: string, url: string): void => {
      const onDisk = join(ROOT, url.slice(1));
      if (!url.startsWith(PHOTO_PREFIX)) errors.push(`${file}: ${path}: foto fora de ${PHOTO_PREFIX}`);
      else if (!existsSync(onDisk)) errors.push(`${file}: ${path}: arquivo ${url} não existe`);
      else if (statSync(onDisk).size >= MAX_PHOTO_BYTES) errors.push(`${file}: ${path}: ${url} tem 6 KB ou mais`);
    };
    for (const [file, item] of items.files) if (item.photo) check(file, 'photo', item.photo);
    for (const { file, section, path } of allSections)
      section.photos?.forEach((photo, k) => {
        check(file, `${path}.photos.${k}.url`, photo.url);
      });
    expect(errors).toEqual([]);
  });

  it('summarises every item for lists', () => {
    for (const item of items.files.values()) {
      const summary = topicItemSummaryOf(item);
      expect(topicItemSummarySchema.parse(summary)).toEqual(summary);
      expect(summary.category).toBe(topicById.get(item.topic)?.category);
    }
  });
});

describe('topic library coverage', () => {
  const byCategory = (category: number) => [...items.files.values()].filter((i) => i.categories[0] === category);

  it('has at least 90 items: 70 diseases, 15 treatment topics and 3 clinical pathology items', () => {
    expect(items.files.size).toBeGreaterThanOrEqual(90);
    expect(byCategory(11).length).toBeGreaterThanOrEqual(70);
    expect(byCategory(12).length).toBeGreaterThanOrEqual(15);
    expect(byCategory(13).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps most items premium, a few open in the free trial and a few new', () => {
    const all = [...items.files.values()];
    const freeTrial = all.filter((i) => i.freeTrial);
    expect(freeTrial.length).toBeGreaterThanOrEqual(3);
    expect(freeTrial.length).toBeLessThanOrEqual(8);
    expect(freeTrial.every((i) => !i.premium)).toBe(true);
    expect(all.filter((i) => i.premium).length).toBeGreaterThan(all.length / 2);
    expect(all.filter((i) => i.isNew).length).toBeGreaterThanOrEqual(2);
  });

  it('uses every section style 0-8 and nests three levels deep', () => {
    const styles = new Set(allSections.map((s) => s.section.style));
    expect([...styles].sort()).toEqual(Object.values(SECTION_STYLE).sort());
    expect(Math.max(...allSections.map((s) => s.depth))).toBe(3);
  });

  it('uses the paragraph divider, arrow and "or" markers', () => {
    const paragraphs = allSections.flatMap((s) => s.section.paragraphs ?? []);
    expect(paragraphs).toContain('---');
    expect(paragraphs.some((p) => p.startsWith('->'))).toBe(true);
    expect(paragraphs.some((p) => p.includes('(+)'))).toBe(true);
    expect(paragraphs.some((p) => p.includes('(OUX)'))).toBe(true);
  });

  it('embeds a video in at most two items', () => {
    const withVideo = new Set(allSections.filter((s) => s.section.style === SECTION_STYLE.VIDEO).map((s) => s.file));
    expect(withVideo.size).toBeGreaterThanOrEqual(1);
    expect(withVideo.size).toBeLessThanOrEqual(2);
  });

  it('gives tables headers, lines of the same width and a caption', () => {
    const errors: string[] = [];
    for (const { file, section, path } of allSections) {
      if (section.style !== SECTION_STYLE.TABLE || !section.table) continue;
      const { headers, lines, caption } = section.table;
      if (!caption) errors.push(`${file}: ${path}.table.caption: legenda ausente`);
      lines.forEach((line, k) => {
        if (line.length !== headers.length)
          errors.push(`${file}: ${path}.table.lines.${k}: ${line.length} colunas, cabeçalho tem ${headers.length}`);
      });
    }
    expect(errors).toEqual([]);
  });

  it('gives dog and cat reference intervals for every required analyte, citing the source', () => {
    const analytes = [
      'Hemácias',
      'Hemoglobina',
      'Hematócrito',
      'VCM',
      'CHCM',
      'Leucócitos totais',
      'Neutrófilos segmentados',
      'Linfócitos',
      'Monócitos',
      'Eosinófilos',
      'Plaquetas (/µL)',
      'Ureia',
      'Creatinina',
      'SDMA',
      'ALT',
      'FA',
      'GGT',
      'Albumina',
      'Proteínas totais',
      'Glicose',
      'Colesterol',
      'Triglicerídeos',
      'Cálcio total',
      'Fósforo',
      'Potássio',
      'Sódio',
    ];
    const found = new Map<string, string>();
    const errors: string[] = [];
    for (const { file, item, section, path } of allSections) {
      if (item.categories[0] !== 13 || section.style !== SECTION_STYLE.TABLE || !section.table) continue;
      const { headers } = section.table;
      const dog = headers.findIndex((h) => h.startsWith('Cão'));
      const cat = headers.findIndex((h) => h.startsWith('Gato'));
      if (dog < 0 || cat < 0) continue;
      if (!section.references?.length) errors.push(`${file}: ${path}.references: tabela de referência sem fonte`);
      for (const line of section.table.lines) {
        const name = line[0] ?? '';
        if (analytes.includes(name) && line[dog] && line[cat]) found.set(name, file);
      }
    }
    expect(errors).toEqual([]);
    expect(analytes.filter((a) => !found.has(a))).toEqual([]);
  });
});

describe('topic item schema', () => {
  const reference = { name: 'Ref', year: 2020, magazine: 'J', levelNumber: 2 };
  const base = {
    id: 'x',
    topic: 'doencas',
    subtopic_id: 'y',
    name: 'X',
    synonyms: [],
    description: 'd',
    contentPoints: [],
    categories: [11],
    animals: [1],
    treatment: false,
    available: true,
    freeTrial: false,
    isNew: false,
    premium: true,
    references: [reference],
  };
  const issues = (value: unknown) =>
    topicItemFileSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('accepts macro > title > content nesting', () => {
    const sections = [
      {
        style: 0,
        text: 'M',
        sections: [{ style: 1, text: 'T', references: [0], sections: [{ style: 3, text: 'b' }] }],
      },
    ];
    expect(issues({ ...base, sections })).toEqual([]);
  });

  it('names the path of a reference index that does not exist', () => {
    const sections = [{ style: 0, text: 'M', sections: [{ style: 1, text: 'T', references: [0, 3] }] }];
    expect(issues({ ...base, sections })).toEqual([
      'sections.0.sections.0.references.1: referência 3 não existe (o item tem 1)',
    ]);
  });

  it('keeps macro headings at the top level and titles at the second', () => {
    const sections = [
      { style: 3, text: 'b', sections: [{ style: 0, text: 'M', sections: [{ style: 1, text: 'T' }] }] },
    ];
    expect(issues({ ...base, sections })).toHaveLength(3);
  });

  it('rejects misspelt fields instead of dropping them', () => {
    const sections = [{ style: 0, text: 'M' }];
    expect(issues({ ...base, sections, refrences: [] })).toHaveLength(1);
  });

  it('requires the complete approach on treatment items only', () => {
    const sections = [{ style: 0, text: 'M' }];
    expect(issues({ ...base, treatment: true, sections })[0]).toMatch(/^completeApproach:/);
    expect(issues({ ...base, completeApproach: ['a'], sections })[0]).toMatch(/^completeApproach:/);
  });
});
