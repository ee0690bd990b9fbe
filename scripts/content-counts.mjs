// Counts the library (docs/content.md, "Counts"): `node scripts/content-counts.mjs` prints a Markdown
// table of what content/ holds against the targets of the library issues. The interaction coverage
// comes from the domain's own code, so build it first: `npm run build -w @vetor/domain`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interactionCoverage } from '../packages/domain/dist/content/interaction-coverage.js';

const content = new URL('../content/', import.meta.url).pathname;

function files(dir) {
  return readdirSync(join(content, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: join(dir, f), data: JSON.parse(readFileSync(join(content, dir, f), 'utf8')) }));
}

const drugs = files('drugs');
const products = files('products');
// A human-line product is a stub until every presentation has a strength and a pack, and it names the
// commercial products (brands or the generic line) a pharmacy dispenses.
const STRENGTH = /\d[\d.,]*\s*(?:mg|mcg|µg|g|UI|U|mEq|%)/;
const stubs = products.filter(
  ({ data }) =>
    data.type === 3 &&
    (!data.products?.length ||
      !data.presentation_volumes?.length ||
      data.presentation_volumes.some((p) => !STRENGTH.test(p.presentation) || !p.volume)),
);
const items = files('items');
const algorithms = files('algorithms');
const diagnoses = files('ddx/diagnoses').flatMap(({ data }) => data.diagnoses);
// Drug steps that an algorithm doses with the weight (mg and mL), and disease items the DDx lists.
const drugSteps = algorithms.flatMap(({ data }) => data.nodes.flatMap((n) => n.drugs ?? []));
const inDdx = new Set(diagnoses.map((d) => d.links?.item));
const diseases = items.filter(({ data }) => data.categories?.includes(11));
const cards = files('flashcards').flatMap(({ data }) => data.cards);
const controlled = drugs.filter(({ data }) => data.controlled);
// References written before the completeness check and still lacking a part (content-checks.test.ts).
const { referencesToComplete, interactionPairs } = JSON.parse(
  readFileSync(join(content, 'checks/exceptions.json'), 'utf8'),
);
// Pairs the monographs' "Interações medicamentosas" sections name, and how many the checker has a rule for.
const interactions = interactionCoverage(
  ['drugs', 'dermatologicals', 'ophthalmics', 'vaccines'].flatMap((dir) =>
    files(dir).sort((a, b) => (a.file < b.file ? -1 : 1)),
  ),
  files('interactions/classes').map(({ data }) => data),
  files('interactions/drugs').map(({ data }) => data),
  interactionPairs.map((e) => e.pair),
);
const percent = (n, of) => `${((100 * n) / of).toFixed(1).replace('.', ',')} %`;

const rows = [
  ['Monografias de medicamentos sistêmicos', drugs.length, '≥ 160'],
  ['Produtos', products.length, '≥ 400'],
  ['Produtos de uso humano sem concentração, embalagem ou nome comercial', stubs.length, '0'],
  ['Medicamentos controlados com lista da Portaria 344', controlled.length, 'todos os controlados'],
  ['Doenças e tratamentos', items.length, '≥ 90'],
  ['Algoritmos', algorithms.length, '≥ 25'],
  ['Passos de fármaco dos algoritmos dosados pelo peso', drugSteps.length, 'todo fármaco de algoritmo'],
  ['Diagnósticos do DDx', diagnoses.length, '≥ 180'],
  ['Doenças sem diagnóstico no DDx', diseases.filter(({ data }) => !inDdx.has(data.id)).length, '0'],
  ['Flashcards', cards.length, '≥ 1.000'],
  [
    `Pares de interação entre fármacos sistêmicos citados nas monografias com regra no verificador (${interactions.withRule} de ${interactions.pairs - interactions.excused})`,
    percent(interactions.withRule, interactions.pairs - interactions.excused),
    '≥ 95 %',
  ],
  ['Referências ainda incompletas (sem DOI/ISBN, ano ou título)', referencesToComplete.length, '0'],
];
console.log('| conteúdo | hoje | meta |\n|---|---:|---|');
for (const [what, n, target] of rows) console.log(`| ${what} | ${n} | ${target} |`);
const lists = new Map();
for (const { data } of controlled) lists.set(data.controlled, (lists.get(data.controlled) ?? 0) + 1);
console.log(
  `\nPares citados que envolvem vacina ou produto tópico (fora do verificador, que por especificação aceita só a categoria 1; cada um dispensado com motivo em content/checks/exceptions.json): ${interactions.excused} de ${interactions.pairs}; sem regra nem motivo: ${interactions.missing.length}.`,
);
console.log(`\nListas da Portaria 344: ${[...lists].map(([list, n]) => `${list} ${n}`).join(', ')}`);
