import {
  type DdxQuery,
  type DdxResultResponse,
  type DiagnosisDetail,
  SIGN_GROUPS,
  type SignsResponse,
  signGroupName,
} from '@vetor/domain/ddx/ddx.schemas';
import { type RankableDiagnosis, rankDiagnoses } from '@vetor/domain/ddx/ddx-ranking';
import { AppError } from '@vetor/domain/errors';
import type { Db } from '../../db/client.js';
import * as repo from './ddx.repository.js';

// Differential diagnosis: the sign list, the ranked conditions for a picture, a condition's detail.
// Signs and the ranking columns are reference data written only by the seed at start-up, so they
// are read once per database and kept in memory: a query then costs the ranking alone
// (docs/benchmarks.md). Details (sections, references) are read per request.

const groupOrder = new Map<string, number>(SIGN_GROUPS.map((g, i) => [g.id, i]));

interface ReferenceData {
  signs: SignsResponse;
  diagnoses: RankableDiagnosis[];
}
const loaded = new WeakMap<Db, Promise<ReferenceData>>();

function reference(db: Db): Promise<ReferenceData> {
  const cached = loaded.get(db);
  if (cached) return cached;
  const promise = (async () => {
    const [signs, rows] = await Promise.all([readSigns(db), repo.rankableDiagnoses(db)]);
    const diagnoses = rows.map((r) => ({
      ...r,
      sex: r.sex === 'female' ? ('female' as const) : r.sex === 'male' ? ('male' as const) : undefined,
    }));
    return { signs, diagnoses };
  })();
  // A failed read is retried on the next request rather than cached.
  promise.catch(() => loaded.delete(db));
  loaded.set(db, promise);
  return promise;
}

export async function listSigns(db: Db): Promise<SignsResponse> {
  return (await reference(db)).signs;
}

async function readSigns(db: Db): Promise<SignsResponse> {
  const rows = await repo.allSigns(db);
  rows.sort(
    (a, b) =>
      (groupOrder.get(a.group) ?? 99) - (groupOrder.get(b.group) ?? 99) || a.sign.localeCompare(b.sign, 'pt-BR'),
  );
  return {
    signs: rows.map((s) => ({
      id: s.id,
      sign: s.sign,
      group: s.group,
      groupName: signGroupName(s.group),
      female: s.female === 0 ? 0 : 1,
      male: s.male === 0 ? 0 : 1,
    })),
  };
}

export async function rank(db: Db, query: DdxQuery): Promise<DdxResultResponse> {
  return { diagnoses: rankDiagnoses((await reference(db)).diagnoses, query) };
}

interface Links {
  item?: string;
  algorithm?: string;
  drugs?: string[];
}

export async function diagnosisDetail(db: Db, id: string): Promise<DiagnosisDetail> {
  const row = await repo.diagnosisById(db, id);
  if (!row) throw new AppError('DDX_DIAGNOSIS_NOT_FOUND');
  const links = row.links as Links;
  const [signs, drugs, items] = await Promise.all([
    repo.signsByIds(db, row.signs),
    repo.drugNames(db, links.drugs ?? []),
    repo.itemNames(
      db,
      [links.item, links.algorithm].filter((x): x is string => !!x),
    ),
  ]);
  const signName = new Map(signs.map((s) => [s.id, s.sign]));
  const hallmarks = new Set(row.hallmarks);
  const named = (itemId: string | undefined) => {
    const found = itemId ? items.find((i) => i.id === itemId) : undefined;
    return found ? { id: found.id, name: found.name } : null;
  };
  return {
    id: row.id,
    diagnosis: row.name,
    description: row.description,
    species: row.species.filter((s): s is 1 | 2 => s === 1 || s === 2),
    sections: row.sections as DiagnosisDetail['sections'],
    references: row.references as DiagnosisDetail['references'],
    signs: row.signs.map((s) => ({ id: s, sign: signName.get(s) ?? '', hallmark: hallmarks.has(s) })),
    links: {
      item: named(links.item),
      algorithm: named(links.algorithm),
      drugs: (links.drugs ?? []).flatMap((d) => drugs.filter((x) => x.id === d)),
    },
  };
}
