// Ranks conditions by how well they explain the chosen signs (docs/decisions/ddx-ranking.md):
// each matched sign counts by its specificity (rarer across the conditions = more telling),
// doubled when it is a hallmark of the condition; hallmarks the patient lacks and chosen signs the
// condition argues against subtract. A plain "contains every sign" filter would return nothing
// for real, untidy pictures; this keeps partial matches and orders them.

export interface RankableDiagnosis {
  id: string;
  diagnosis: string;
  description: string;
  species: readonly number[];
  sex?: 'female' | 'male' | undefined;
  signs: readonly number[];
  hallmarks: readonly number[];
  against?: readonly number[] | undefined;
  /** Age groups where it is typical (signalment); null or absent when age does not help. */
  ages?: readonly string[] | null | undefined;
  /** Predisposed breed groups. */
  breeds?: readonly string[] | null | undefined;
}

export interface RankQuery {
  signs: readonly number[];
  species: 1 | 2;
  /** 0 male, 1 female, null/undefined not informed. */
  sex?: 0 | 1 | null | undefined;
  /** Age group of the patient ('filhote', 'adulto', 'idoso'), when given. */
  age?: string | null | undefined;
  /** Breed group of the patient, when given. */
  breed?: string | null | undefined;
}

export interface Ranked {
  id: string;
  diagnosis: string;
  description: string;
  matched: number;
  total: number;
  score: number;
  matchedSigns: number[];
  againstSigns: number[];
  missingHallmarks: number[];
}

export const HALLMARK_FACTOR = 2;
export const MISSING_HALLMARK_PENALTY = 0.5;
export const RESULTS_MAX = 30;
/**
 * Signalment weighs like a fairly specific sign (ln 3 ≈ 1,1): a typical age adds it, an age the
 * condition is not typical of takes it away, a predisposed breed adds it. It only reorders
 * conditions that already explain the signs; it never lists one on its own.
 */
export const SIGNALMENT_WEIGHT = Math.log(3);

/** Conditions that apply to this species and sex. */
export function candidatesFor<T extends RankableDiagnosis>(
  all: readonly T[],
  query: Pick<RankQuery, 'species' | 'sex'>,
): T[] {
  const sex = query.sex === 0 ? 'male' : query.sex === 1 ? 'female' : undefined;
  return all.filter((d) => d.species.includes(query.species) && (!d.sex || !sex || d.sex === sex));
}

/** Specificity of each sign among the candidates: ln(1 + N / number of candidates listing it). */
export function signWeights(candidates: readonly RankableDiagnosis[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const d of candidates) for (const s of d.signs) counts.set(s, (counts.get(s) ?? 0) + 1);
  const n = candidates.length;
  const weights = new Map<number, number>();
  for (const [sign, count] of counts) weights.set(sign, Math.log(1 + n / count));
  return weights;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** What age and breed add to a condition's score (0 when not given or the condition is silent). */
export function signalmentScore(
  d: Pick<RankableDiagnosis, 'ages' | 'breeds'>,
  query: Pick<RankQuery, 'age' | 'breed'>,
): number {
  let score = 0;
  if (query.age && d.ages?.length) score += d.ages.includes(query.age) ? SIGNALMENT_WEIGHT : -SIGNALMENT_WEIGHT;
  if (query.breed && d.breeds?.includes(query.breed)) score += SIGNALMENT_WEIGHT;
  return score;
}

export function rankDiagnoses(all: readonly RankableDiagnosis[], query: RankQuery): Ranked[] {
  const candidates = candidatesFor(all, query);
  const weights = signWeights(candidates);
  const chosen = new Set(query.signs);
  const total = chosen.size;
  // A condition must explain at least two chosen signs (or the only one) to be listed.
  const minMatched = Math.min(2, total);
  const ranked: Ranked[] = [];
  for (const d of candidates) {
    const hallmarks = new Set(d.hallmarks);
    const own = new Set(d.signs);
    const matchedSigns = [...chosen].filter((s) => own.has(s));
    if (matchedSigns.length < minMatched) continue;
    const againstSigns = (d.against ?? []).filter((s) => chosen.has(s));
    const missingHallmarks = d.hallmarks.filter((h) => !chosen.has(h));
    let score = 0;
    for (const s of matchedSigns) score += (weights.get(s) ?? 0) * (hallmarks.has(s) ? HALLMARK_FACTOR : 1);
    for (const h of missingHallmarks) score -= MISSING_HALLMARK_PENALTY * (weights.get(h) ?? 0);
    // A sign that argues against weighs as much as it would have counted for.
    for (const s of againstSigns) score -= weights.get(s) ?? Math.log(2);
    score += signalmentScore(d, query);
    // Missing hallmarks only mean "not looked for yet": a condition that explains every chosen
    // sign, with none against it, stays listed (last) so one sign lists every cause of it.
    const explainsAll = matchedSigns.length === total && againstSigns.length === 0;
    if (score <= 0 && !explainsAll) continue;
    if (score <= 0) score = 0.01;
    ranked.push({
      id: d.id,
      diagnosis: d.diagnosis,
      description: d.description,
      matched: matchedSigns.length,
      total,
      score: round2(score),
      matchedSigns,
      againstSigns,
      missingHallmarks,
    });
  }
  ranked.sort((a, b) => b.score - a.score || b.matched - a.matched || a.diagnosis.localeCompare(b.diagnosis, 'pt-BR'));
  return ranked.slice(0, RESULTS_MAX);
}

/** Signs offered for a sex: 0 male, 1 female; all when not informed (docs/product/content-and-study.md §2). */
export function signsForSex<T extends { female: 0 | 1; male: 0 | 1 }>(
  signs: readonly T[],
  sex: 0 | 1 | null | undefined,
): T[] {
  if (sex === 0) return signs.filter((s) => s.male === 1);
  if (sex === 1) return signs.filter((s) => s.female === 1);
  return [...signs];
}
