import type {
  Interaction,
  InteractionClassFile,
  InteractionDrugFile,
  InteractionEntry,
  InteractionLevel,
} from './interactions.schemas.js';

// Interactions are rules between two targets, each a drug or a class (`class:<id>`). A class rule
// covers every pair of its member drugs, so a drug added to a class is covered at once
// (docs/decisions/interactions-rules.md). For a pair, a rule naming both drugs wins (it is the more
// precise statement); otherwise the highest level among the matching class rules.

export interface InteractionRule<Ref = unknown> {
  id: string;
  /** Shown on the card: which rule matched ("AINEs + Corticoides"). */
  name: string;
  first: string;
  second: string;
  level: InteractionLevel;
  description: string;
  eDescription: string;
  references: Ref[];
}

export type Memberships = ReadonlyMap<string, ReadonlySet<string>>;

export const isClassTarget = (target: string) => target.startsWith('class:');

/** Rules from the class and drug files; references stay as keys until the caller resolves them. */
export function rulesFromFiles(
  classFiles: readonly InteractionClassFile[],
  drugFiles: readonly InteractionDrugFile[],
  nameOf: (target: string) => string,
): InteractionRule<string>[] {
  const toRule = (owner: string, entry: InteractionEntry): InteractionRule<string> => ({
    id: `${owner}+${entry.with}`,
    name: `${nameOf(owner)} + ${nameOf(entry.with)}`,
    first: owner,
    second: entry.with,
    level: entry.level,
    description: entry.description,
    eDescription: entry.eDescription,
    references: entry.references,
  });
  return [
    ...classFiles.flatMap((c) => c.interactions.map((e) => toRule(`class:${c.id}`, e))),
    ...drugFiles.flatMap((d) => d.interactions.map((e) => toRule(d.drug, e))),
  ];
}

/** Class id → member drugs, turned around: drug id → its classes. */
export function membershipsOf(
  classFiles: readonly Pick<InteractionClassFile, 'id' | 'members'>[],
): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const c of classFiles)
    for (const drug of c.members) {
      const set = map.get(drug) ?? new Set<string>();
      set.add(c.id);
      map.set(drug, set);
    }
  return map;
}

function covers(target: string, drug: string, memberships: Memberships): boolean {
  return isClassTarget(target) ? (memberships.get(drug)?.has(target.slice(6)) ?? false) : target === drug;
}

function matches(rule: InteractionRule<unknown>, a: string, b: string, memberships: Memberships): boolean {
  return (
    (covers(rule.first, a, memberships) && covers(rule.second, b, memberships)) ||
    (covers(rule.first, b, memberships) && covers(rule.second, a, memberships))
  );
}

/** The rule that decides a pair of distinct drugs, or undefined when nothing is recorded. */
export function ruleForPair<Ref>(
  rules: readonly InteractionRule<Ref>[],
  a: string,
  b: string,
  memberships: Memberships,
): InteractionRule<Ref> | undefined {
  if (a === b) return undefined;
  let best: InteractionRule<Ref> | undefined;
  let bestSpecific = false;
  for (const rule of rules) {
    if (!matches(rule, a, b, memberships)) continue;
    const specific = !isClassTarget(rule.first) && !isClassTarget(rule.second);
    if (!best || (specific && !bestSpecific) || (specific === bestSpecific && rule.level > best.level)) {
      best = rule;
      bestSpecific = specific;
    }
  }
  return best;
}

/**
 * Every pair of the chosen drugs, in the order chosen: the interactions found first (highest level
 * first), then the pairs with no data recorded (level null).
 */
export function checkInteractions<Ref>(
  drugs: readonly { id: string; name: string }[],
  rules: readonly InteractionRule<Ref>[],
  memberships: Memberships,
): Interaction[] {
  const found: Interaction[] = [];
  const none: Interaction[] = [];
  for (let i = 0; i < drugs.length; i++)
    for (let j = i + 1; j < drugs.length; j++) {
      const a = drugs[i]!;
      const b = drugs[j]!;
      const rule = ruleForPair(rules, a.id, b.id, memberships);
      const base = { firstDrug: a.id, secondDrug: b.id, firstName: a.name, secondName: b.name };
      if (!rule) {
        none.push({ ...base, level: null, description: '', eDescription: '', references: [], rule: null });
        continue;
      }
      const byClass = isClassTarget(rule.first) || isClassTarget(rule.second);
      found.push({
        ...base,
        level: rule.level,
        description: rule.description,
        eDescription: rule.eDescription,
        references: rule.references as Interaction['references'],
        rule: byClass ? { id: rule.id, name: rule.name } : null,
      });
    }
  found.sort((x, y) => (y.level ?? 0) - (x.level ?? 0));
  return [...found, ...none];
}

/** How many distinct drug pairs of a library some rule covers (the content target counts these). */
export function coveredPairs<Ref>(
  drugIds: readonly string[],
  rules: readonly InteractionRule<Ref>[],
  memberships: Memberships,
): number {
  let n = 0;
  for (let i = 0; i < drugIds.length; i++)
    for (let j = i + 1; j < drugIds.length; j++) if (ruleForPair(rules, drugIds[i]!, drugIds[j]!, memberships)) n++;
  return n;
}
