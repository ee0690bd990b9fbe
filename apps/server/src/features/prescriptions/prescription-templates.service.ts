import { AppError } from '@vetor/domain/errors';
import {
  TEMPLATE_LIMITS,
  type Template,
  type TemplateSummary,
} from '@vetor/domain/prescriptions/prescription-templates.schemas';
import { itemCount, normalizePages } from '@vetor/domain/prescriptions/prescriptions.rules';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import * as templates from './prescription-templates.repository.js';
import { findPrescription } from './prescriptions.repository.js';
import { requirePrescriber } from './prescriptions.service.js';

// Prescription templates (issue 39; docs/decisions/prescriptions-templates.md): saved from one of the
// vet's own prescriptions, listed, read to start a new prescription, renamed and deleted.

const NAME_INDEX = 'prescription_templates_name_idx';

function summaryOf(row: Pick<templates.TemplateRow, 'id' | 'name' | 'itemCount' | 'lastUpdate'>): TemplateSummary {
  return { id: row.id, name: row.name, itemCount: row.itemCount, lastUpdate: row.lastUpdate.toISOString() };
}

/**
 * What a template keeps of an item: what was prescribed and how, never who for. Items carry no
 * patient field; the guide layout (page) is kept, the file and share state are not in items.
 */
function templatePages(pages: PrescriptionItem[][]): PrescriptionItem[][] {
  return normalizePages(pages.map((page) => page.map((item) => ({ ...item }))));
}

export async function list(db: Db, uid: string) {
  const rows = await templates.listTemplates(db, uid);
  return { templates: rows.map(summaryOf), limit: TEMPLATE_LIMITS.max };
}

export async function read(db: Db, uid: string, id: string): Promise<Template> {
  const row = await templates.findTemplate(db, uid, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...summaryOf(row), pages: row.pages as PrescriptionItem[][] };
}

export async function create(db: Db, uid: string, body: { name: string; prescriptionId: string }) {
  await requirePrescriber(db, uid);
  try {
    const row = await db.transaction(async (tx) => {
      const source = await findPrescription(tx as Db, uid, body.prescriptionId);
      if (!source) throw new AppError('NOT_FOUND', { field: 'prescriptionId' });
      // Counted in the insert's transaction; two saves at the same instant may pass 100 by one.
      if ((await templates.countTemplates(tx as Db, uid)) >= TEMPLATE_LIMITS.max) {
        throw new AppError('PRESCRIPTION_TEMPLATE_LIMIT');
      }
      const pages = templatePages(source.pages as PrescriptionItem[][]);
      return templates.insertTemplate(tx as Db, uid, { name: body.name, pages, itemCount: itemCount(pages) });
    });
    return summaryOf(row);
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw new AppError('PRESCRIPTION_TEMPLATE_NAME_TAKEN', { field: 'name' });
    throw error;
  }
}

export async function rename(db: Db, uid: string, id: string, name: string) {
  try {
    const row = await templates.renameTemplate(db, uid, id, name);
    if (!row) throw new AppError('NOT_FOUND');
    return summaryOf(row);
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw new AppError('PRESCRIPTION_TEMPLATE_NAME_TAKEN', { field: 'name' });
    throw error;
  }
}

export async function remove(db: Db, uid: string, id: string) {
  if (!(await templates.deleteTemplate(db, uid, id))) throw new AppError('NOT_FOUND');
  return { deleted: true as const, id };
}
