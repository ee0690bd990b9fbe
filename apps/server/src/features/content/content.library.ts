import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describeIssue } from '@vetor/domain/content/content-errors';
import { type DrugFile, drugFileSchema, type ProductFile, productFileSchema } from '@vetor/domain/content/drug.schemas';
import {
  type TopicFile,
  type TopicItemFile,
  topicFileSchema,
  topicItemFileSchema,
} from '@vetor/domain/content/topic.schemas';
import type { z } from 'zod';

// Reads the reviewable content files (content/**) and validates each with its domain schema.
// Any problem stops the load with lines naming the file and the field, so a bad edit to a content
// file stops the server start instead of serving half a library.

export class ContentValidationError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(`Conteúdo inválido:\n${lines.join('\n')}`);
    this.name = 'ContentValidationError';
    this.lines = lines;
  }
}

export interface ContentLibrary {
  drugs: DrugFile[];
  products: ProductFile[];
  topics: TopicFile[];
  items: TopicItemFile[];
  /** sha256 of every file's path and bytes: unchanged files give the same hash. */
  hash: string;
  /** sha256 of each file's bytes by content id (kind:id). */
  hashes: Map<string, string>;
}

/** Folders of drug files (categories 1, 2, 4, 5). */
const DRUG_FOLDERS = ['drugs', 'vaccines', 'dermatologicals', 'ophthalmics'];

async function jsonFiles(dir: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await jsonFiles(path)));
    else if (entry.name.endsWith('.json')) out.push(path);
  }
  return out.sort();
}

export async function loadContentLibrary(contentDir: string): Promise<ContentLibrary> {
  const errors: string[] = [];
  const whole = createHash('sha256');
  const hashes = new Map<string, string>();
  const fileNames = new Map<string, string>();
  // Paths in messages are relative to the repository (content/drugs/x.json), as reviewers see them.
  const display = (path: string) => join('content', relative(contentDir, path));

  async function read<T>(dir: string, schema: z.ZodType<T>, kind: string): Promise<T[]> {
    const files = await jsonFiles(join(contentDir, dir));
    const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));
    const out: T[] = [];
    files.forEach((file, i) => {
      const text = texts[i]!;
      const name = display(file);
      whole.update(name).update('\0').update(text).update('\0');
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        errors.push(`${name}: (raiz): JSON inválido: ${(error as Error).message}`);
        return;
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        errors.push(describeIssue(name, parsed.error));
        return;
      }
      const id = (parsed.data as { id: string }).id;
      const expected = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
      if (id !== expected) errors.push(`${name}: id: deve ser igual ao nome do arquivo (${expected})`);
      if (hashes.has(`${kind}:${id}`)) errors.push(`${name}: id: repetido (${id})`);
      hashes.set(`${kind}:${id}`, createHash('sha256').update(text).digest('hex'));
      fileNames.set(`${kind}:${id}`, name);
      out.push(parsed.data);
    });
    return out;
  }

  // Sequential, so the library hash does not depend on which folder finishes reading first.
  const drugs: DrugFile[] = [];
  for (const folder of DRUG_FOLDERS) drugs.push(...(await read(folder, drugFileSchema, 'drug')));
  const products = await read('products', productFileSchema, 'product');
  const topics = await read('topics', topicFileSchema, 'topic');
  const items = await read('items', topicItemFileSchema, 'item');

  // Links between files: a drug's product lists, a product's drug links, items and their topics.
  const productIds = new Set(products.map((p) => p.id));
  const drugIds = new Set(drugs.map((d) => d.id));
  for (const d of drugs) {
    for (const field of ['veterinary_products', 'human_products', 'vaccines_suplements_serums'] as const) {
      d[field].forEach((id, i) => {
        if (!productIds.has(id))
          errors.push(`${fileNames.get(`drug:${d.id}`)}: ${field}.${i}: produto inexistente (${id})`);
      });
    }
  }
  for (const p of products) {
    p.drugs.forEach((drug, i) => {
      if (drug.hasLink && drug.id && !drugIds.has(drug.id))
        errors.push(`${fileNames.get(`product:${p.id}`)}: drugs.${i}.id: medicamento inexistente (${drug.id})`);
    });
  }
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const listed = new Map<string, { topic: string; subtopic: string }>();
  for (const topic of topics) {
    topic.subtopics.forEach((subtopic, i) => {
      subtopic.items.forEach((itemId, j) => {
        if (!itemsById.has(itemId))
          errors.push(`${fileNames.get(`topic:${topic.id}`)}: subtopics.${i}.items.${j}: item inexistente (${itemId})`);
        listed.set(itemId, { topic: topic.id, subtopic: subtopic.id });
      });
    });
  }
  for (const item of items) {
    const where = listed.get(item.id);
    if (!where) errors.push(`${fileNames.get(`item:${item.id}`)}: topic: nenhum tópico lista este item`);
    else if (where.topic !== item.topic || where.subtopic !== item.subtopic_id)
      errors.push(
        `${fileNames.get(`item:${item.id}`)}: subtopic_id: o tópico lista o item em ${where.topic}/${where.subtopic}`,
      );
  }

  if (errors.length) throw new ContentValidationError(errors);
  return { drugs, products, topics, items, hash: whole.digest('hex'), hashes };
}
