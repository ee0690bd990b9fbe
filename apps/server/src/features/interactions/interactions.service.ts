import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { compareNamesPtBR } from '@vetor/domain/content/sorting';
import { AppError } from '@vetor/domain/errors';
import type {
  InteractionDrugsResponse,
  InteractionLevel,
  InteractionsResponse,
} from '@vetor/domain/interactions/interactions.schemas';
import { checkInteractions, type InteractionRule, membershipsOf } from '@vetor/domain/interactions/interactions-rules';
import type { Db } from '../../db/client.js';
import * as repo from './interactions.repository.js';

// The drug-interaction checker: every pair of the chosen systemic drugs against the rules, with
// class rules expanded through the current class memberships (docs/decisions/interactions-rules.md).

export async function listDrugs(db: Db): Promise<InteractionDrugsResponse> {
  const rows = await repo.systemicDrugs(db);
  rows.sort((a, b) => compareNamesPtBR(a.name, b.name));
  return { drugs: rows };
}

export async function check(db: Db, ids: string[]): Promise<InteractionsResponse> {
  const [found, classes, rows] = await Promise.all([
    repo.systemicDrugsByIds(db, ids),
    repo.allClasses(db),
    repo.allRules(db),
  ]);
  const byId = new Map(found.map((d) => [d.id, d]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw new AppError('DRUGS_NO_DATA', { field: 'drugs' });
  const rules: InteractionRule<Reference>[] = rows.map((r) => ({
    ...r,
    level: r.level as InteractionLevel,
    references: r.references as Reference[],
  }));
  // In the order the user chose them, so the cards read the way the list does.
  const chosen = ids.map((id) => byId.get(id)!);
  return { interactions: checkInteractions(chosen, rules, membershipsOf(classes)) };
}
