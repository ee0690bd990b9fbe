import { AppError } from '@vetor/domain/errors';
import type { InteractionLevel } from '@vetor/domain/interactions/interactions.schemas';
import { membershipsOf } from '@vetor/domain/interactions/interactions-rules';
import { checkPrescriptionSafety, type SafetyDrug } from '@vetor/domain/prescriptions/safety-check';
import type { SafetyCheckBody, SafetyCheckResponse } from '@vetor/domain/prescriptions/safety-check.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
// Through the schema (the app layer): the drug library, the interaction rules and the patient belong
// to other features; the patient read is scoped by the vet's uid.
import { doses, drugs, interactionClasses, interactionRules, patients } from '../../db/schema.js';

/**
 * The safety check on the server. Dose ranges of premium drugs are left out for a free account, so
 * the dose warning (which quotes the range) cannot leak them; the other checks carry no doses.
 */
export async function safetyCheck(
  db: Db,
  uid: string,
  isPremium: boolean,
  body: SafetyCheckBody,
): Promise<SafetyCheckResponse> {
  const [patient] = await db
    .select({ species: patients.species, breed: patients.breed, weight: patients.weight })
    .from(patients)
    .where(and(eq(patients.uid, uid), eq(patients.id, body.patientId)));
  if (!patient) throw new AppError('NOT_FOUND', { field: 'patientId' });

  const ids = [...new Set(body.items.flatMap((i) => i.drugIds))];
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
  const warnings = checkPrescriptionSafety(patient, body.items, {
    drugs: library,
    rules: rules.map((r) => ({ ...r, level: r.level as InteractionLevel, references: r.references as unknown[] })),
    memberships: membershipsOf(classes),
    classNames: new Map(classes.map((c) => [c.id, c.name])),
  });
  return { warnings };
}
