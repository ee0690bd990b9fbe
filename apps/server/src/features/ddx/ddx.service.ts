import {
  type DdxQuery,
  type DdxResultResponse,
  type DiagnosisDetail,
  SIGN_GROUPS,
  type SignsResponse,
  signGroupName,
} from '@vetor/domain/ddx/ddx.schemas';
import { rankDiagnoses } from '@vetor/domain/ddx/ddx-ranking';
import { AppError } from '@vetor/domain/errors';
import type { Db } from '../../db/client.js';
import * as repo from './ddx.repository.js';

// Differential diagnosis: the sign list, the ranked conditions for a picture, a condition's detail.

const groupOrder = new Map<string, number>(SIGN_GROUPS.map((g, i) => [g.id, i]));

export async function listSigns(db: Db): Promise<SignsResponse> {
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
  const rows = await repo.rankableDiagnoses(db, query.species);
  const diagnoses = rankDiagnoses(
    rows.map((r) => ({ ...r, sex: r.sex === 'female' || r.sex === 'male' ? r.sex : undefined })),
    query,
  );
  return { diagnoses };
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
