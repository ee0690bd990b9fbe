import type { InteractionClassFile, InteractionDrugFile } from '../interactions/interactions.schemas.js';
import { membershipsOf, ruleForPair, rulesFromFiles } from '../interactions/interactions-rules.js';
import { fold } from './dose-mentions.js';
import { type LibraryFile, lexiconOf, textsOf } from './library-texts.js';

// How many of the drug pairs the monographs warn about (their "Interações medicamentosas" sections)
// the interaction checker has a rule for: the figure the content checks hold at their floor and the
// counts script prints (docs/content.md).

export interface InteractionCoverage {
  /** Pairs (monograph, drug it names in its interactions section), each pair once. */
  pairs: number;
  /** Pairs the checker has a rule for. */
  withRule: number;
  /** Pairs without a rule that content/checks/exceptions.json excuses, with a reason. */
  excused: number;
  /** Pairs with neither, "a + b". */
  missing: string[];
}

function warnedPairs(drugFiles: LibraryFile[]): [string, string][] {
  const lexicon = lexiconOf(drugFiles);
  const pairs = new Map<string, [string, string]>();
  for (const { data } of drugFiles) {
    const attention = (data.attention as { text?: string; sections?: unknown[] }[] | undefined) ?? [];
    const section = attention.find((s) => s.text === 'Interações medicamentosas');
    const text = fold(
      textsOf(section?.sections ?? [])
        .map((t) => t.text)
        .join('\n'),
    );
    for (const other of lexicon) {
      if (other.id === data.id) continue;
      if (other.names.some((n) => new RegExp(`(?<![a-z])${n}(?![a-z])`).test(text))) {
        const pair = [String(data.id), other.id].sort() as [string, string];
        pairs.set(pair.join('+'), pair);
      }
    }
  }
  return [...pairs.values()];
}

export function interactionCoverage(
  drugFiles: LibraryFile[],
  classFiles: InteractionClassFile[],
  interactionDrugFiles: InteractionDrugFile[],
  excusedPairs: [string, string][],
): InteractionCoverage {
  const rules = rulesFromFiles(classFiles, interactionDrugFiles, (t) => t);
  const memberships = membershipsOf(classFiles);
  const excused = new Set(excusedPairs.map((pair) => [...pair].sort().join('+')));
  const result: InteractionCoverage = { pairs: 0, withRule: 0, excused: 0, missing: [] };
  for (const [a, b] of warnedPairs(drugFiles)) {
    result.pairs++;
    if (ruleForPair(rules, a, b, memberships)) result.withRule++;
    else if (excused.has(`${a}+${b}`)) result.excused++;
    else result.missing.push(`${a} + ${b}`);
  }
  return result;
}
