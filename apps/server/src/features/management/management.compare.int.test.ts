import type { DrugFile } from '@vetor/domain/content/drug.schemas';
import {
  managementDrugCompareResponse,
  managementItemCompareResponse,
} from '@vetor/domain/management/management.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { createEditor } from './management.service.js';

// GET …/compare on a real database: which two versions it answers by default (published against
// the latest draft), any two picked ones, and who may compare what (profiles, audiences).

let t: TestApp;
let admin: string;
let editor: string;
let reader: string;
const ADMIN_PASSWORD = 'senha-forte-admin-1';
const EDITOR_PASSWORD = 'senha-forte-editor-1';

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  t = await createTestApp();
  await createEditor(t.database.db, { user: 'ana', name: 'Ana', password: ADMIN_PASSWORD, profile: 1 });
  await createEditor(t.database.db, { user: 'bruno', name: 'Bruno', password: EDITOR_PASSWORD, profile: 2 });
  const login = async (user: string, password: string) =>
    (await inject('POST', '/api/management/login', undefined, { user, password })).json().token as string;
  admin = await login('ana', ADMIN_PASSWORD);
  editor = await login('bruno', EDITOR_PASSWORD);
  reader = (await signedInUser(t, { entitlements: ['va_pro'] })).token;
});
afterAll(() => t.close());

describe('drug version comparison', () => {
  const DRUG = '/api/management/entities/drugs/acepromazina';

  it('an unedited drug compares its seeded file (v0) with itself', async () => {
    const res = await inject('GET', `${DRUG}/compare`, editor);
    expect(res.statusCode).toBe(200);
    const body = managementDrugCompareResponse.parse(res.json());
    expect(body).toMatchObject({ publishedVersion: 0, latestVersion: 0 });
    expect([body.from.version, body.to.version]).toEqual([0, 0]);
    expect(body.from.author).toBeNull();
  });

  it('by default answers the published version against the latest draft, with its author; any two on request', async () => {
    const drug = (await inject('GET', DRUG, editor)).json() as { content: DrugFile };
    const edited: DrugFile = { ...drug.content, description: 'Fenotiazínico de ação prolongada, revisado' };
    expect((await inject('POST', DRUG, editor, edited)).json()).toMatchObject({ version: 2 });

    const byDefault = managementDrugCompareResponse.parse((await inject('GET', `${DRUG}/compare`, editor)).json());
    expect(byDefault).toMatchObject({ publishedVersion: 1, latestVersion: 2 });
    expect(byDefault.from).toMatchObject({ version: 1, status: 'published', author: null });
    expect(byDefault.to).toMatchObject({ version: 2, status: 'draft', author: 'bruno' });
    expect(byDefault.from.content.description).toBe(drug.content.description);
    expect(byDefault.to.content.description).toBe(edited.description);

    // Once approved nothing is pending: the default shows the last edit (previous against latest).
    expect((await inject('POST', `${DRUG}/approvals`, admin, { available: true })).statusCode).toBe(200);
    const afterPublish = (await inject('GET', `${DRUG}/compare`, editor)).json();
    expect([afterPublish.from.version, afterPublish.to.version]).toEqual([1, 2]);

    const picked = (await inject('GET', `${DRUG}/compare?from=2&to=1`, editor)).json();
    expect([picked.from.version, picked.to.version]).toEqual([2, 1]);
  });

  it('refuses a version that does not exist, a products collection, and tokens of the wrong audience', async () => {
    const missing = await inject('GET', `${DRUG}/compare?from=1&to=9`, editor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ERROR_GET_DRUG' });
    expect((await inject('GET', '/api/management/entities/products/acepran/compare', editor)).statusCode).toBe(404);
    expect((await inject('GET', `${DRUG}/compare?from=abc`, editor)).statusCode).toBe(400);
    expect((await inject('GET', `${DRUG}/compare`, reader)).statusCode).toBe(401);
    expect((await inject('GET', `${DRUG}/compare`)).statusCode).toBe(401);
  });
});

describe('item version comparison', () => {
  const TREATMENT = '/api/management/topics/subtopics/items/choque-septico';
  const DISEASE = '/api/management/topics/subtopics/items/cinomose';

  it('answers the published version against the latest draft of a treatment item, for both profiles', async () => {
    const item = (await inject('GET', TREATMENT, editor)).json();
    const published = item.publishedVersion as number;
    const saved = await inject('POST', TREATMENT, editor, { ...item.content, description: 'Descrição revisada' });
    const draft = saved.json().version as number;
    for (const token of [editor, admin]) {
      const res = await inject('GET', `${TREATMENT}/compare`, token);
      expect(res.statusCode).toBe(200);
      const body = managementItemCompareResponse.parse(res.json());
      expect(body.from).toMatchObject({ version: published, status: 'published' });
      expect(body.to).toMatchObject({ version: draft, status: 'draft', author: 'bruno' });
      expect(body.to.content.description).toBe('Descrição revisada');
    }
    expect((await inject('GET', `${TREATMENT}/compare?from=${published}&to=99`, editor)).statusCode).toBe(404);
  });

  it('a disease compares for profile 1 only: profile 2 gets 404, as if it did not exist', async () => {
    expect((await inject('GET', `${DISEASE}/compare`, admin)).statusCode).toBe(200);
    const denied = await inject('GET', `${DISEASE}/compare`, editor);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await inject('GET', `${DISEASE}/compare`, reader)).statusCode).toBe(401);
  });
});
