import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeIssue } from './content-errors.js';
import {
  type DrugFile,
  drugFileSchema,
  drugSummaryOf,
  PRODUCT_FOLDERS,
  PRODUCT_TYPE,
  type ProductFile,
  productFileSchema,
  productSummaryOf,
} from './drug.schemas.js';
import { therapeuticClass } from './drug-classes.js';
import { isProductClass } from './product-classes.js';

// The sample drug and product library under content/: every file parses, ids match file names,
// cross references resolve and each category holds the agreed minimum of items.

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function jsonFiles(dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f))
    .sort();
}

interface Loaded<T> {
  file: string;
  data: T;
}

function load<T>(files: string[], schema: { safeParse(v: unknown): { success: boolean; data?: T; error?: unknown } }) {
  const items: Loaded<T>[] = [];
  const errors: string[] = [];
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(root, file), 'utf8'));
    } catch (e) {
      errors.push(`${file}: JSON inválido: ${(e as Error).message}`);
      continue;
    }
    const result = schema.safeParse(raw);
    if (result.success) items.push({ file, data: result.data as T });
    else errors.push(describeIssue(file, result.error as Parameters<typeof describeIssue>[1]));
  }
  return { items, errors };
}

const DRUG_FOLDERS: Record<string, DrugFile['category']> = {
  'content/drugs': 1,
  'content/vaccines': 2,
  'content/dermatologicals': 4,
  'content/ophthalmics': 5,
};

const drugFiles = Object.keys(DRUG_FOLDERS).flatMap(jsonFiles);
const productFiles = jsonFiles('content/products');
const drugs = load<DrugFile>(drugFiles, drugFileSchema);
const products = load<ProductFile>(productFiles, productFileSchema);
const productById = new Map(products.items.map((p) => [p.data.id, p.data]));
const drugById = new Map(drugs.items.map((d) => [d.data.id, d.data]));

const countDrugs = (category: number) => drugs.items.filter((d) => d.data.category === category).length;
const countProducts = (...categories: number[]) =>
  products.items.filter((p) => categories.includes(p.data.category)).length;

describe('drug and product library', () => {
  it('parses every file with its schema', () => {
    expect([...drugs.errors, ...products.errors]).toEqual([]);
    expect(drugs.items).toHaveLength(drugFiles.length);
    expect(products.items).toHaveLength(productFiles.length);
  });

  it('holds the minimum number of items per category', () => {
    expect(countDrugs(1)).toBeGreaterThanOrEqual(60);
    expect(countDrugs(2)).toBeGreaterThanOrEqual(10);
    expect(countDrugs(4)).toBeGreaterThanOrEqual(8);
    expect(countDrugs(5)).toBeGreaterThanOrEqual(8);
    expect(countProducts(6)).toBeGreaterThanOrEqual(10);
    expect(countProducts(3)).toBeGreaterThanOrEqual(6);
    expect(countProducts(8, 9)).toBeGreaterThanOrEqual(15);
    expect(countProducts(10)).toBeGreaterThanOrEqual(5);
  });

  it('names each file after its id, in the folder of its category, with unique ids', () => {
    const problems: string[] = [];
    for (const { file, data } of drugs.items) {
      if (basename(file, '.json') !== data.id) problems.push(`${file}: id: '${data.id}' difere do nome do arquivo`);
      const folder = Object.entries(DRUG_FOLDERS).find(([, c]) => c === data.category)?.[0];
      if (!file.startsWith(`${folder}/`))
        problems.push(`${file}: category: ${data.category} não pertence a esta pasta`);
    }
    for (const { file, data } of products.items) {
      if (basename(file, '.json') !== data.id) problems.push(`${file}: id: '${data.id}' difere do nome do arquivo`);
      if (!file.startsWith(`content/products/${PRODUCT_FOLDERS[data.category]}/`)) {
        problems.push(`${file}: category: ${data.category} não pertence a esta pasta`);
      }
    }
    const dupes = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
    for (const id of dupes(drugs.items.map((d) => d.data.id))) problems.push(`id de medicamento repetido: ${id}`);
    for (const id of dupes(products.items.map((p) => p.data.id))) problems.push(`id de produto repetido: ${id}`);
    expect(problems).toEqual([]);
  });

  it('resolves every product a drug names, with the right type', () => {
    const problems: string[] = [];
    for (const { file, data } of drugs.items) {
      const check = (field: string, ids: string[], ok: (p: ProductFile) => boolean, want: string) =>
        ids.forEach((id, i) => {
          const p = productById.get(id);
          if (!p) problems.push(`${file}: ${field}.${i}: produto '${id}' não existe`);
          else if (!ok(p)) problems.push(`${file}: ${field}.${i}: '${id}' deveria ser ${want}`);
        });
      check(
        'veterinary_products',
        data.veterinary_products,
        (p) => p.type !== PRODUCT_TYPE.HUMAN && p.category === data.category,
        `produto veterinário da categoria ${data.category}`,
      );
      check('human_products', data.human_products, (p) => p.type === PRODUCT_TYPE.HUMAN, 'produto humano');
      check(
        'vaccines_suplements_serums',
        data.vaccines_suplements_serums,
        (p) => [2, 6].includes(p.category),
        'vacina ou suplemento',
      );
    }
    expect(problems).toEqual([]);
  });

  it('links product principles to existing drugs', () => {
    const problems: string[] = [];
    for (const { file, data } of products.items) {
      data.drugs.forEach((d, i) => {
        if (d.hasLink && !drugById.has(d.id ?? ''))
          problems.push(`${file}: drugs.${i}.id: medicamento '${d.id}' não existe`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('uses only catalogued classes, and systems that match them', () => {
    const problems: string[] = [];
    for (const { file, data } of drugs.items) {
      data.classes.forEach((name, i) => {
        const c = therapeuticClass(name);
        if (!c || c.category !== data.category)
          problems.push(`${file}: classes.${i}: classe '${name}' fora do catálogo`);
        else if (c.system && !data.systems.includes(c.system)) {
          problems.push(`${file}: systems: falta o sistema ${c.system} da classe '${name}'`);
        }
      });
    }
    for (const { file, data } of products.items) {
      data.classes.forEach((name, i) => {
        const ok = [1, 2, 4, 5].includes(data.category)
          ? therapeuticClass(name)?.category === data.category
          : isProductClass(data.category, name);
        if (!ok) problems.push(`${file}: classes.${i}: classe '${name}' fora do catálogo`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('references photos that exist and stay small', () => {
    const problems: string[] = [];
    for (const { file, data } of products.items) {
      const urls = [data.photo, ...data.photos.map((p) => p.url)].filter((u): u is string => !!u);
      for (const url of urls) {
        if (!url.startsWith('/content/photos/')) continue;
        const abs = join(root, url.slice(1));
        if (!existsSync(abs)) problems.push(`${file}: photo: ${url} não existe`);
        else if (statSync(abs).size >= 4096) problems.push(`${relative(root, abs)}: maior que 4 KB`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('marks some items premium, free-trial and new', () => {
    const all = [...drugs.items, ...products.items].map((i) => i.data);
    const share = (pick: (i: { premium: boolean; freeTrial: boolean; isNew: boolean }) => boolean) =>
      all.filter(pick).length / all.length;
    expect(share((i) => i.premium)).toBeGreaterThan(0.1);
    expect(share((i) => i.premium)).toBeLessThan(0.35);
    // Free-trial items are an editor's picks for "Descubra Agora", not a share of the library: a
    // count, so a library that grows does not have to mark products free-trial to stay above it.
    expect(all.filter((i) => i.freeTrial).length).toBeGreaterThanOrEqual(20);
    expect(share((i) => i.isNew)).toBeGreaterThan(0.05);
  });

  it('builds the list summaries', () => {
    const drug = drugs.items[0]?.data;
    const product = products.items[0]?.data;
    expect(drug && product).toBeTruthy();
    if (!drug || !product) return;
    const ds = drugSummaryOf(drug);
    expect(ds).toMatchObject({ id: drug.id, name: drug.name, category: drug.category, disabled: false });
    expect(ds).not.toHaveProperty('doses');
    const ps = productSummaryOf(product);
    expect(ps).toMatchObject({ id: product.id, type: product.type, brand: product.brand });
  });
});

describe('describeIssue', () => {
  it('names the file and the field of each problem', () => {
    const result = drugFileSchema.safeParse({ id: 'x', doses: [{ route: 'Oral' }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    const text = describeIssue('content/drugs/x.json', result.error);
    expect(text).toMatch(/^content\/drugs\/x\.json: category: /m);
    expect(text).toMatch(/^content\/drugs\/x\.json: doses\.0\.route: via desconhecida/m);
  });
});
