import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiSearchResponse, AiStreamEvent } from '@vetor/domain/ai-search/ai-search.schemas';
import { LIMITS } from '@vetor/domain/platform/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { NO_ANSWER } from './ai-search.compose.js';
import { AI_RELEVANCE_QUESTIONS } from './ai-search.relevance.js';
import pins from './ai-search.relevance.pins.json' with { type: 'json' };

// AI search against the seeded library: extractive by default, and with LLM_URL pointing at a
// local HTTP server on 127.0.0.1 that speaks the chat-completions API (plain and streaming).

const DOSE_QUESTION = 'Qual a dose de meloxicam para gatos?';

/** The fake model reads the numbered sources from the prompt and answers by the question's marker. */
function fakeModel(): Promise<{ server: Server; url: string; requests: { model: string; stream: boolean }[] }> {
  const requests: { model: string; stream: boolean }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const payload = JSON.parse(body) as { model: string; stream?: boolean; messages: { content: string }[] };
      requests.push({ model: payload.model, stream: Boolean(payload.stream) });
      const prompt = payload.messages.at(-1)!.content;
      const dose = /\[(\d+)\] \(REGISTRO DE DOSE\)/.exec(prompt)?.[1];
      const section = /\[(\d+)\] \(SEÇÃO\)/.exec(prompt)?.[1] ?? dose;
      const question = prompt.slice(prompt.lastIndexOf('Pergunta:'));
      if (question.includes('lento')) return; // never answers: the client times out
      let text: string;
      if (question.includes('inventa')) text = 'O meloxicam é seguro em gatos [42]. Use 0,3 mg/kg por dia [43].';
      else
        text =
          `O meloxicam é um AINE usado em gatos [${section}]. A dose registrada é a da ficha [${dose}].\n\n` +
          'Alguns usam 0,3 mg/kg no primeiro dia. Veja também [99].';
      const base = { id: 'c1', object: 'chat.completion', created: 1, model: payload.model };
      if (!payload.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of text.match(/.{1,12}/gs) ?? []) {
        const chunk = { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests }),
    ),
  );
}

let plain: TestApp;
let withModel: TestApp;
let model: Awaited<ReturnType<typeof fakeModel>>;
let pro: string;
let proWithModel: string;
let free: string;

beforeAll(async () => {
  model = await fakeModel();
  plain = await createTestApp();
  withModel = await createTestApp({
    LLM_URL: model.url,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'vet-1',
    LLM_TIMEOUT_MS: '2000',
  });
  // Each app has its own database, so each has its own PRO account.
  pro = (await signedInUser(plain, { entitlements: ['va_pro'] })).token;
  proWithModel = (await signedInUser(withModel, { entitlements: ['va_pro'] })).token;
  free = (await signedInUser(plain)).token;
});
afterAll(async () => {
  await plain.close();
  await withModel.close();
  await new Promise((r) => model.server.close(r));
});

const ask = (t: TestApp, search: string, token = t === plain ? pro : proWithModel, path = '/api/topics/ai-search') =>
  t.app.inject({ method: 'GET', url: path, query: { search }, headers: { authorization: `Bearer ${token}` } });

function events(payload: string): AiStreamEvent[] {
  return payload
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as AiStreamEvent);
}

describe('AI search without a model (extractive)', () => {
  it('answers a dosing question with numbered citations to our dose records', async () => {
    const res = await ask(plain, DOSE_QUESTION);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AiSearchResponse;
    expect(body.sources.length).toBeGreaterThan(0);
    const doseSource = body.sources.findIndex((s) => /^\/categories\/1\/drugs\/meloxicam\/doses\/\d+$/.test(s.link));
    expect(doseSource).toBeGreaterThanOrEqual(0);
    expect(body.llm_response).toContain(`[\\[${doseSource + 1}\\]](${body.sources[doseSource]!.link})`);
    // Every link points inside the app.
    for (const s of body.sources) expect(s.link).toMatch(/^\/(categories|item|calculators)\//);
    expect(body.sources[0]).toMatchObject({
      title: expect.stringContaining('Meloxicam'),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('cites sections of topic items', async () => {
    const body = (await ask(plain, 'Como estadiar a doença renal crônica felina?')).json() as AiSearchResponse;
    expect(body.sources.some((s) => s.link.startsWith('/item/doenca-renal-cronica-felina/content/'))).toBe(true);
  });

  it('says so plainly when our content does not answer', async () => {
    const body = (await ask(plain, 'Qual a capital da França?')).json() as AiSearchResponse;
    expect(body).toEqual({ llm_response: NO_ANSWER, sources: [] });
  });

  // The relevance set: retrieval hands each answer the same sections, in the same order, as the
  // engine these pins were taken from. A change of engine must keep them; a deliberate change of
  // ranking prints them again (scripts/ai-relevance.mjs) and says why in its commit.
  it.each(AI_RELEVANCE_QUESTIONS)('cites the pinned sections: %s', async (question) => {
    const ids = (await plain.app.searchIndex.passages(question, 8)).map((p) => p.id);
    expect(ids).toEqual((pins as Record<string, string[]>)[question]);
  });

  it('says the library covers only dogs and cats instead of answering for another species', async () => {
    for (const path of ['/api/topics/ai-search', '/api/topics/ai-search/stream']) {
      const res = await ask(plain, 'praziquantel para coelhos?', undefined, path);
      expect(res.statusCode).toBe(200);
      const body = path.endsWith('stream') ? events(res.body).at(-1)! : (res.json() as AiSearchResponse);
      expect(body).toMatchObject({ sources: [] });
      expect(JSON.stringify(body)).toContain('cobre apenas cães e gatos');
      expect(JSON.stringify(body)).not.toMatch(/mg\/kg/);
    }
    // The same drug for a cat is answered from the library.
    const cat = (await ask(plain, 'praziquantel para gatos')).json() as AiSearchResponse;
    expect(cat.sources.length).toBeGreaterThan(0);
  });

  it('a DKA answer carries potassium before insulin first', async () => {
    const body = (await ask(plain, 'Qual a dose de insulina na cetoacidose diabética?')).json() as AiSearchResponse;
    const rule = body.llm_response.indexOf('corrija o potássio antes da insulina');
    expect(rule).toBeGreaterThanOrEqual(0);
    expect(rule).toBeLessThan(body.llm_response.indexOf('Trechos'));
  });

  it('403 for a user without PRO; 400 over 500 characters; 401 without a token', async () => {
    const refused = await ask(plain, DOSE_QUESTION, free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect((await ask(plain, DOSE_QUESTION, free, '/api/topics/ai-search/stream')).statusCode).toBe(403);
    const long = await ask(plain, 'a'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'AI_QUESTION_MAX', message: 'Máx 500 caracteres.' });
    expect((await plain.app.inject({ method: 'GET', url: '/api/topics/ai-search?search=x' })).statusCode).toBe(401);
  });

  it('streams the same answer as events', async () => {
    const res = await ask(plain, DOSE_QUESTION, undefined, '/api/topics/ai-search/stream');
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const list = events(res.payload);
    expect(list[0]!.type).toBe('sources');
    const answer = list.at(-1)!;
    expect(answer.type).toBe('answer');
    expect(answer).toMatchObject((await ask(plain, DOSE_QUESTION)).json() as AiSearchResponse);
  });
});

describe('AI search with an OpenAI-compatible model on 127.0.0.1', () => {
  it('keeps cited claims, drops citations to sources it was not given and doses without a dose record', async () => {
    const body = (await ask(withModel, DOSE_QUESTION)).json() as AiSearchResponse;
    expect(model.requests.at(-1)).toEqual({ model: 'vet-1', stream: false });
    expect(body.llm_response).toContain('O meloxicam é um AINE usado em gatos [\\[');
    expect(body.llm_response).toContain('A dose registrada é a da ficha [\\[');
    expect(body.llm_response).not.toContain('0,3 mg/kg');
    expect(body.llm_response).not.toContain('99');
    expect(body.llm_response).toContain('Veja também');
  });

  it('a model citing only sections it was not given falls back to the extractive answer', async () => {
    const body = (await ask(withModel, `${DOSE_QUESTION} inventa`)).json() as AiSearchResponse;
    expect(body.llm_response).toMatch(/^Trechos do conteúdo do Vetor/);
    expect(body.llm_response).not.toContain('[42]');
  });

  it('a model that times out falls back to the extractive answer', async () => {
    const started = Date.now();
    const body = (await ask(withModel, `${DOSE_QUESTION} lento`)).json() as AiSearchResponse;
    expect(body.llm_response).toMatch(/^Trechos do conteúdo do Vetor/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('streams the model text as it is written, then the cleaned answer', async () => {
    // Another question than the first test's, whose answer is now kept (no model call, no deltas).
    const res = await ask(withModel, `${DOSE_QUESTION} Resumo`, undefined, '/api/topics/ai-search/stream');
    const list = events(res.payload);
    expect(model.requests.at(-1)).toEqual({ model: 'vet-1', stream: true });
    const deltas = list.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const answer = list.at(-1)!;
    expect(answer.type).toBe('answer');
    if (answer.type === 'answer') {
      expect(answer.llm_response).toContain('usado em gatos [\\[');
      expect(answer.llm_response).not.toContain('0,3 mg/kg');
    }
  });

  it('a streaming model that times out still ends with the extractive answer', async () => {
    const res = await ask(withModel, `${DOSE_QUESTION} lento`, undefined, '/api/topics/ai-search/stream');
    const answer = events(res.payload).at(-1)!;
    expect(answer.type).toBe('answer');
    if (answer.type === 'answer') expect(answer.llm_response).toMatch(/^Trechos do conteúdo do Vetor/);
  });
});

describe('AI search cost: repeated questions from memory, a daily quota of new ones', () => {
  it('a hundred identical questions at once make one model call, and other wording shares it', async () => {
    const question = 'Qual a dose de maropitant para vômito em cães?';
    const before = model.requests.length;
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask(withModel, question)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(model.requests.length - before).toBe(1);
    const again = await ask(withModel, 'qual a DOSE de MAROPITANT para vomito em caes');
    expect(again.json()).toEqual(answers[0]!.json());
    const streamed = events((await ask(withModel, question, undefined, '/api/topics/ai-search/stream')).payload);
    expect(streamed.at(-1)).toMatchObject({ type: 'answer', ...answers[0]!.json() });
    expect(model.requests.length - before).toBe(1);
  });

  it('a content change forgets the kept answers', async () => {
    const question = 'Quais os sinais clínicos da cinomose?';
    await ask(withModel, question);
    const before = model.requests.length;
    await ask(withModel, question);
    expect(model.requests.length).toBe(before);
    await withModel.app.contentEvents.changed();
    await ask(withModel, question);
    expect(model.requests.length).toBe(before + 1);
  });

  it('past the daily quota a new question is refused in pt-BR; kept answers still come', async () => {
    const { token } = await signedInUser(withModel, { entitlements: ['va_pro'] });
    const limit = LIMITS.aiModelQuestionsPerDay;
    // Two-digit weights: one-character words are not part of the normalised question.
    const question = (n: number) => `Qual a dose de meloxicam para gatos de ${n + 10} kg?`;
    for (let n = 1; n <= limit; n++) expect((await ask(withModel, question(n), token)).statusCode).toBe(200);
    const before = model.requests.length;
    const refused = await ask(withModel, question(limit + 1), token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'AI_QUOTA_REACHED',
      message: `Você atingiu o limite de ${limit} perguntas novas à IA por hoje. As perguntas já respondidas continuam disponíveis; o limite renova à meia-noite (UTC).`,
    });
    const stream = await ask(withModel, question(limit + 2), token, '/api/topics/ai-search/stream');
    expect(stream.payload).toContain('event: error');
    expect(stream.payload).toContain('"code":"AI_QUOTA_REACHED"');
    expect(model.requests.length).toBe(before);
    // Already answered today (by anyone): from memory, not counted.
    expect((await ask(withModel, question(1), token)).statusCode).toBe(200);
    // Another user's quota is their own.
    expect((await ask(withModel, question(limit + 1))).statusCode).toBe(200);
  });
});
