import type { AiSearchResponse, AiStreamEvent } from '@vetor/domain/ai-search/ai-search.schemas';
import type { ErrorBody } from '@vetor/domain/errors';
import { isMessageKey } from '@vetor/domain/messages';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { ApiError, api } from '../../../lib/api';
import { streamRequest } from '../../../lib/api-stream';

// Asking the AI (docs/product/content-and-study.md §7 GET /topics/ai-search, timeout 60 s): the answer streams from
// /topics/ai-search/stream as it is written; if the stream breaks, the plain call answers.

export function getAiAnswer(search: string, signal?: AbortSignal): Promise<AiSearchResponse> {
  return api.get<AiSearchResponse>('/topics/ai-search', {
    query: { search },
    timeoutMs: TIMEOUTS_MS.aiSearch,
    ...(signal ? { signal } : {}),
  });
}

/** An error answer as the ApiError every caller handles (the same mapping as lib/api.ts). */
function apiErrorOf(status: number, data: unknown): ApiError {
  const body = data as Partial<ErrorBody> | undefined;
  const code = isMessageKey(body?.code) ? body.code : status >= 500 ? 'ERROR' : 'VALIDATION_ERROR';
  return new ApiError(code, status, body?.field, body?.message);
}

function parseEvents(buffer: string): { events: AiStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: AiStreamEvent[] = [];
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => l.slice(6))
      .join('\n');
    if (data) events.push(JSON.parse(data) as AiStreamEvent);
  }
  return { events, rest };
}

/** Streams the answer, calling onText with the text so far; resolves with the final answer. */
export async function askAi(
  search: string,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<AiSearchResponse> {
  const { url, headers } = await streamRequest('/topics/ai-search/stream', { search });
  const timeout = AbortSignal.timeout(TIMEOUTS_MS.aiSearch);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.any([signal, timeout]) });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError('ERROR_NETWORK', 0);
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    throw apiErrorOf(response.status, data);
  }
  const reader = response.body?.getReader();
  if (!reader) return getAiAnswer(search, signal);
  const decoder = new TextDecoder();
  let buffer = '';
  let written = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const parsed = parseEvents(buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event.type === 'delta') {
          written += event.text;
          onText(written);
        } else if (event.type === 'answer') {
          return { llm_response: event.llm_response, sources: event.sources };
        }
      }
    }
  } catch (error) {
    if (signal.aborted) throw error;
  }
  // The stream ended without an answer: ask once more without streaming.
  return getAiAnswer(search, signal);
}
