import { stemmer } from '@orama/stemmers/portuguese';

// A query word's lexeme as the text-search configuration `vetor_pt` makes it (unaccent, then
// PostgreSQL's Portuguese Snowball dictionary), computed here so a search needs no statement to
// stem its words. Query words are [a-z0-9] only (normalizeText): PostgreSQL's parser makes a word
// with a digit a number token, which the configuration keeps as written; any other word is a stop
// word (no lexeme) or its Snowball stem, from the same generated Snowball algorithm PostgreSQL
// compiles in. lexeme.int.test.ts compares every corpus word and its beginnings with the database.

/**
 * PostgreSQL's Portuguese stop words (tsearch_data/portuguese.stop, the Snowball project's list)
 * without accents. The accented ones (não, você, está…) never match in `vetor_pt`: unaccent runs
 * before the stop list, so "nao" is a word like any other.
 */
const STOP_WORDS = new Set(
  `de a o que e do da em um para com uma os no se na por mais as dos como mas ao ele das seu sua ou quando muito
  nos eu pelo pela isso ela entre depois sem mesmo aos seus quem nas me esse eles essa num nem suas meu minha numa
  pelos elas qual lhe deles essas esses pelas este dele tu te vos lhes meus minhas teu tua teus tuas nosso nossa
  nossos nossas dela delas esta estes estas aquele aquela aqueles aquelas isto aquilo estou estamos estive esteve
  estivemos estiveram estava estavam estivera esteja estejamos estejam estivesse estivessem estiver estivermos
  estiverem hei havemos houve houvemos houveram houvera haja hajamos hajam houvesse houvessem houver houvermos
  houverem houverei houveremos houveria houveriam sou somos era eram fui foi fomos foram fora seja sejamos sejam
  fosse fossem for formos forem serei seremos seria seriam tenho tem temos tinha tinham tive teve tivemos tiveram
  tivera tenha tenhamos tenham tivesse tivessem tiver tivermos tiverem terei teremos teria teriam`.split(/\s+/),
);

/** The lexeme of one normalized word ([a-z0-9]+); null for a stop word. */
export function lexemeOf(word: string): string | null {
  if (/[0-9]/.test(word)) return word;
  if (STOP_WORDS.has(word)) return null;
  return stemmer(word);
}
