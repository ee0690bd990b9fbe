import { AppError } from '@vetor/domain/errors';
import type { InteractionLevel } from '@vetor/domain/interactions/interactions.schemas';
import { membershipsOf } from '@vetor/domain/interactions/interactions-rules';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import {
  checkPrescriptionSafety,
  type SafetyDrug,
  type SafetyItem,
  type SafetyWarning,
  safetyItemsOf,
} from '@vetor/domain/prescriptions/safety-check';
import type {
  SafetyAcknowledgement,
  SafetyAcknowledgementBody,
  SafetyCheckBody,
  SafetyCheckResponse,
} from '@vetor/domain/prescriptions/safety-check.schemas';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
// Through the schema (the app layer): the drug library and the interaction rules belong to the
// content and interactions features.
import { doses, drugs, interactionClasses, interactionRules } from '../../db/schema.js';
import * as repo from './safety-check.repository.js';

/**
 * The check of these items against the vet's patient. Dose ranges of premium drugs are left out for
 * a free account, so the dose warning (which quotes the range) cannot leak them; the other checks
 * carry no doses.
 */
async function check(
  db: Db,
  uid: string,
  isPremium: boolean,
  patientId: string,
  items: readonly SafetyItem[],
): Promise<SafetyWarning[]> {
  const patient = await repo.findCheckedPatient(db, uid, patientId);
  if (!patient) throw new AppError('NOT_FOUND', { field: 'patientId' });

  const ids = [...new Set(items.flatMap((i) => i.drugIds))];
  const [drugRows, doseRows, classes, rules] = await Promise.all([
    ids.length
      ? db.select({ id: drugs.id, name: drugs.name, premium: drugs.premium }).from(drugs).where(inArray(drugs.id, ids))
      : [],
    ids.length ? db.select().from(doses).where(inArray(doses.drugId, ids)) : [],
    db.select().from(interactionClasses),
    db.select().from(interactionRules),
  ]);
  const library = new Map<string, SafetyDrug>(
    drugRows.map((d) => [
      d.id,
      { id: d.id, name: d.name, doses: d.premium && !isPremium ? [] : doseRows.filter((r) => r.drugId === d.id) },
    ]),
  );
  return checkPrescriptionSafety(patient, items, {
    drugs: library,
    rules: rules.map((r) => ({ ...r, level: r.level as InteractionLevel, references: r.references as unknown[] })),
    memberships: membershipsOf(classes),
    classNames: new Map(classes.map((c) => [c.id, c.name])),
  });
}

export async function safetyCheck(
  db: Db,
  uid: string,
  isPremium: boolean,
  body: SafetyCheckBody,
): Promise<SafetyCheckResponse> {
  return { warnings: await check(db, uid, isPremium, body.patientId, body.items) };
}

/**
 * Stores the vet's acknowledgement with the draft: the stored items are checked again and the
 * warnings found among the acknowledged ids are kept (with their text, for the summary). Never
 * refuses for the warnings themselves: decision support does not block.
 */
export async function acknowledge(
  db: Db,
  uid: string,
  isPremium: boolean,
  body: SafetyAcknowledgementBody,
  now: Date,
): Promise<SafetyAcknowledgement> {
  const draft = await repo.findDraftToCheck(db, uid, body.prescriptionId);
  if (!draft) throw new AppError('NOT_FOUND', { field: 'prescriptionId' });
  const found = await check(db, uid, isPremium, draft.patientId, safetyItemsOf(draft.pages as PrescriptionItem[][]));
  const ids = new Set(body.warningIds);
  const value: SafetyAcknowledgement = {
    at: now.toISOString(),
    warnings: found.filter((w) => ids.has(w.id)).map(({ id, kind, level, message }) => ({ id, kind, level, message })),
  };
  if (!(await repo.setAcknowledgement(db, uid, body.prescriptionId, value)))
    throw new AppError('NOT_FOUND', { field: 'prescriptionId' });
  return value;
}
