import type { DrugFile } from '@vetor/domain/content/drug.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../test/s3-peer.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { createEditor } from './management.service.js';

// The content-editing part of the management area on a real database: topics, subtopics and new
// items with every section style, subtopic approvals seen by the app at once (cache and search),
// photo uploads into the file store (local directory and a real S3 peer), drug versions and
// exclusions.

const ADMIN_PASSWORD = 'senha-forte-admin-1';
const EDITOR_PASSWORD = 'senha-forte-editor-1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Ctx {
  t: TestApp;
  admin: string;
  editor: string;
  reader: string;
}

async function setUp(env: Record<string, string> = {}): Promise<Ctx> {
  const t = await createTestApp(env);
  await createEditor(t.database.db, { user: 'ana', name: 'Ana', password: ADMIN_PASSWORD, profile: 1 });
  await createEditor(t.database.db, { user: 'bruno', name: 'Bruno', password: EDITOR_PASSWORD, profile: 2 });
  const login = async (user: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/management/login', payload: { user, password } })).json()
      .token as string;
  return {
    t,
    admin: await login('ana', ADMIN_PASSWORD),
    editor: await login('bruno', EDITOR_PASSWORD),
    reader: (await signedInUser(t, { entitlements: ['va_pro'] })).token,
  };
}

function caller(c: Ctx) {
  return (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    c.t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

describe('topics, subtopics and items', () => {
  let c: Ctx;
  let inject: ReturnType<typeof caller>;
  beforeAll(async () => {
    c = await setUp();
    inject = caller(c);
  });
  afterAll(() => c.t.close());

  const searchIds = async (q: string) =>
    ((await inject('GET', `/api/search?q=${encodeURIComponent(q)}`, c.reader)).json().hits as { itemId: string }[]).map(
      (h) => h.itemId,
    );
  const topicItemIds = async (topic: string) =>
    ((await inject('GET', `/api/topics/${topic}`, c.reader)).json().subtopics as { items: { id: string }[] }[]).flatMap(
      (s) => s.items.map((i) => i.id),
    );

  it('creates and renames a topic; profile 2 may not touch diseases', async () => {
    const made = await inject('POST', '/api/management/topics', c.admin, {
      name: 'Oftalmologia clínica',
      description: 'Afecções oculares de cães e gatos.',
      category: 12,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      code: 'SUCCESS',
      message: 'Operação realizada com sucesso.',
      id: 'oftalmologia-clinica',
    });
    const renamed = await inject('POST', '/api/management/topics', c.admin, {
      id: 'oftalmologia-clinica',
      name: 'Oftalmologia',
      description: 'Afecções oculares de cães e gatos.',
      category: 12,
    });
    expect(renamed.json().id).toBe('oftalmologia-clinica');
    const topics = (await inject('GET', '/api/management/topics', c.admin)).json().topics as {
      id: string;
      name: string;
    }[];
    expect(topics.find((t) => t.id === 'oftalmologia-clinica')?.name).toBe('Oftalmologia');

    const denied = await inject('POST', '/api/management/topics', c.editor, {
      name: 'Doenças novas',
      description: 'x',
      category: 11,
    });
    expect(denied.statusCode).toBe(404);
    const editorTopics = (await inject('GET', '/api/management/topics', c.editor)).json().topics as {
      category: number;
    }[];
    expect(editorTopics.some((t) => t.category === 11)).toBe(false);
    expect(
      (await inject('POST', '/api/management/topics/subtopics', c.editor, { topicId: 'doencas', name: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('a new item is a draft nobody reads; editing every style, then the subtopic approval publishes it to the app and search', async () => {
    const sub = await inject('POST', '/api/management/topics/subtopics', c.editor, {
      topicId: 'tratamento',
      name: 'Oftálmicos tópicos',
    });
    expect(sub.statusCode).toBe(200);
    const subId = sub.json().id as string;
    expect(subId).toBe('oftalmicos-topicos');

    const made = await inject('POST', `/api/management/topics/subtopics/${subId}/items`, c.editor, {
      name: 'Úlcera de córnea',
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().id as string;
    expect(id).toBe('ulcera-de-cornea');
    const listed = (await inject('GET', `/api/management/topics/subtopics/${subId}`, c.editor)).json();
    expect(listed.items).toEqual([
      { id, name: 'Úlcera de córnea', available: false, publishedVersion: null, latestVersion: 1 },
    ]);
    expect(await topicItemIds('tratamento')).not.toContain(id);

    const item = (await inject('GET', `/api/management/topics/subtopics/items/${id}`, c.editor)).json();
    const content: TopicItemFile = {
      ...item.content,
      synonyms: ['Ceratite ulcerativa'],
      animals: [1],
      premium: false,
      freeTrial: true,
      references: [
        { name: 'Maggs DJ. Slatter’s Fundamentals of Veterinary Ophthalmology', year: 2018, levelNumber: 3, type: 0 },
      ],
      sections: [
        {
          style: 0,
          text: 'Abordagem',
          references: [0],
          sections: [
            { style: 1, text: 'Diagnóstico', sections: [{ style: 3, text: 'Teste de fluoresceína positivo' }] },
            { style: 2, text: 'Estadiamento' },
            { style: 4, text: 'Superficial ou profunda' },
            { style: 5, table: { headers: ['Tipo', 'Conduta'], lines: [['Superficial', 'Antibiótico tópico']] } },
            { style: 6, photos: [{ url: '/content/photos/acepran.svg', alt: 'Olho com úlcera corada' }] },
            { style: 7, paragraphs: ['Uma úlcera queratomalácica pede colírio antiprotease.'] },
            { style: 8, video: 'https://www.youtube-nocookie.com/embed/abcdef123' },
          ],
        },
      ],
    };
    const badVideo = structuredClone(content);
    (badVideo.sections[0]!.sections![6] as { video: string }).video = 'http://example.com/video.mp4';
    expect((await inject('POST', `/api/management/topics/subtopics/items/${id}`, c.editor, badVideo)).statusCode).toBe(
      400,
    );
    const saved = await inject('POST', `/api/management/topics/subtopics/items/${id}`, c.editor, content);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    expect(await searchIds('queratomalácica')).not.toContain(id);

    const approved = await inject('POST', `/api/management/topics/subtopics/${subId}/approvals`, c.editor, {
      available: true,
    });
    expect(approved.statusCode).toBe(200);
    expect(await topicItemIds('tratamento')).toContain(id);
    const read = await inject('GET', `/api/topics/tratamento/items/${id}`, c.reader);
    expect(read.statusCode).toBe(200);
    expect(read.json().sections[0].sections[6].video).toBe('https://www.youtube-nocookie.com/embed/abcdef123');
    expect(await searchIds('queratomalácica')).toContain(id);

    // available false: the subtopic's items leave the lists and search at once.
    const disabled = await inject('POST', `/api/management/topics/subtopics/${subId}/approvals`, c.editor, {
      available: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect(await topicItemIds('tratamento')).not.toContain(id);
    expect(await searchIds('queratomalácica')).not.toContain(id);
    const topic = (await inject('GET', '/api/topics/tratamento', c.reader)).json();
    expect(topic.subtopics.map((s: { id: string }) => s.id)).not.toContain(subId);
  });
});

describe.each(['local', 's3'] as const)('photo uploads on the %s file store', (backend) => {
  let c: Ctx;
  let inject: ReturnType<typeof caller>;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  beforeAll(async () => {
    if (backend === 's3') s3 = await startS3();
    c = await setUp(s3 ? { S3_URL: s3.url } : {});
    inject = caller(c);
    expect(c.t.app.files.kind).toBe(backend);
  });
  afterAll(async () => {
    await c.t.close();
    await s3?.close();
  });

  it('stores a photo under a fresh name and serves it publicly', async () => {
    const res = await inject('POST', '/api/management/temporaries/photos', c.admin, {
      name: 'ulcera.png',
      base64FileExtension: 'png',
      file: `data:image/png;base64,${PNG.toString('base64')}`,
      path: 'ulcera-de-cornea',
    });
    expect(res.statusCode).toBe(200);
    const { key, url } = res.json() as { key: string; url: string };
    expect(url).toMatch(/^\/api\/management\/photos\/[0-9a-f-]{36}\.png$/);
    const stored = await c.t.app.files.get(key);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.compare(stored!.body, PNG)).toBe(0);
    const served = await inject('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
  });

  it('refuses a file that is not the photo it says, one too large and one without a token, in pt-BR', async () => {
    const fake = await inject('POST', '/api/management/temporaries/photos', c.admin, {
      name: 'virus.png',
      base64FileExtension: 'png',
      file: Buffer.from('<script>alert(1)</script>').toString('base64'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      code: 'PHOTO_INVALID',
      message: 'Foto não aceita: envie JPG, PNG ou WebP de até 5 MB.',
    });
    const gif = await inject('POST', '/api/management/temporaries/photos', c.admin, {
      name: 'a.gif',
      base64FileExtension: 'gif',
      file: PNG.toString('base64'),
    });
    expect(gif.statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await inject('POST', '/api/management/temporaries/photos', c.admin, {
      name: 'grande.png',
      base64FileExtension: 'png',
      file: big.toString('base64'),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'PHOTO_INVALID' });
    const anonymous = await inject('POST', '/api/management/temporaries/photos', undefined, {
      name: 'a.png',
      base64FileExtension: 'png',
      file: PNG.toString('base64'),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await inject('GET', '/api/management/photos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});

describe('drugs and products', () => {
  let c: Ctx;
  let inject: ReturnType<typeof caller>;
  beforeAll(async () => {
    c = await setUp();
    inject = caller(c);
  });
  afterAll(() => c.t.close());

  const DRUG = '/api/management/entities/drugs/acepromazina';
  const summaryIds = async () =>
    ((await inject('GET', '/api/entities/summaries', c.reader)).json().items as { id: string }[]).map((i) => i.id);
  const searchIds = async (q: string) =>
    ((await inject('GET', `/api/search?q=${encodeURIComponent(q)}`, c.reader)).json().hits as { itemId: string }[]).map(
      (h) => h.itemId,
    );

  it('reads a drug and a product; an unknown one answers ERROR_GET_DRUG', async () => {
    const drug = (await inject('GET', DRUG, c.editor)).json();
    expect(drug).toMatchObject({ kind: 'drug', id: 'acepromazina', latestVersion: 0, publishedVersion: 0 });
    expect(drug.content.doses.length).toBeGreaterThanOrEqual(2);
    const product = (await inject('GET', '/api/management/entities/products/acepran', c.editor)).json();
    expect(product).toMatchObject({ kind: 'product', id: 'acepran', disabled: false });
    const missing = await inject('GET', '/api/management/entities/drugs/nao-existe', c.editor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ERROR_GET_DRUG' });
  });

  it('an edit is a draft; the approval publishes it to the app and search at once', async () => {
    const drug = (await inject('GET', DRUG, c.editor)).json() as { content: DrugFile };
    // Warm the app's cache so a stale copy would show.
    const before = (await inject('GET', '/api/entities/drugs/acepromazina', c.reader)).json();
    const edited: DrugFile = {
      ...drug.content,
      description: 'Tranquilizante fenotiazínico de ação prolongada (neuroleptoanalgesia)',
      doses: drug.content.doses.map((d, i) => (i === 0 ? { ...d, dose: '0,01 a 0,03' } : d)),
    };
    const saved = await inject('POST', DRUG, c.editor, edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'SUCCESS', version: 2 });
    expect((await inject('GET', '/api/entities/drugs/acepromazina', c.reader)).json().description).toBe(
      before.description,
    );
    expect(await searchIds('neuroleptoanalgesia')).not.toContain('acepromazina');

    const badProduct = await inject('POST', DRUG, c.editor, { ...edited, veterinary_products: ['nao-existe'] });
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json()).toMatchObject({ code: 'SAVE_DRUG_ERROR', message: 'Erro ao salvar droga' });

    expect((await inject('POST', `${DRUG}/approvals`, c.editor, { available: true })).statusCode).toBe(200);
    const now = (await inject('GET', '/api/entities/drugs/acepromazina', c.reader)).json();
    expect(now.description).toBe(edited.description);
    expect(now.doses[0].dose).toBe('0,01 a 0,03');
    expect(await searchIds('neuroleptoanalgesia')).toContain('acepromazina');
    const history = (await inject('GET', DRUG, c.editor)).json();
    expect(history.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'published'],
      [1, 'published'],
    ]);
    // Restoring the seeded version makes it a new draft; readers keep v2 until it is approved.
    const restored = await inject('POST', `${DRUG}/versions/1/restorations`, c.editor);
    expect(restored.json()).toMatchObject({ code: 'SUCCESS', version: 3 });
    expect((await inject('GET', DRUG, c.editor)).json().content.description).toBe(before.description);
    expect((await inject('GET', '/api/entities/drugs/acepromazina', c.reader)).json().description).toBe(
      edited.description,
    );
    expect((await inject('POST', `${DRUG}/versions/9/restorations`, c.editor)).statusCode).toBe(404);
  });

  it('an exclusion hides a drug or a product from lists and search at once; only profile 1 deletes', async () => {
    const body = { id: 'acepromazina', category: 1, tempExclusion: true, productExclusion: false };
    expect((await inject('POST', '/api/management/summaries-exclusion', c.editor, body)).statusCode).toBe(403);
    expect(await summaryIds()).toContain('acepromazina');
    expect(await searchIds('acepromazina')).toContain('acepromazina');
    const res = await inject('POST', '/api/management/summaries-exclusion', c.admin, body);
    expect(res.json()).toMatchObject({ code: 'SUCCESS' });
    expect(await summaryIds()).not.toContain('acepromazina');
    expect(await searchIds('acepromazina')).not.toContain('acepromazina');
    expect((await inject('GET', '/api/entities/drugs/acepromazina', c.reader)).json().disabled).toBe(true);
    // Approving the drug again brings it back.
    await inject('POST', `${DRUG}/approvals`, c.admin, { available: true });
    expect(await summaryIds()).toContain('acepromazina');

    expect(await summaryIds()).toContain('acepran');
    const product = await inject('POST', '/api/management/summaries-exclusion', c.admin, {
      id: 'acepran',
      category: 1,
      tempExclusion: false,
      productExclusion: true,
    });
    expect(product.statusCode).toBe(200);
    expect(await summaryIds()).not.toContain('acepran');
    expect(await searchIds('acepran')).not.toContain('acepran');
    const wrong = await inject('POST', '/api/management/summaries-exclusion', c.admin, { ...body, id: 'nao-existe' });
    expect(wrong.json()).toMatchObject({ code: 'ERROR_GET_DRUG' });
  });
});
