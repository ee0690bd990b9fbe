import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { controlledListProblems } from './controlled-substances.js';

// Every controlled drug of the library carries its Portaria 344/98 list (and only researched lists
// are carried): the form a prescription needs is decided from it.

const dir = fileURLToPath(new URL('../../../../content/drugs/', import.meta.url));
const drugs = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; controlled?: string });

describe('controlled drugs in the content', () => {
  it('gives every known controlled drug its list, and no other drug one', () => {
    expect(controlledListProblems(drugs)).toEqual([]);
  });
  it('fails a controlled drug that has no list', () => {
    expect(controlledListProblems([{ id: 'morfina' }])).toEqual(['morfina: sem lista (esperado A1)']);
  });
  it('fails a list with no research behind it', () => {
    expect(controlledListProblems([{ id: 'meloxicam', controlled: 'C1' }])).toEqual([
      'meloxicam: lista C1 sem pesquisa registrada',
    ]);
  });
});
