import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXPERT_OPINION_LEVEL, isConsensusOrGuideline } from './evidence.js';

const contentDir = fileURLToPath(new URL('../../../../content/', import.meta.url));

/** Every graded reference of the library: file, cited name and level. */
function gradedReferences(): { file: string; name: string; level: number }[] {
  const out: { file: string; name: string; level: number }[] = [];
  const walk = (file: string, value: unknown) => {
    if (Array.isArray(value)) for (const v of value) walk(file, v);
    else if (value && typeof value === 'object') {
      const o = value as { name?: unknown; levelNumber?: unknown };
      if (typeof o.name === 'string' && typeof o.levelNumber === 'number' && o.levelNumber > 0)
        out.push({ file, name: o.name, level: o.levelNumber });
      for (const v of Object.values(value)) walk(file, v);
    }
  };
  for (const file of readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')))
    walk(file, JSON.parse(readFileSync(join(contentDir, file), 'utf8')));
  return out;
}

describe('evidence levels', () => {
  it('recognises consensus statements and guidelines by their titles', () => {
    expect(isConsensusOrGuideline('ACVIM consensus statement: Guidelines for hypertension')).toBe(true);
    expect(isConsensusOrGuideline('2024 RECOVER Guidelines: Updated treatment recommendations for CPR')).toBe(true);
    expect(isConsensusOrGuideline('Diretrizes para o diagnóstico da leishmaniose')).toBe(true);
    expect(isConsensusOrGuideline('Efficacy and safety of oclacitinib: a randomised trial')).toBe(false);
  });

  it('grades every consensus or guideline of the library as expert opinion, not level 1', () => {
    const graded = gradedReferences();
    expect(graded.length).toBeGreaterThan(100);
    const wrong = graded.filter((r) => isConsensusOrGuideline(r.name) && r.level !== EXPERT_OPINION_LEVEL);
    expect(wrong.map((r) => `${r.file}: ${r.name.slice(0, 60)} (nível ${r.level})`)).toEqual([]);
  });
});
