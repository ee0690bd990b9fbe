import type { AiSearchResponse } from '@vetor/domain/ai-search/ai-search.schemas';
import { normalizeText } from '../../lib/search-index/search-text.js';

// What the AI answer must never do, whatever retrieval finds: answer for a species the library does
// not cover with dog and cat doses, or leave out a safety rule of the library. Both are checked on
// the question's words, before and after retrieval, with or without a model.

/** Species words (accent-free, singular and plural) the library has no content for. */
const OTHER_SPECIES: Record<string, string> = {
  coelho: 'coelhos',
  coelhos: 'coelhos',
  furao: 'furões',
  furoes: 'furões',
  hamster: 'hamsters',
  hamsters: 'hamsters',
  chinchila: 'chinchilas',
  chinchilas: 'chinchilas',
  cobaia: 'porquinhos-da-índia',
  cobaias: 'porquinhos-da-índia',
  porquinho: 'porquinhos-da-índia',
  roedor: 'roedores',
  roedores: 'roedores',
  ave: 'aves',
  aves: 'aves',
  calopsita: 'aves',
  papagaio: 'aves',
  periquito: 'aves',
  reptil: 'répteis',
  repteis: 'répteis',
  jabuti: 'répteis',
  tartaruga: 'répteis',
  iguana: 'répteis',
  cavalo: 'equinos',
  cavalos: 'equinos',
  equino: 'equinos',
  equinos: 'equinos',
  bovino: 'bovinos',
  bovinos: 'bovinos',
  vaca: 'bovinos',
  ovino: 'ovinos',
  ovelha: 'ovinos',
  caprino: 'caprinos',
  cabra: 'caprinos',
  suino: 'suínos',
  porco: 'suínos',
  peixe: 'peixes',
  peixes: 'peixes',
};
// "Rato" stays out: "doença do rato" is how tutors name leptospirosis in dogs.
const COVERED = new Set([
  'cao',
  'caes',
  'cachorro',
  'cachorros',
  'canino',
  'caninos',
  'cadela',
  'gato',
  'gatos',
  'gata',
  'felino',
  'felinos',
]);

/**
 * The answer to a question about a species the library does not cover (and no dog or cat): it says
 * so instead of answering with dog and cat content. Null when the question is within the library.
 */
export function outsideLibrary(question: string): AiSearchResponse | null {
  const words = normalizeText(question).split(' ');
  if (words.some((w) => COVERED.has(w))) return null;
  const species = words.map((w) => OTHER_SPECIES[w]).find(Boolean);
  if (!species) return null;
  return {
    llm_response:
      `O conteúdo do Vetor cobre apenas cães e gatos e não traz informações para ${species}. ` +
      'Doses e condutas de cães e gatos não devem ser extrapoladas para outras espécies: ' +
      'consulte uma referência específica para a espécie.',
    sources: [],
  };
}

interface SafetyRule {
  /** Any of these accent-free words in the question brings the rule. */
  when: string[];
  text: string;
  /** Where the library states the rule. */
  link: string;
}

/** Rules the library states as key points, which an answer on the subject must carry first. */
const SAFETY_RULES: SafetyRule[] = [
  {
    when: ['cetoacidose', 'cad'],
    text: 'Na cetoacidose diabética, corrija o potássio antes da insulina: a insulina regular só começa com K ≥ 3,5 mEq/L.',
    link: '/item/cetoacidose-diabetica',
  },
];

/** The answer with the library's safety rules for its subject placed first, each linked to its source. */
export function withSafetyRules(question: string, answer: AiSearchResponse): AiSearchResponse {
  const words = new Set(normalizeText(question).split(' '));
  const rules = SAFETY_RULES.filter((r) => r.when.some((w) => words.has(w)));
  if (!rules.length) return answer;
  const notes = rules.map((r) => `> **Atenção:** ${r.text} ([ver no Vetor](${r.link}))`).join('\n>\n');
  return { ...answer, llm_response: `${notes}\n\n${answer.llm_response}` };
}
