import { z } from 'zod';
import { LIMITS } from '../platform/constants.js';

// AI question search (docs/product/content-and-study.md §2 AI search, §3 AI response, §5, §7 GET /topics/ai-search).

export const aiSearchQuery = z.object({
  search: z.string().trim().min(1).max(LIMITS.aiQuestionMax, { message: 'AI_QUESTION_MAX' }),
});
export type AiSearchQuery = z.infer<typeof aiSearchQuery>;

/** A source: one of our own items or sections, linked inside the app. */
export const aiSource = z.object({
  title: z.string(),
  link: z.string(),
  snippet: z.string(),
  /** When the cited content was last indexed (ISO date). */
  date: z.string(),
});
export type AiSource = z.infer<typeof aiSource>;

export const aiSearchResponse = z.object({
  /** Markdown with numbered citations [n] linking to sources[n-1]. */
  llm_response: z.string(),
  sources: z.array(aiSource),
});
export type AiSearchResponse = z.infer<typeof aiSearchResponse>;

/** Server-sent events of GET /topics/ai-search/stream. */
export type AiStreamEvent =
  | { type: 'sources'; sources: AiSource[] }
  | { type: 'delta'; text: string }
  | { type: 'answer'; llm_response: string; sources: AiSource[] };

/** Six example questions; the screen shows three at random before a question (docs/product/content-and-study.md §2). */
export const AI_EXAMPLES: readonly string[] = [
  'Qual a dose de meloxicam para gatos?',
  'Como estadiar a doença renal crônica felina?',
  'Qual o tratamento da cetoacidose diabética?',
  'Quais os sinais clínicos da cinomose?',
  'Como tratar o status epilepticus no cão?',
  'Qual a dose de maropitant para vômito em cães?',
];

export const AI_TIPS: readonly string[] = [
  'Pergunte de forma direta, citando o medicamento, a doença ou o exame.',
  'Informe a espécie (cão ou gato) quando a resposta depender dela.',
  'As respostas vêm só do conteúdo revisado do Vetor, com as fontes numeradas.',
];
