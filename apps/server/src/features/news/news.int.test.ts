import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditTrail,
  createTestApp,
  editorToken,
  type Inject,
  injector,
  signedInUser,
  type TestApp,
} from '../../test/test-app.js';
import { loadNewsFiles } from './news.seed.js';
import { newsReads } from './news.table.js';

// News on a real database: the seeded items, unread marks per user (scoped by owner), the
// management list / create / edit / publish, and the LGPD clean-up.

let t: TestApp;
let inject: Inject;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  inject = injector(t);
  editor = await editorToken(t);
});
afterAll(() => t.close());

describe('content/news', () => {
  it('holds at least 12 valid items', async () => {
    expect((await loadNewsFiles()).length).toBeGreaterThanOrEqual(12);
  });
});

describe('GET /api/news and unread marks', () => {
  it('lists the seeded news newest first with sections, all unread for a new user', async () => {
    const { token } = await signedInUser(t);
    const res = await inject('GET', '/api/news', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.news.length).toBeGreaterThanOrEqual(12);
    expect(body.unread).toBe(body.news.length);
    const dates = body.news.map((n: { date: string }) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.news[0].sections[0]).toMatchObject({ style: 1 });
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await inject('GET', '/api/news')).statusCode).toBe(401);
  });

  it("marks an item read for this user only (user B's marks are B's)", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const total = (await inject('GET', '/api/news', a.token)).json().unread;
    const read = await inject('POST', '/api/news/drc-estadiamento-iris-2023/read', a.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: total - 1 });
    // Twice is the same as once.
    expect((await inject('POST', '/api/news/drc-estadiamento-iris-2023/read', a.token)).json().unread).toBe(total - 1);
    const mine = (await inject('GET', '/api/news', a.token)).json();
    expect(mine.news.find((n: { id: string }) => n.id === 'drc-estadiamento-iris-2023').read).toBe(true);
    const theirs = (await inject('GET', '/api/news', b.token)).json();
    expect(theirs.unread).toBe(total);
    expect(theirs.news.every((n: { read: boolean }) => !n.read)).toBe(true);
    const missing = await inject('POST', '/api/news/nao-existe/read', a.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NEWS_NOT_FOUND', message: 'Notícia não encontrada.' });
  });

  it('erases read marks with the account', async () => {
    const { uid, token } = await signedInUser(t);
    await inject('POST', '/api/news/orientacoes-ao-tutor/read', token);
    expect(t.app.personalData.names()).toContain('news');
    await t.database.db.transaction((tx) => t.app.personalData.erase(tx, uid));
    expect(await t.database.db.select().from(newsReads).where(eq(newsReads.uid, uid))).toEqual([]);
  });
});

describe('management of news', () => {
  const draft = {
    id: 'nova-monografia-teste',
    title: 'Nova monografia de teste',
    summary: 'Um resumo curto da notícia de teste.',
    blocks: [{ title: 'O que há', paragraphs: ['Texto da notícia.'] }],
    date: '2026-11-20',
    category: 'content',
    link: '/item/cinomose',
  };

  it('creates a draft unseen by readers, publishes it, and edits it', async () => {
    const created = await inject('POST', '/api/management/news', editor, draft);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().news).toMatchObject({ id: draft.id, published: false, seeded: false });
    const { token } = await signedInUser(t);
    const ids = () =>
      inject('GET', '/api/news', token).then((r) => r.json().news.map((n: { id: string }) => n.id) as string[]);
    expect(await ids()).not.toContain(draft.id);
    const { id: _id, ...body } = draft;
    const published = await inject('POST', `/api/management/news/${draft.id}`, editor, { ...body, published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect((await ids())[0]).toBe(draft.id);
    const again = await inject('POST', '/api/management/news', editor, draft);
    expect(again.statusCode).toBe(409);
    const list = (await inject('GET', '/api/management/news', editor)).json().news;
    expect(list.length).toBeGreaterThanOrEqual(13);
  });

  it('logs each change in the management audit log, with the editor and before/after', async () => {
    const writer = await editorToken(t, { user: 'redatora' });
    const item = { ...draft, id: 'noticia-auditada', title: 'Notícia auditada' };
    const { id, ...body } = item;
    const url = `/api/management/news/${id}`;
    expect((await inject('POST', '/api/management/news', writer, item)).statusCode).toBe(200);
    expect((await inject('POST', url, writer, { ...body, published: true })).statusCode).toBe(200);
    expect((await inject('POST', url, writer, { ...body, title: 'Título novo', published: true })).statusCode).toBe(
      200,
    );
    expect((await inject('POST', url, writer, { ...body, title: 'Título novo', published: false })).statusCode).toBe(
      200,
    );
    // A refused change leaves no row.
    expect((await inject('POST', '/api/management/news', writer, item)).statusCode).toBe(409);
    const mine = await auditTrail(t, writer, `news:${id}`);
    expect(mine.map((e) => e.action)).toEqual(['news.create', 'news.publish', 'news.save', 'news.unpublish']);
    expect(mine.every((e) => e.editorUser === 'redatora')).toBe(true);
    expect(mine[0]?.before).toBeNull();
    expect(mine[2]).toMatchObject({ before: { title: 'Notícia auditada' }, after: { title: 'Título novo' } });
  });

  it('refuses app tokens and bad input', async () => {
    const { token } = await signedInUser(t);
    expect((await inject('GET', '/api/management/news', token)).statusCode).toBe(401);
    const bad = await inject('POST', '/api/management/news', editor, { ...draft, id: 'x', link: 'javascript:1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});
