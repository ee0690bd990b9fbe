import { topicItemResponse } from '@vetor/domain/content/content-api.schemas';
import type { TopicItemFile } from '@vetor/domain/content/topic.schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Inject, injector, signedInUser, type TestApp } from '../../test/test-app.js';
import { createEditor } from './management.service.js';

// The management API on a real database: audiences, profiles, versions and approvals seen by the
// app at once (cache and search), disabling, and the table import's all-or-nothing rule.

let t: TestApp;
let inject: Inject;
let admin: string;
let editor: string;
let reader: string;
const ADMIN_PASSWORD = 'senha-forte-admin-1';
const EDITOR_PASSWORD = 'senha-forte-editor-1';

async function login(user: string, password: string) {
  const res = await inject('POST', '/api/management/login', undefined, { user, password });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; profile: number };
}

beforeAll(async () => {
  t = await createTestApp();
  inject = injector(t);
  await createEditor(t.database.db, { user: 'ana', name: 'Ana', password: ADMIN_PASSWORD, profile: 1 });
  await createEditor(t.database.db, { user: 'bruno', name: 'Bruno', password: EDITOR_PASSWORD, profile: 2 });
  await createEditor(t.database.db, { user: 'carla', name: 'Carla', password: ADMIN_PASSWORD, profile: 1 });
  admin = (await login('ana', ADMIN_PASSWORD)).token;
  editor = (await login('bruno', EDITOR_PASSWORD)).token;
  reader = (await signedInUser(t, { entitlements: ['va_pro'] })).token;
});
afterAll(() => t.close());

const ITEM = '/api/management/topics/subtopics/items/cinomose';
const APP_ITEM = '/api/topics/doencas/items/cinomose';

describe('sign-in and audiences', () => {
  it('answers a token and the profile; a wrong password is refused', async () => {
    const ok = await login('ana', ADMIN_PASSWORD);
    expect(ok.profile).toBe(1);
    const bad = await inject('POST', '/api/management/login', undefined, { user: 'ana', password: 'errada-123' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'MANAGEMENT_INVALID_LOGIN', message: 'Usuário ou senha incorretos.' });
    const unknown = await inject('POST', '/api/management/login', undefined, { user: 'ninguem', password: 'x' });
    expect(unknown.statusCode).toBe(401);
  });

  it('never lets a token cross: management tokens fail on the app API and app tokens on the management API', async () => {
    expect((await inject('GET', APP_ITEM, admin)).statusCode).toBe(401);
    expect((await inject('GET', '/api/users/me', admin)).statusCode).toBeGreaterThanOrEqual(401);
    expect((await inject('GET', ITEM, reader)).statusCode).toBe(401);
    expect((await inject('GET', '/api/management/classes', reader)).statusCode).toBe(401);
    expect((await inject('GET', ITEM)).statusCode).toBe(401);
    expect((await inject('GET', APP_ITEM, reader)).statusCode).toBe(200);
    expect((await inject('GET', ITEM, admin)).statusCode).toBe(200);
  });

  it('rate-limits sign-in attempts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (await inject('POST', '/api/management/login', undefined, { user: 'zeca', password: 'x' })).statusCode,
      );
    expect(codes).toContain(429);
  });
});

describe('profiles', () => {
  it('profile 2 neither sees nor edits diseases; it edits treatment items', async () => {
    expect((await inject('GET', ITEM, editor)).statusCode).toBe(404);
    const list = (await inject('GET', '/api/management/topics/subtopics/items', editor)).json() as {
      items: { category: number }[];
    };
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.category !== 11)).toBe(true);
    const adminList = (await inject('GET', '/api/management/topics/subtopics/items', admin)).json() as {
      items: { category: number }[];
    };
    expect(adminList.items.some((i) => i.category === 11)).toBe(true);
    const treatment = await inject('GET', '/api/management/topics/subtopics/items/choque-septico', editor);
    expect(treatment.statusCode).toBe(200);
    const content = treatment.json().content as TopicItemFile;
    const saved = await inject('POST', '/api/management/topics/subtopics/items/choque-septico', editor, {
      ...content,
      description: `${content.description} (revisado)`,
    });
    expect(saved.statusCode).toBe(200);
    // …but not move it into diseases.
    const moved = await inject('POST', '/api/management/topics/subtopics/items/choque-septico', editor, {
      ...content,
      categories: [11],
    });
    expect(moved.statusCode).toBe(404);
  });
});

function withSectionText(content: TopicItemFile, text: string): TopicItemFile {
  const copy = structuredClone(content) as TopicItemFile & { sections: { text?: string }[] };
  copy.sections[0]!.text = text;
  return copy;
}

describe('versions and approvals', () => {
  it('an edit is a draft; approval publishes it to the app and search at once; restore makes a new version', async () => {
    const before = (await inject('GET', ITEM, admin)).json();
    const oldTitle = before.content.sections[0].text as string;
    // Warm the app's cache so a stale copy would show.
    expect(topicItemResponse.parse((await inject('GET', APP_ITEM, reader)).json()).sections[0]!).toMatchObject({
      text: oldTitle,
    });

    const saved = await inject('POST', ITEM, admin, withSectionText(before.content, 'Xilofagia paramixovírica'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'SUCCESS', version: before.latestVersion + 1 });

    // Readers keep the published version.
    const still = (await inject('GET', APP_ITEM, reader)).json();
    expect(still.sections[0].text).toBe(oldTitle);
    const noHit = (await inject('GET', '/api/search?q=xilofagia', reader)).json();
    expect(noHit.hits).toEqual([]);

    const approved = await inject('POST', `${ITEM}/approvals`, admin, { available: true });
    expect(approved.statusCode).toBe(200);
    const now = (await inject('GET', APP_ITEM, reader)).json();
    expect(now.sections[0].text).toBe('Xilofagia paramixovírica');
    expect(now.version).toBe(before.latestVersion + 1);
    const hit = (await inject('GET', '/api/search?q=xilofagia', reader)).json();
    expect(hit.hits.map((h: { itemId: string }) => h.itemId)).toContain('cinomose');

    // History and restore: the old version comes back as a new draft.
    const history = (await inject('GET', ITEM, admin)).json();
    expect(history.versions.map((v: { version: number }) => v.version)).toContain(before.latestVersion);
    const old = await inject('GET', `${ITEM}/versions/${before.latestVersion}`, admin);
    expect(old.json().content.sections[0].text).toBe(oldTitle);
    const restored = await inject('POST', `${ITEM}/versions/${before.latestVersion}/restorations`, admin);
    expect(restored.json().version).toBe(before.latestVersion + 2);
    const afterRestore = (await inject('GET', ITEM, admin)).json();
    expect(afterRestore.content.sections[0].text).toBe(oldTitle);
    expect(afterRestore.publishedVersion).toBe(before.latestVersion + 1);
  });

  it('available false hides the item from the app lists, detail and search', async () => {
    expect((await inject('POST', `${ITEM}/approvals`, admin, { available: true })).statusCode).toBe(200);
    // The item's own hits: the DDx tool's diagnosis of the same name (topic 'ddx', opens /ddx) is
    // the tool's content, edited with the tool, and stays.
    const hits = async () =>
      ((await inject('GET', '/api/search?q=cinomose', reader)).json().hits as { itemId: string; topic: string }[])
        .filter((h) => h.topic !== 'ddx')
        .map((h) => h.itemId);
    const topicIds = async () =>
      ((await inject('GET', '/api/topics/doencas', reader)).json().subtopics as { items: { id: string }[] }[]).flatMap(
        (s) => s.items.map((i) => i.id),
      );
    expect(await hits()).toContain('cinomose');
    expect(await topicIds()).toContain('cinomose');

    expect((await inject('POST', `${ITEM}/approvals`, admin, { available: false })).statusCode).toBe(200);
    expect((await inject('GET', APP_ITEM, reader)).statusCode).toBe(404);
    expect(await hits()).not.toContain('cinomose');
    expect(await topicIds()).not.toContain('cinomose');

    expect((await inject('POST', `${ITEM}/approvals`, admin, { available: true })).statusCode).toBe(200);
    expect((await inject('GET', APP_ITEM, reader)).statusCode).toBe(200);
  });

  it('keeps an audit row of each action, with who and before/after', async () => {
    const { entries } = (await inject('GET', '/api/management/audit', admin)).json() as {
      entries: { action: string; editorUser: string; before: unknown; after: unknown; target: string }[];
    };
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['login', 'item.save', 'item.publish', 'item.disable', 'item.restore']),
    );
    const save = entries.find((e) => e.action === 'item.save' && e.target.startsWith('item:cinomose'));
    expect(save).toMatchObject({ editorUser: 'ana' });
    expect(save?.before).not.toBeNull();
    expect(save?.after).not.toBeNull();
    // Read-only: no route writes or deletes audit rows.
    expect((await inject('POST', '/api/management/audit', admin, {})).statusCode).toBe(404);
  });
});

describe('two-person review', () => {
  it('refuses the author approving their own draft when the deployment asks for a reviewer', async () => {
    const t2 = await createTestApp({ MANAGEMENT_REQUIRE_REVIEWER: 'true' });
    try {
      await createEditor(t2.database.db, { user: 'ana', name: 'Ana', password: ADMIN_PASSWORD, profile: 1 });
      await createEditor(t2.database.db, { user: 'carla', name: 'Carla', password: ADMIN_PASSWORD, profile: 1 });
      const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
        t2.app.inject({
          method,
          url,
          ...(payload !== undefined ? { payload: payload as object } : {}),
          headers: { authorization: `Bearer ${token}` },
        });
      const tokenOf = async (user: string) =>
        (
          await t2.app.inject({
            method: 'POST',
            url: '/api/management/login',
            payload: { user, password: ADMIN_PASSWORD },
          })
        ).json().token as string;
      const ana = await tokenOf('ana');
      const carla = await tokenOf('carla');
      const item = (await call('GET', ITEM, ana)).json();
      await call('POST', ITEM, ana, withSectionText(item.content, 'Revisão em dupla'));
      const own = await call('POST', `${ITEM}/approvals`, ana, { available: true });
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe('MANAGEMENT_REVIEWER_REQUIRED');
      expect((await call('POST', `${ITEM}/approvals`, carla, { available: true })).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('classes and table import', () => {
  const importFile = (fileName: string, file: string, apply: boolean) =>
    inject('POST', '/api/management/classes/imports', admin, { fileName, file, apply });
  const classNames = async () =>
    ((await inject('GET', '/api/management/classes?category=1', admin)).json().classes as { name: string }[]).map(
      (c) => c.name,
    );

  it('adds a class and lists it', async () => {
    const res = await inject('POST', '/api/management/classes', admin, { name: 'Classe de teste', category: 1 });
    expect(res.json()).toMatchObject({ code: 'SUCCESS' });
    expect(await classNames()).toContain('Classe de teste');
  });

  it('previews, then applies every row of a valid CSV', async () => {
    const csv = 'nome;categoria\nImportada A;1\nImportada B;1\n';
    const preview = await importFile('classes.csv', b64(csv), false);
    expect(preview.json()).toMatchObject({ applied: false, rows: [{ name: 'Importada A', category: 1 }, {}] });
    expect(await classNames()).not.toContain('Importada A');
    const applied = await importFile('classes.csv', b64(csv), true);
    expect(applied.json()).toMatchObject({ applied: true, inserted: 2 });
    expect(await classNames()).toEqual(expect.arrayContaining(['Importada A', 'Importada B']));
  });

  it('answers the spec messages and writes nothing for a bad file', async () => {
    const tooWide = await importFile('x.csv', b64('a;b;c;d\n1;2;3;4\n'), true);
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toBe('Quantidade de colunas inválidas (max 3).');

    const badRow = await importFile('x.csv', b64('nome;categoria\nNunca A;1\nNunca B\n'), true);
    expect(badRow.statusCode).toBe(400);
    expect(badRow.json().message).toMatch(/^Linha 3 inválida/);

    const unknownCategory = await importFile('x.csv', b64('nome;categoria\nNunca C;1\nNunca D;999\n'), true);
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toMatch(
      /^Linha 3, coluna 2: a categoria "999" não existe\. Use o número de uma destas: 1 \([^)]+\), /,
    );
    const notANumber = await importFile('x.csv', b64('nome;categoria\nNunca E;Antibióticos\n'), true);
    expect(notANumber.json().message).toMatch(/^Linha 2, coluna 2: a categoria "Antibióticos" não existe/);

    // PostgreSQL refuses NUL in text: before, the row reached the insert and the answer was a 500.
    const nul = await importFile('x.csv', b64('nome;categoria\nNunca F\u0000;1\n'), true);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'IMPORT_INVALID_CHARACTER' });
    const formula = await importFile('x.csv', b64('nome;categoria\n=cmd|"/c calc"!A1;1\n'), true);
    expect(formula.statusCode).toBe(400);
    expect(formula.json()).toMatchObject({ code: 'IMPORT_FORMULA_CELL' });
    expect(await classNames()).not.toEqual(expect.arrayContaining(['Nunca A']));
    expect(await classNames()).not.toContain('Nunca C');

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Classes');
    sheet.getRow(3).getCell(1).value = 'Sem cabeçalho';
    sheet.getRow(3).getCell(2).value = 1;
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const empty = await importFile('x.xlsx', xlsx, true);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('A planilha precisa de um cabeçalho preenchido.');

    const garbage = await importFile('x.xlsx', b64('isto não é uma planilha'), true);
    expect(garbage.json().message).toBe('Erro ao ler arquivo');
  });

  it('imports an Excel file with a header', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Classes');
    sheet.addRow(['nome', 'categoria']);
    sheet.addRow(['Planilha A', 1]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const res = await importFile('classes.xlsx', xlsx, true);
    expect(res.json()).toMatchObject({ applied: true, inserted: 1 });
    expect(await classNames()).toContain('Planilha A');
  });
});
