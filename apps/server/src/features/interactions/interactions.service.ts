import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { compareNamesPtBR } from '@vetor/domain/content/sorting';
import { AppError } from '@vetor/domain/errors';
import type {
  InteractionDrugsResponse,
  InteractionLevel,
  InteractionsResponse,
} from '@vetor/domain/interactions/interactions.schemas';
import {
  checkInteractions,
  type InteractionRule,
  type Memberships,
  membershipsOf,
} from '@vetor/domain/interactions/interactions-rules';
import type { Db } from '../../db/client.js';
import * as repo from './interactions.repository.js';

// The drug-interaction checker: every pair of the chosen systemic drugs against the rules, with
// class rules expanded through the current class memberships (docs/decisions/interactions-rules.md).

// Drugs, classes and rules are reference data written only by the seeds at start-up: read once per
// database and kept in memory, so a check costs the pair expansion alone (docs/benchmarks.md).
interface ReferenceData {
  list: InteractionDrugsResponse;
  byId: Map<string, { id: string; name: string }>;
  rules: InteractionRule<Reference>[];
  memberships: Memberships;
}
const loaded = new WeakMap<Db, Promise<ReferenceData>>();

function reference(db: Db): Promise<ReferenceData> {
  const cached = loaded.get(db);
  if (cached) return cached;
  const promise = (async () => {
    const [drugs, classes, rows] = await Promise.all([repo.systemicDrugs(db), repo.allClasses(db), repo.allRules(db)]);
    drugs.sort((a, b) => compareNamesPtBR(a.name, b.name));
    return {
      list: { drugs },
      byId: new Map(drugs.map((d) => [d.id, d])),
      rules: rows.map((r) => ({ ...r, level: r.level as InteractionLevel, references: r.references as Reference[] })),
      memberships: membershipsOf(classes),
    };
  })();
  // A failed read is retried on the next request rather than cached.
  promise.catch(() => loaded.delete(db));
  loaded.set(db, promise);
  return promise;
}

export async function listDrugs(db: Db): Promise<InteractionDrugsResponse> {
  return (await reference(db)).list;
}

export async function check(db: Db, ids: string[]): Promise<InteractionsResponse> {
  const { byId, rules, memberships } = await reference(db);
  if (ids.some((id) => !byId.has(id))) throw new AppError('DRUGS_NO_DATA', { field: 'drugs' });
  // In the order the user chose them, so the cards read the way the list does.
  const chosen = ids.map((id) => byId.get(id)!);
  return { interactions: checkInteractions(chosen, rules, memberships) };
}
