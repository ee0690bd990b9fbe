import type { AiSearchResponse, AiSource, AiStreamEvent } from '@vetor/domain/ai-search/ai-search.schemas';
import type { Config } from '../../config.js';
import type { Passage, SearchIndex } from '../../lib/search-index/search-index.js';
import type { ModelAnswerBudget } from './ai-search.budget.js';
import {
  extractiveAnswer,
  extractiveKey,
  SYSTEM_PROMPT,
  sanitizeModelAnswer,
  sourcesOf,
  userPrompt,
} from './ai-search.compose.js';
import { outsideLibrary, withSafetyRules } from './ai-search.limits.js';

// AI question search (docs/product/content-and-study.md §2 /ai-search): retrieve the best sections of our own content, then
// compose — extractively by default, or with any OpenAI-compatible model when LLM_URL is set, in
// which case an error or timeout falls back to the extractive answer. With a model, answers go
// through the budget (ai-search.budget.ts): repeated questions from memory, new ones counted per user.
// Whatever composes it, an answer keeps the library's limits (ai-search.limits.ts): a species it does
// not cover is declined before anything is retrieved, and its safety rules come first.

const PASSAGES = 8;

export interface AiSearchService {
  /** False without LLM_URL: then the answer is extractive, the same every time for the same words. */
  usesModel: boolean;
  /** `uid` is who asks: a new question to the model counts against their daily quota. */
  answer(question: string, uid: string): Promise<AiSearchResponse>;
  /** The same answer as events: sources, the model's text as it is written, then the final answer. */
  stream(question: string, uid: string, send: (event: AiStreamEvent) => void, signal: AbortSignal): Promise<void>;
}

export function createAiSearchService(
  index: SearchIndex,
  llm: Config['llm'],
  log: { warn: (obj: object, msg: string) => void },
  budget: ModelAnswerBudget,
): AiSearchService {
  // The OpenAI SDK is loaded only when LLM_URL is set (the extractive answer needs none of it).
  const client = llm
    ? import('openai').then(
        ({ default: OpenAI }) =>
          new OpenAI({ baseURL: llm.url, apiKey: llm.apiKey, timeout: llm.timeoutMs, maxRetries: 0 }),
      )
    : null;

  function messages(question: string, passages: Passage[]) {
    return [
      { role: 'system' as const, content: SYSTEM_PROMPT },
      { role: 'user' as const, content: userPrompt(question, passages) },
    ];
  }

  /**
   * The model's text, cleaned, as the answer; kept for the next asker only when the model's text
   * stood (a fallback after a bad answer must not stand in for the model's afterwards).
   */
  function finish(question: string, passages: Passage[], sources: AiSource[], text: string): AiSearchResponse {
    const clean = sanitizeModelAnswer(text, passages, sources);
    if (!clean) return extractiveAnswer(question, passages);
    const answer = { llm_response: clean, sources };
    budget.keep(extractiveKey(question), answer);
    return answer;
  }

  /** Identical questions asked at once share one model call. */
  const pending = new Map<string, Promise<AiSearchResponse>>();

  async function modelAnswer(question: string): Promise<AiSearchResponse> {
    const passages = await index.passages(question, PASSAGES);
    if (!client || !llm || !passages.length) return extractiveAnswer(question, passages);
    const sources = sourcesOf(passages);
    try {
      const completion = await (await client).chat.completions.create({
        model: llm.model,
        messages: messages(question, passages),
        temperature: 0.1,
      });
      return finish(question, passages, sources, completion.choices[0]?.message?.content ?? '');
    } catch (error) {
      log.warn({ err: error }, 'LLM indisponível; resposta extrativa');
      return extractiveAnswer(question, passages);
    }
  }

  return {
    usesModel: client !== null,

    async answer(question, uid) {
      const outside = outsideLibrary(question);
      if (outside) return outside;
      if (!client)
        return withSafetyRules(question, extractiveAnswer(question, await index.passages(question, PASSAGES)));
      const key = extractiveKey(question);
      const known = budget.cached(key) ?? pending.get(key);
      if (known) return withSafetyRules(question, await known);
      // Kept as pending before the quota is counted (a Redis round trip with several instances), so
      // identical questions arriving meanwhile share this one model call and this one count.
      const work = budget
        .take(uid)
        .then(() => modelAnswer(question))
        .finally(() => pending.delete(key));
      pending.set(key, work);
      return withSafetyRules(question, await work);
    },

    async stream(question, uid, send, signal) {
      const outside = outsideLibrary(question);
      if (outside) {
        send({ type: 'sources', sources: [] });
        send({ type: 'answer', ...outside });
        return;
      }
      const safe = (answer: AiSearchResponse) => withSafetyRules(question, answer);
      const kept = client ? budget.cached(extractiveKey(question)) : undefined;
      if (kept) {
        send({ type: 'sources', sources: kept.sources });
        send({ type: 'answer', ...safe(kept) });
        return;
      }
      if (client) await budget.take(uid);
      const passages = await index.passages(question, PASSAGES);
      const sources = sourcesOf(passages);
      send({ type: 'sources', sources });
      if (!client || !llm || !passages.length) {
        send({ type: 'answer', ...safe(extractiveAnswer(question, passages)) });
        return;
      }
      let text = '';
      try {
        const stream = await (await client).chat.completions.create(
          { model: llm.model, messages: messages(question, passages), temperature: 0.1, stream: true },
          { signal },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            text += delta;
            send({ type: 'delta', text: delta });
          }
        }
        send({ type: 'answer', ...safe(finish(question, passages, sources, text)) });
      } catch (error) {
        if (signal.aborted) return;
        log.warn({ err: error }, 'LLM indisponível; resposta extrativa');
        send({ type: 'answer', ...safe(extractiveAnswer(question, passages)) });
      }
    },
  };
}
