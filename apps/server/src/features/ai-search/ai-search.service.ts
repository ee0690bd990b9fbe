import type { AiSearchResponse, AiSource, AiStreamEvent } from '@vetor/domain/ai-search/ai-search.schemas';
import type { Config } from '../../config.js';
import type { Passage, SearchIndex } from '../../lib/search-index/search-index.js';
import { extractiveAnswer, SYSTEM_PROMPT, sanitizeModelAnswer, sourcesOf, userPrompt } from './ai-search.compose.js';

// AI question search (spec 2 §2 /ai-search): retrieve the best sections of our own content, then
// compose — extractively by default, or with any OpenAI-compatible model when LLM_URL is set, in
// which case an error or timeout falls back to the extractive answer.

const PASSAGES = 8;

export interface AiSearchService {
  /** False without LLM_URL: then the answer is extractive, the same every time for the same words. */
  usesModel: boolean;
  answer(question: string): Promise<AiSearchResponse>;
  /** The same answer as events: sources, the model's text as it is written, then the final answer. */
  stream(question: string, send: (event: AiStreamEvent) => void, signal: AbortSignal): Promise<void>;
}

export function createAiSearchService(
  index: SearchIndex,
  llm: Config['llm'],
  log: { warn: (obj: object, msg: string) => void },
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

  function finish(question: string, passages: Passage[], sources: AiSource[], text: string): AiSearchResponse {
    const clean = sanitizeModelAnswer(text, passages, sources);
    return clean ? { llm_response: clean, sources } : extractiveAnswer(question, passages);
  }

  return {
    usesModel: client !== null,

    async answer(question) {
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
    },

    async stream(question, send, signal) {
      const passages = await index.passages(question, PASSAGES);
      const sources = sourcesOf(passages);
      send({ type: 'sources', sources });
      if (!client || !llm || !passages.length) {
        send({ type: 'answer', ...extractiveAnswer(question, passages) });
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
        send({ type: 'answer', ...finish(question, passages, sources, text) });
      } catch (error) {
        if (signal.aborted) return;
        log.warn({ err: error }, 'LLM indisponível; resposta extrativa');
        send({ type: 'answer', ...extractiveAnswer(question, passages) });
      }
    },
  };
}
