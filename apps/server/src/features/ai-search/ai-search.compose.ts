import type { AiSearchResponse, AiSource } from '@vetor/domain/ai-search/ai-search.schemas';
import { hitPath } from '@vetor/domain/search/search.schemas';
import type { Passage } from '../../lib/search-index/search-index.js';
import { normalizeText, questionTerms } from '../../lib/search-index/search-text.js';

// Turning retrieved passages into an answer: the extractive answer (no model), the prompt for a
// model, and the clean-up of a model's answer (citations only to what was retrieved; doses only
// from dose records).

export const NO_ANSWER =
  'Não encontrei no conteúdo do Vetor informação suficiente para responder a essa pergunta. ' +
  'Tente reformular citando o medicamento, a doença ou o exame.';

const SNIPPET_MAX = 220;
const LINE_MAX = 320;

export function sourcesOf(passages: readonly Passage[]): AiSource[] {
  return passages.map((p) => ({
    title: p.sectionTitle ? `${p.itemName} — ${p.sectionTitle}` : p.itemName,
    link: hitPath(p),
    snippet: clip(p.body.replace(/\s+/g, ' '), SNIPPET_MAX),
    date: p.indexedAt.toISOString().slice(0, 10),
  }));
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** Markdown-safe text: our content never carries markup, so emphasis and link characters are escaped. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

const citation = (n: number, link: string) => `[\\[${n}\\]](${link})`;

/** Words compared by their first five letters: a cheap stand-in for the stemmer. */
const stemOf = (w: string) => w.slice(0, 5);

/** The lines of a passage that hold most of the question's words, in reading order. */
export function bestLines(body: string, question: string, max = 2): string[] {
  const stems = new Set(questionTerms(question).map(stemOf));
  const lines = body
    .split(/\n|(?<=[.;!?])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ])/)
    .map((l) => l.trim())
    .filter((l) => l.length > 2);
  const scored = lines.map((line, i) => ({
    line,
    i,
    score: new Set(
      normalizeText(line)
        .split(' ')
        .filter((w) => stems.has(stemOf(w)))
        .map(stemOf),
    ).size,
  }));
  const picked = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i);
  return (picked.length ? picked : scored.slice(0, 1)).map((s) => clip(s.line, LINE_MAX));
}

/**
 * What the extractive answer depends on besides the index: the question's words (retrieval and the
 * choice of lines both go through questionTerms), so questions that differ only in case, accents,
 * punctuation or question words share one answer.
 */
export function extractiveKey(question: string): string {
  return questionTerms(question).join(' ');
}

/** The answer without a model: the best lines of each passage, grouped by item, each cited. */
export function extractiveAnswer(question: string, passages: readonly Passage[]): AiSearchResponse {
  if (!passages.length) return { llm_response: NO_ANSWER, sources: [] };
  const sources = sourcesOf(passages);
  const groups = new Map<string, { name: string; lines: string[] }>();
  passages.forEach((p, i) => {
    const group = groups.get(p.itemKey) ?? { name: p.itemName, lines: [] };
    const cite = citation(i + 1, sources[i]!.link);
    const label = p.sectionTitle ? `**${escapeMarkdown(p.sectionTitle)}:** ` : '';
    const lines = p.isDose ? [clip(p.body, LINE_MAX)] : bestLines(p.body, question);
    group.lines.push(`- ${label}${lines.map(escapeMarkdown).join(' ')} ${cite}`);
    groups.set(p.itemKey, group);
  });
  const parts = ['Trechos do conteúdo do Vetor que respondem à pergunta:'];
  for (const g of groups.values()) parts.push(`### ${escapeMarkdown(g.name)}\n\n${g.lines.join('\n')}`);
  return { llm_response: parts.join('\n\n'), sources };
}

export const SYSTEM_PROMPT = [
  'Você é o assistente clínico do Vetor, para médicos-veterinários (cães e gatos), em português do Brasil.',
  'Responda SOMENTE com base nas fontes numeradas fornecidas; não use conhecimento externo.',
  'Cada afirmação termina com a citação da fonte entre colchetes, por exemplo [2].',
  'Doses só podem ser citadas de fontes marcadas como REGISTRO DE DOSE, exatamente como estão, com a citação.',
  'Se as fontes não respondem à pergunta, diga claramente que não encontrou a informação no conteúdo do Vetor.',
  'Use markdown simples (parágrafos e listas), sem HTML. Seja objetivo.',
].join(' ');

export function userPrompt(question: string, passages: readonly Passage[]): string {
  const numbered = passages.map((p, i) => {
    const kind = p.isDose ? 'REGISTRO DE DOSE' : 'SEÇÃO';
    const title = p.sectionTitle ? `${p.itemName} — ${p.sectionTitle}` : p.itemName;
    return `[${i + 1}] (${kind}) ${title}\n${clip(p.body, 1500)}`;
  });
  return `Fontes:\n\n${numbered.join('\n\n')}\n\nPergunta: ${question}`;
}

/** Numbers with a dose unit per weight, area or animal: 0,1 mg/kg; 5 mcg/kg/min; 1 UI/kg; 2,5 mg/gato. */
const DOSE_PATTERN =
  /\d+(?:[.,]\d+)?\s*(?:a|-|–)?\s*(?:\d+(?:[.,]\d+)?\s*)?(?:mg|mcg|µg|ug|g|ml|UI|U|mEq|gotas?)\s*\/\s*(?:kg|m2|m²|gato|cão|cao|animal)/i;
const CITE = /\[(\d+(?:\s*,\s*\d+)*)\]/g;

/**
 * Cleans a model's answer: citations to sources it was not given are dropped; a sentence giving a
 * dose without citing a dose record is removed; citations become links to our sections.
 * Returns '' when nothing cited is left, so the caller falls back to the extractive answer.
 */
export function sanitizeModelAnswer(text: string, passages: readonly Passage[], sources: readonly AiSource[]): string {
  let cited = 0;
  const lines = text.replace(/\r/g, '').split('\n');
  const out = lines.map((line) => {
    const sentences = line.split(/(?<=[.!?])\s+/);
    return sentences
      .map((sentence) => {
        const valid: number[] = [];
        const stripped = sentence.replace(CITE, (_m, list: string) => {
          const numbers = list
            .split(',')
            .map((n) => Number(n.trim()))
            .filter((n) => Number.isInteger(n) && n >= 1 && n <= passages.length);
          valid.push(...numbers);
          return numbers.map((n) => `⟦${n}⟧`).join('');
        });
        if (DOSE_PATTERN.test(stripped) && !valid.some((n) => passages[n - 1]!.isDose)) return null;
        cited += valid.length;
        return stripped.replace(/⟦(\d+)⟧/g, (_m, n: string) => citation(Number(n), sources[Number(n) - 1]!.link));
      })
      .filter((s): s is string => s !== null)
      .join(' ');
  });
  const answer = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cited > 0 ? answer : '';
}
