import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AlgorithmFile, AlgorithmNode } from '../algorithms/algorithms.schemas.js';
import type { DrugStep } from '../algorithms/drug-steps.js';
import { EMERGENCY_CHART } from '../algorithms/emergency-chart.js';
import type { InteractionClassFile, InteractionDrugFile } from '../interactions/interactions.schemas.js';
import {
  agreesWithMonograph,
  doseMentions,
  fold,
  type LexiconDrug,
  lastDrugNamed,
  normalUnit,
} from './dose-mentions.js';
import { interactionCoverage } from './interaction-coverage.js';
import { type Json, type LibraryFile, lexiconOf, textsOf } from './library-texts.js';
import { missingInReference, referencesOf } from './reference-completeness.js';

// The library checked by machines (docs/content.md, "Content checks"): what a reviewer would have
// to re-read in every file each time the library grows. Exceptions are few, in
// content/checks/exceptions.json, each with the reason it stands.

/** Share of the warned pairs that have a rule, which may only go up. */
const INTERACTION_COVERAGE_FLOOR = 1.0;

function readLibrary(contentDir: string, folders: readonly string[]): LibraryFile[] {
  return folders.flatMap((folder) =>
    readdirSync(join(contentDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({
        file: join(folder, f),
        data: JSON.parse(readFileSync(join(contentDir, folder, f), 'utf8')) as Json,
      })),
  );
}

const contentDir = fileURLToPath(new URL('../../../../content/', import.meta.url));

interface Exceptions {
  /** Substances dosed in the library that are not drugs with a monograph (fluids, antidotes of a poison…). */
  substancesWithoutMonograph: { name: string; why: string }[];
  /**
   * A quoted dose the checks cannot pair with its monograph, on purpose: a dose for an indication the
   * monograph does not hold, a toxic threshold, a fraction of a total. The file, the dose as written, why.
   */
  doseQuotes: { file: string; dose: string; why: string }[];
  /** Pairs a monograph's interactions section names that need no rule, with why. */
  interactionPairs: { pair: [string, string]; why: string }[];
  /** Texts published only on a site (legislation, a society's web guideline): a URL stands for the DOI/ISBN. */
  referencesWebOnly: { name: string; why: string }[];
  /**
   * References written before the check that still lack a part (mostly the DOI of an article or the
   * ISBN of a book's edition): the list may only shrink; a new reference must be complete.
   */
  referencesToComplete: string[];
}
const exceptions = JSON.parse(readFileSync(`${contentDir}checks/exceptions.json`, 'utf8')) as Exceptions;

const drugFiles = readLibrary(contentDir, ['drugs', 'dermatologicals', 'ophthalmics', 'vaccines']);
const lexicon = lexiconOf(drugFiles);
const dosesOf = new Map(
  drugFiles.map((d) => [String(d.data.id), (d.data.doses as { dose: string; measurement: string }[]) ?? []]),
);
const nonMonograph = exceptions.substancesWithoutMonograph.map((s) => fold(s.name));

/** The drug a file is about when its text names none: a drug's flashcards. */
function aboutOf(f: LibraryFile): string | null {
  return f.file.startsWith('flashcards/') && f.data.content_type !== 4 ? String(f.data.content_id) : null;
}

const parentOf = (path: string) => path.replace(/\[\d+\](\.[a-z]+)?$/i, '');

/**
 * Every dose quoted outside the monographs, with where it stands and the whole text around it. A
 * text that doses without naming the drug ("Cão: 2,2 UI/kg") continues the drug last named just
 * before it: the title of its section, the bullet above, the card's question.
 */
function quotedDoses(files: readonly LibraryFile[], lex: readonly LexiconDrug[]) {
  return files.flatMap((f) => {
    let previous: { parent: string; drugId: string | null } = { parent: '', drugId: null };
    return textsOf(f.data).flatMap((t) => {
      // Under the text before it: its sibling in a list, or a child of the section it titles.
      const under = previous.parent !== '' && t.path.startsWith(previous.parent);
      const about = {
        drugId: under && previous.drugId ? previous.drugId : aboutOf(f),
        throughout: aboutOf(f) !== null,
      };
      const mentions = doseMentions(t.text, lex, about);
      const named = lastDrugNamed(t.text, lex);
      previous = {
        parent: parentOf(t.path),
        drugId: mentions.at(-1)?.drugId ?? named ?? (under ? about.drugId : null),
      };
      return mentions.map((m) => ({ ...m, where: `${f.file} ${t.path}`, whole: t.text }));
    });
  });
}

/** A quoted dose the exceptions list names (file and dose as written), with its reason. */
const excused = (where: string, text: string) =>
  exceptions.doseQuotes.some((q) => where.startsWith(`${q.file} `) && text === q.dose);

const quoting = readLibrary(contentDir, ['items', 'algorithms', 'handouts', 'flashcards']);

describe('doses only for drugs with a monograph', () => {
  const orphan = (m: { drugId: string | null; whole?: string; where?: string; text: string }) =>
    !m.drugId && !nonMonograph.some((n) => fold(m.whole ?? '').includes(n)) && !excused(m.where ?? '', m.text);

  it('every dose quoted in items, algorithms, handouts and cards belongs to a drug with a monograph', () => {
    const found = quotedDoses(quoting, lexicon)
      .filter(orphan)
      .map((m) => `${m.where}: «${m.context} ${m.text}»`);
    expect(found).toEqual([]);
  });

  it('fails when a dose is written for a drug without a monograph', () => {
    const item: LibraryFile = {
      file: 'items/exemplo.json',
      data: { sections: [{ text: 'Sedação: meloxicam 0,1 mg/kg e xilazodona 0,4 mg/kg IM.' }] },
    };
    const found = quotedDoses([item], lexicon).filter(orphan);
    expect(found.map((m) => m.text)).toEqual(['0,4 mg/kg']);
  });
});

describe('one dose per drug and indication', () => {
  it('a dose quoted outside a monograph lies within one of the monograph’s doses in that unit', () => {
    const found = quotedDoses(quoting, lexicon)
      .filter((m) => m.drugId && !agreesWithMonograph(m, dosesOf.get(m.drugId) ?? []) && !excused(m.where, m.text))
      .map((m) => `${m.where}: ${m.drugId} ${m.text}`);
    expect(found).toEqual([]);
  });

  it('a monograph writes its doses with comma decimals', () => {
    const dotted = drugFiles.flatMap(({ file, data }) =>
      ((data.doses as Json[]) ?? []).filter((d) => /\d\.\d/.test(String(d.dose))).map((d) => `${file}: ${d.dose}`),
    );
    const texts = [...drugFiles, ...quoting].flatMap(({ file, data }) =>
      textsOf(data)
        // A dot between digits is a decimal point unless three digits follow (5.000 UI/mL).
        .filter((t) => /\d\.(?!\d{3}(?!\d))\d+\s*(?:mg|mcg|µg|g|UI|mL|mEq)\b/.test(t.text))
        .map((t) => `${file} ${t.path}: ${t.text.slice(0, 80)}`),
    );
    expect([...dotted, ...texts]).toEqual([]);
  });
});

describe('every interaction a monograph warns about has a rule', () => {
  it('covers every pair a monograph names (or the pair is excused)', () => {
    const coverage = interactionCoverage(
      drugFiles,
      readLibrary(contentDir, ['interactions/classes']).map((f) => f.data as unknown as InteractionClassFile),
      readLibrary(contentDir, ['interactions/drugs']).map((f) => f.data as unknown as InteractionDrugFile),
      exceptions.interactionPairs.map((e) => e.pair),
    );
    // Target and floor: every pair (docs/content.md prints the figure).
    const share = 1 - coverage.missing.length / coverage.pairs;
    expect(share, coverage.missing.join('\n')).toBeGreaterThanOrEqual(INTERACTION_COVERAGE_FLOOR);
  });
});

describe('products', () => {
  it('every human-line product names what a pharmacy dispenses: commercial names, strength and pack', () => {
    const strength = /\d[\d.,]*\s*(?:mg|mcg|µg|g|UI|U|mEq|%)/;
    const stubs = readLibrary(contentDir, ['products'])
      .filter(({ data }) => data.type === 3)
      .filter(({ data }) => {
        const presentations = (data.presentation_volumes as { presentation: string; volume: string }[]) ?? [];
        return (
          !(data.products as string[] | undefined)?.length ||
          !presentations.length ||
          presentations.some((p) => !strength.test(p.presentation) || !p.volume)
        );
      })
      .map(({ file }) => file);
    expect(stubs).toEqual([]);
  });

  it('every active ingredient of a medicine product links to a drug with a monograph', () => {
    const ids = new Set(drugFiles.map((d) => String(d.data.id)));
    const products = readLibrary(contentDir, [
      'products/systemic_drugs',
      'products/topical_dermatologicals',
      'products/ophthalmic_agents',
    ]);
    const unlinked = products.flatMap(({ file, data }) =>
      ((data.drugs as { name: string; hasLink: boolean; id?: string }[]) ?? [])
        .filter((d) => !d.hasLink || !d.id || !ids.has(d.id))
        .filter((d) => !nonMonograph.includes(fold(d.name)))
        .map((d) => `${file}: ${d.name}`),
    );
    expect(unlinked).toEqual([]);
  });
});

/** What is wrong with a drug step against the monographs (empty when it agrees). */
function drugStepProblems(step: DrugStep, where: string): string[] {
  const monograph = drugFiles.find((d) => d.data.id === step.drug && d.file.startsWith('drugs/'));
  if (!monograph) return [`${where}: ${step.drug} não tem monografia`];
  const doses = (monograph.data.doses as { dose: string; measurement: string; options?: Json[] }[]) ?? [];
  const problems: string[] = [];
  const same = doses.filter((d) => normalUnit(d.measurement) === normalUnit(step.unit));
  const mention = { unit: normalUnit(step.unit), min: step.dose.min, max: step.dose.max ?? step.dose.min };
  if (!same.length || !agreesWithMonograph(mention, same))
    problems.push(
      `${where}: ${step.drug} ${step.dose.min}–${step.dose.max ?? step.dose.min} ${step.unit} fora das doses da monografia`,
    );
  const sold = doses.flatMap((d) => d.options ?? []);
  if (!sold.some((o) => o.concentration === step.concentration.value && o.unit === step.concentration.unit))
    problems.push(
      `${where}: ${step.drug} ${step.concentration.value} ${step.concentration.unit} não é uma apresentação da monografia`,
    );
  return problems;
}

/** Drug nodes some path reaches without passing a weight input first. */
function drugNodesWithoutWeight(file: AlgorithmFile): string[] {
  const byId = new Map(file.nodes.map((n) => [n.id, n]));
  const asksWeight = (n: AlgorithmNode) => (n.inputs ?? []).some((i) => i.model === 'weight');
  const children = (n: AlgorithmNode) =>
    n.type === 2 ? (n.options ?? []).map((o) => o.child) : n.child ? [n.child] : [];
  const found = new Set<string>();
  const walk = (id: string, weighed: boolean) => {
    const n = byId.get(id);
    if (!n) return;
    // A node's own weight input counts for its own drugs: the vet types it in the same step.
    const now = weighed || asksWeight(n);
    if (n.drugs?.length && !now) found.add(n.id);
    for (const c of children(n)) walk(c, now);
  };
  walk(file.root, false);
  return [...found];
}

describe('algorithm drug steps compute with the weight', () => {
  const algorithms = readLibrary(contentDir, ['algorithms']).map((f) => ({
    ...f,
    algo: f.data as unknown as AlgorithmFile,
  }));

  it('every drug step names a drug with a monograph, a dose of the monograph and a concentration it sells', () => {
    const problems = [
      ...algorithms.flatMap(({ file, algo }) =>
        algo.nodes.flatMap((n) => (n.drugs ?? []).flatMap((s) => drugStepProblems(s, `${file} ${n.id}`))),
      ),
      ...EMERGENCY_CHART.flatMap((g) => g.steps.flatMap((s) => drugStepProblems(s, `tabela de emergência ${g.title}`))),
    ];
    expect(problems).toEqual([]);
  });

  it('fails for a dose or a concentration the monograph does not hold', () => {
    const step: DrugStep = {
      drug: 'adrenalina',
      name: 'Adrenalina (dose alta)',
      dose: { min: 0.1 },
      unit: 'mg/kg',
      route: 'IV',
      concentration: { value: 0.1, unit: 'mg/mL', label: 'diluída' },
    };
    expect(drugStepProblems(step, 'x')).toHaveLength(2);
    expect(drugStepProblems({ ...step, drug: 'xilazodona' }, 'x')).toEqual(['x: xilazodona não tem monografia']);
  });

  it('every path to a drug step asks the weight first', () => {
    const found = algorithms.flatMap(({ file, algo }) => drugNodesWithoutWeight(algo).map((id) => `${file} ${id}`));
    expect(found).toEqual([]);
  });

  it('every algorithm that asks the weight uses it in a drug step or a calculator', () => {
    const unused = algorithms
      .filter(({ algo }) => algo.nodes.some((n) => (n.inputs ?? []).some((i) => i.model === 'weight')))
      .filter(({ algo }) => !algo.nodes.some((n) => n.drugs?.length || n.calculator))
      .map(({ file }) => file);
    expect(unused).toEqual([]);
  });
});

describe('disease items and the differential diagnosis agree (docs/decisions/tools-ddx-items.md)', () => {
  const items = readLibrary(contentDir, ['items']).map(
    ({ data }) => data as { id: string; name: string; categories: number[] },
  );
  const diagnoses = readLibrary(contentDir, ['ddx/diagnoses']).flatMap(
    ({ data }) => data.diagnoses as unknown as { id: string; diagnosis: string; links?: { item?: string } }[],
  );
  const itemIds = new Set(items.map((i) => i.id));

  it('every disease item is a diagnosis of the DDx', () => {
    const linked = new Set(diagnoses.map((d) => d.links?.item));
    const missing = items.filter((i) => i.categories.includes(11) && !linked.has(i.id)).map((i) => i.id);
    expect(missing).toEqual([]);
  });

  it('every diagnosis links to an item that exists, and a diagnosis that is an item (same id or name) links to it', () => {
    const problems = diagnoses.flatMap((d) => {
      const same = items.find((i) => i.id === d.id || fold(i.name) === fold(d.diagnosis));
      if (d.links?.item && !itemIds.has(d.links.item)) return [`${d.id}: item inexistente ${d.links.item}`];
      if (same && d.links?.item !== same.id) return [`${d.id}: deveria ligar ao item ${same.id}`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});

describe('every reference is complete', () => {
  const webOnly = exceptions.referencesWebOnly.map((w) => w.name);
  /** Every reference object of the library, and the shared lists cards and DDx point at by key. */
  const allReferences = readLibrary(contentDir, ['.'])
    .filter(({ file }) => !file.startsWith('checks/'))
    .flatMap(({ file, data }) =>
      (file.endsWith('references.json')
        ? Object.values(data).map((ref) => ({ path: '', ref: ref as Json }))
        : referencesOf(data)
      ).map(({ path, ref }) => ({ where: `${file} ${path}`, ref, missing: missingInReference(ref, webOnly) })),
    );

  it('names authors or an organisation, a title, a year and a DOI or an ISBN (or a URL when web-only)', () => {
    const pending = new Set(exceptions.referencesToComplete);
    const incomplete = allReferences
      .filter((r) => r.missing.length && !pending.has(String(r.ref.name)))
      .map((r) => `${r.where}: ${String(r.ref.name).slice(0, 90)} — falta ${r.missing.join(', ')}`);
    expect(incomplete).toEqual([]);
  });

  it('the list of references still to complete holds only references that are still incomplete', () => {
    const stillIncomplete = new Set(allReferences.filter((r) => r.missing.length).map((r) => String(r.ref.name)));
    expect(exceptions.referencesToComplete.filter((name) => !stillIncomplete.has(name))).toEqual([]);
  });

  it('fails on a reference without year or identifier, and passes the same reference completed', () => {
    const article = {
      name: 'Sparkes AH, Heiene R, Lascelles BDX, et al. ISFM and AAFP consensus guidelines: long-term use of NSAIDs in cats',
      magazine: 'Journal of Feline Medicine and Surgery 12(7):521-538',
    };
    expect(missingInReference(article)).toEqual(['ano', 'DOI ou ISBN']);
    expect(missingInReference({ ...article, year: 2010, link: 'https://doi.org/10.1016/j.jfms.2010.05.004' })).toEqual(
      [],
    );
    expect(missingInReference({ name: 'Bula do produto', year: 2020 })).toEqual(['título', 'DOI ou ISBN']);
    const law = {
      name: 'Brasil. Ministério da Saúde. Portaria SVS/MS nº 344',
      year: 1998,
      link: 'https://bvsms.saude.gov.br/',
    };
    expect(missingInReference(law)).toEqual(['DOI ou ISBN']);
    expect(missingInReference(law, ['Brasil. Ministério da Saúde. Portaria SVS/MS nº 344'])).toEqual([]);
  });
});
