import { requiresPro } from '@vetor/domain/content/content-api.schemas';
import type { Section } from '@vetor/domain/content/content-base.schemas';
import { type DrugFile, GENERIC_PRODUCT_MARKER, type ProductFile } from '@vetor/domain/content/drug.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import { categoryById } from '@vetor/domain/platform/categories';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SearchDocument, SearchSource } from '../../lib/search-index/search-index.js';
import { doses, drugs, products, topicItems, topicItemVersions } from './content.table.js';

// What the content library gives the search index (lib/search-index): every drug and vaccine with
// its info and attention sections and one document per dose record, every product, and every
// published topic item down to its sections (docs/product/content-and-study.md §2 Global search).

const categoryName = (id: number) => categoryById(id)?.portugueseName ?? 'Conteúdo';

/** Every readable text of a section and its children, one line each. */
export function sectionText(section: Section): string {
  const out: string[] = [];
  const visit = (s: Section) => {
    if (s.text) out.push(s.text);
    if (s.description) out.push(s.description);
    for (const p of s.paragraphs ?? []) if (p !== '---') out.push(p.replace(/^->\s*/, ''));
    if (s.table) {
      out.push(s.table.headers.join(' | '));
      for (const line of s.table.lines) out.push(line.join(' | '));
      if (s.table.caption) out.push(s.table.caption);
    }
    for (const child of (s as { sections?: Section[] }).sections ?? []) visit(child);
  };
  visit(section);
  return out.join('\n');
}

/** The body of a section without its own title (the title is indexed apart). */
function sectionBody(section: Section): string {
  const { text: _title, ...rest } = section;
  return sectionText(rest as Section);
}

async function drugDocuments(db: Db): Promise<SearchDocument[]> {
  const drugRows = await db.select().from(drugs).where(eq(drugs.disabled, false));
  const doseRows = await db.select().from(doses).orderBy(doses.drugId, doses.position);
  const dosesOf = new Map<string, (typeof doseRows)[number][]>();
  for (const d of doseRows) dosesOf.set(d.drugId, [...(dosesOf.get(d.drugId) ?? []), d]);
  const docs: SearchDocument[] = [];
  for (const row of drugRows) {
    const detail = row.detail as Omit<DrugFile, 'doses'>;
    const base = {
      itemKey: `drug:${row.id}`,
      itemType: 'drug' as const,
      itemId: row.id,
      itemName: row.name,
      synonyms: detail.synonyms ?? [],
      description: row.description,
      category: row.category,
      categoryName: categoryName(row.category),
      topic: categoryById(row.category)?.collection ?? null,
      photo: null,
      premium: row.premium,
      requiresPro: requiresPro('drug', row),
      isDose: false,
    };
    docs.push({
      ...base,
      id: `drug:${row.id}`,
      itemPath: null,
      sectionTitle: null,
      body: row.classes.join(', '),
      position: 0,
    });
    const sections = [...(detail.info ?? []), ...(detail.attention ?? [])];
    sections.forEach((s, i) => {
      docs.push({
        ...base,
        id: `drug:${row.id}#section:${i}`,
        itemPath: null,
        sectionTitle: s.text ?? s.description ?? 'Informações',
        body: sectionBody(s),
        position: i + 1,
      });
    });
    for (const dose of dosesOf.get(row.id) ?? []) {
      const species = dose.animals.map((a) => (a === 1 ? 'cães' : 'gatos')).join(' e ');
      const frequency = dose.frequencyUnit ? `a cada ${dose.frequency} ${dose.frequencyUnit}` : dose.frequency;
      docs.push({
        ...base,
        id: `drug:${row.id}#dose:${dose.position}`,
        itemPath: `/categories/${row.category}/drugs/${row.id}/doses/${dose.position}`,
        sectionTitle: `Dose para ${species}: ${dose.title}`,
        body:
          `${dose.dose} ${dose.measurement}, via ${dose.route}, ${frequency}.` +
          (dose.description ? ` ${dose.description}` : ''),
        isDose: true,
        position: 1000 + dose.position,
      });
    }
  }
  return docs;
}

async function productDocuments(db: Db): Promise<SearchDocument[]> {
  const rows = await db.select().from(products).where(sql`${products.type} <> 2 and not ${products.disabled}`);
  return rows.map((row) => {
    const p = row.detail as ProductFile;
    const presentations = [
      ...((p as { presentationList?: string[]; presentation?: string }).presentationList ?? []),
      ...(p.presentation_volumes ?? []).map((v) => v.presentation),
    ];
    // A human-line product is sought by the names the pharmacy sells it under (Ancoron, Lasix…).
    const commercialNames = (p.products ?? []).filter((name) => name !== GENERIC_PRODUCT_MARKER);
    return {
      id: `product:${row.id}`,
      itemKey: `product:${row.id}`,
      itemType: 'product' as const,
      itemId: row.id,
      itemName: row.name,
      synonyms: [row.brand, ...row.brandLines, ...commercialNames].filter(Boolean),
      description: [row.brand, ...presentations].filter(Boolean).join(' · '),
      category: row.category,
      categoryName: categoryName(row.category),
      topic: categoryById(row.category)?.productsCollection ?? categoryById(row.category)?.collection ?? null,
      photo: row.photo,
      itemPath: null,
      sectionTitle: null,
      body: [
        row.classes.join(', '),
        (p.drugs ?? []).map((d) => d.name).join(', '),
        row.features.join(', '),
        ((p as { sections?: Section[] }).sections ?? []).map(sectionText).join('\n'),
      ]
        .filter(Boolean)
        .join('\n'),
      isDose: false,
      premium: row.premium,
      requiresPro: requiresPro('product', row),
      position: 0,
    };
  });
}

async function itemDocuments(db: Db): Promise<SearchDocument[]> {
  const rows = await db
    .select({ item: topicItems, content: topicItemVersions.content })
    .from(topicItems)
    .innerJoin(
      topicItemVersions,
      and(eq(topicItemVersions.itemId, topicItems.id), eq(topicItemVersions.version, topicItems.publishedVersion)),
    )
    // A disabled item (management approval with available false) leaves search at once.
    .where(eq(topicItems.available, true));
  const docs: SearchDocument[] = [];
  for (const { item, content } of rows) {
    const file = content as TopicItemFile;
    const base = {
      itemKey: `item:${item.id}`,
      itemType: 'item' as const,
      itemId: item.id,
      itemName: item.name,
      synonyms: file.synonyms,
      description: item.description,
      category: item.category,
      categoryName: categoryName(item.category),
      topic: item.topicId,
      photo: item.photo,
      premium: item.premium,
      requiresPro: requiresPro('item', item),
      isDose: false,
    };
    docs.push({
      ...base,
      id: `item:${item.id}`,
      itemPath: null,
      sectionTitle: null,
      body: item.contentPoints.join('\n'),
      position: 0,
    });
    // One document per section of the general tab, at the path the item-content screen opens.
    file.sections.forEach((macro, contentIndex) => {
      const children = (macro as { sections?: Section[] }).sections ?? [];
      const parts = children.length ? children : [macro];
      parts.forEach((section, sectionIndex) => {
        const title =
          section === macro
            ? (macro.text ?? item.name)
            : `${macro.text ?? ''} › ${section.text ?? section.description ?? ''}`;
        docs.push({
          ...base,
          id: `item:${item.id}#${contentIndex}.${sectionIndex}`,
          itemPath: `/item/${item.id}/content/${contentIndex}/section/${sectionIndex}`,
          sectionTitle: title,
          body: section === macro ? sectionBody(macro) : sectionBody(section),
          position: 1 + contentIndex * 100 + sectionIndex,
        });
      });
    });
  }
  return docs;
}

export const contentSearchSource: SearchSource = {
  name: 'content',
  async documents(db) {
    return [...(await drugDocuments(db)), ...(await productDocuments(db)), ...(await itemDocuments(db))];
  },
};
