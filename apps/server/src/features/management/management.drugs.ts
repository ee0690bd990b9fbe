// Drugs and products in the management area (docs/product/calculators-patients-prescriptions-management.md §7 GET /management/entities/{collection}/{id},
// POST /management/summaries-exclusion): drug files are edited as versions like topic items and
// published on approval; an exclusion hides a drug or product from lists and search at once.
import { createHash } from 'node:crypto';
import type { DrugFile } from '@vetor/domain/content/drug.schemas';
import { AppError } from '@vetor/domain/errors';
import {
  MANAGEMENT_PROFILE,
  type ManagementDrugCompareResponse,
  type ManagementEntityResponse,
} from '@vetor/domain/management/management.schemas';
import { CATEGORIES } from '@vetor/domain/platform/categories';
import type { Db } from '../../db/client.js';
import { searchName } from '../../lib/search-name.js';
import * as repo from './management.repository.js';
import { compareSide, defaultPair, type Editor } from './management.service.js';

export const collectionOf = (category: number, kind: 'drug' | 'product') => {
  const c = CATEGORIES.find((x) => x.id === category);
  return (kind === 'drug' ? c?.collection : c?.productsCollection) ?? String(category);
};

/** Which kind a collection names: a drug collection (drugs, vaccines…) or a products one. */
function kindOf(collection: string): { kind: 'drug' | 'product'; categories: number[] } {
  const drugCats = CATEGORIES.filter((c) => c.flags.drug && c.collection === collection).map((c) => c.id);
  if (drugCats.length) return { kind: 'drug', categories: drugCats };
  const productCats = CATEGORIES.filter((c) => c.productsCollection === collection).map((c) => c.id);
  if (productCats.length) return { kind: 'product', categories: productCats };
  throw new AppError('ERROR_GET_DRUG');
}

export async function listEntities(db: Db, q: string | undefined) {
  const { drugs, products } = await repo.listEntities(db, q ? searchName(q) : undefined);
  return [
    ...drugs.map((d) => ({ ...d, kind: 'drug' as const, collection: collectionOf(d.category, 'drug') })),
    ...products.map((p) => ({ ...p, kind: 'product' as const, collection: collectionOf(p.category, 'product') })),
  ];
}

export async function getEntity(db: Db, collection: string, id: string): Promise<ManagementEntityResponse> {
  const { kind, categories } = kindOf(collection);
  if (kind === 'product') {
    const product = await repo.findProductRow(db, id);
    if (!product || !categories.includes(product.category)) throw new AppError('ERROR_GET_DRUG');
    return { kind, id, disabled: product.disabled, content: product.detail as unknown as Record<string, unknown> };
  }
  const published = await repo.findPublishedDrug(db, id);
  if (!published || !categories.includes(published.row.category)) throw new AppError('ERROR_GET_DRUG');
  const [latest, versions] = await Promise.all([repo.findDrugVersion(db, id), repo.listDrugVersions(db, id)]);
  const publishedVersion = versions.find((v) => v.status === 'published')?.version ?? null;
  return {
    kind,
    id,
    disabled: published.row.disabled,
    // Version 0 is the seeded file nobody has edited yet.
    publishedVersion: versions.length ? publishedVersion : 0,
    latestVersion: latest?.version ?? 0,
    content: latest?.content ?? published.file,
    versions: versions.map((v) => ({
      ...v,
      createdAt: v.createdAt.toISOString(),
      publishedAt: v.publishedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Two versions of a drug side by side (GET …/entities/{collection}/{id}/compare?from=&to=). A drug
 * nobody has edited has only version 0, its seeded file; once edited, that file is version 1.
 */
export async function compareDrugVersions(
  db: Db,
  collection: string,
  id: string,
  picked: { from?: number | undefined; to?: number | undefined },
): Promise<ManagementDrugCompareResponse> {
  const { kind, categories } = kindOf(collection);
  if (kind !== 'drug') throw new AppError('ERROR_GET_DRUG');
  const published = await repo.findPublishedDrug(db, id);
  if (!published || !categories.includes(published.row.category)) throw new AppError('ERROR_GET_DRUG');
  const versions = await repo.listDrugVersions(db, id);
  const latest = versions[0]?.version ?? 0;
  const publishedVersion = versions.length ? (versions.find((v) => v.status === 'published')?.version ?? null) : 0;
  const fallback = defaultPair(publishedVersion, latest, versions.length ? 1 : 0);
  const side = async (version: number) => {
    if (!versions.length && version === 0)
      return { version: 0, status: 'published' as const, createdAt: null, author: null, content: published.file };
    const found = await repo.findDrugVersion(db, id, version);
    if (!found) throw new AppError('ERROR_GET_DRUG');
    return compareSide(db, found);
  };
  const [from, to] = await Promise.all([side(picked.from ?? fallback.from), side(picked.to ?? fallback.to)]);
  return { id, publishedVersion, latestVersion: latest, from, to };
}

/** An edit of a drug: a new draft version; readers keep the published drug until approval. */
export async function saveDrug(db: Db, editor: Editor, collection: string, id: string, file: DrugFile) {
  const { kind, categories } = kindOf(collection);
  if (kind !== 'drug' || file.id !== id || !categories.includes(file.category))
    throw new AppError('SAVE_DRUG_ERROR', { field: 'id' });
  const published = await repo.findPublishedDrug(db, id);
  if (!published || published.row.category !== file.category) throw new AppError('SAVE_DRUG_ERROR', { field: 'id' });
  const productIds = [...file.veterinary_products, ...file.human_products, ...file.vaccines_suplements_serums];
  const known = await repo.existingProductIds(db, productIds);
  if (productIds.some((p) => !known.has(p))) throw new AppError('SAVE_DRUG_ERROR', { field: 'veterinary_products' });
  return db.transaction(async (tx) => {
    const before = (await repo.findDrugVersion(tx, id))?.content ?? null;
    // The first edit keeps the seeded file as version 1 (published), so it can be compared and restored.
    if (!before) await repo.insertDrugVersion(tx, id, published.file, 'published', null);
    const version = await repo.insertDrugVersion(tx, id, file, 'draft', editor.editorId);
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: 'drug.save',
      target: `drug:${id}#v${version}`,
      before: before ?? published.file,
      after: file,
    });
    return version;
  });
}

/** Restores an earlier drug version as a new draft (history is never rewritten). */
export async function restoreDrug(db: Db, editor: Editor, collection: string, id: string, version: number) {
  const { kind } = kindOf(collection);
  if (kind !== 'drug') throw new AppError('ERROR_GET_DRUG');
  const old = await repo.findDrugVersion(db, id, version);
  if (!old) throw new AppError('ERROR_GET_DRUG');
  return db.transaction(async (tx) => {
    const next = await repo.insertDrugVersion(tx, id, old.content, 'draft', editor.editorId);
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: 'drug.restore',
      target: `drug:${id}#v${version}->v${next}`,
      after: { restoredFrom: version, version: next },
    });
    return next;
  });
}

/** available true publishes the latest drug version (and brings an excluded drug back); false hides it. */
export async function approveDrug(
  db: Db,
  editor: Editor,
  collection: string,
  id: string,
  available: boolean,
  requireReviewer: boolean,
): Promise<number | undefined> {
  const { kind, categories } = kindOf(collection);
  if (kind !== 'drug') throw new AppError('ERROR_GET_DRUG');
  const published = await repo.findPublishedDrug(db, id);
  if (!published || !categories.includes(published.row.category)) throw new AppError('ERROR_GET_DRUG');
  return db.transaction(async (tx) => {
    if (!available) {
      await repo.setDrugDisabled(tx, id, undefined, true);
      await repo.insertAudit(tx, {
        editorId: editor.editorId,
        editorUser: editor.user,
        action: 'drug.disable',
        target: `drug:${id}`,
        before: { disabled: published.row.disabled },
        after: { disabled: true },
      });
      return undefined;
    }
    const latest = await repo.findDrugVersion(tx, id);
    if (!latest) {
      // Never edited: approving only brings an excluded drug back.
      await repo.setDrugDisabled(tx, id, undefined, false);
      return undefined;
    }
    if (requireReviewer && latest.status === 'draft' && latest.createdBy === editor.editorId)
      throw new AppError('MANAGEMENT_REVIEWER_REQUIRED');
    const hash = createHash('sha256').update(JSON.stringify(latest.content)).digest('hex');
    await repo.publishDrug(tx, latest.version, latest.content, {
      searchName: searchName(latest.content.name),
      contentHash: hash,
    });
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: 'drug.publish',
      target: `drug:${id}#v${latest.version}`,
      before: { disabled: published.row.disabled },
      after: { disabled: false, version: latest.version },
    });
    return latest.version;
  });
}

/**
 * POST /management/summaries-exclusion. Only profile 1 deletes (docs/decisions/management-profiles.md).
 * Both kinds of exclusion hide at once and keep the row: favorites, prescriptions and the history
 * still resolve it. tempExclusion is recorded so the audit tells a pause from a removal.
 */
export async function excludeSummary(
  db: Db,
  editor: Editor,
  input: { id: string; category: number; tempExclusion: boolean; productExclusion: boolean },
) {
  if (editor.profile !== MANAGEMENT_PROFILE.ADMIN) throw new AppError('FORBIDDEN');
  await db.transaction(async (tx) => {
    const found = input.productExclusion
      ? await repo.setProductDisabled(tx, input.id, input.category, true)
      : await repo.setDrugDisabled(tx, input.id, input.category, true);
    if (!found) throw new AppError(input.productExclusion ? 'NOT_FOUND' : 'ERROR_GET_DRUG');
    await repo.insertAudit(tx, {
      editorId: editor.editorId,
      editorUser: editor.user,
      action: input.productExclusion ? 'product.exclude' : 'drug.exclude',
      target: `${input.productExclusion ? 'product' : 'drug'}:${input.id}`,
      before: { disabled: false },
      after: { disabled: true, tempExclusion: input.tempExclusion },
    });
  });
}
