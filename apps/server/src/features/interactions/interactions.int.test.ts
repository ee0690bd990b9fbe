import { interactionDrugsResponse, interactionsResponse } from '@vetor/domain/interactions/interactions.schemas';
import { coveredPairs, membershipsOf } from '@vetor/domain/interactions/interactions-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import { loadInteractionsContent } from './interactions.seed.js';

let t: TestApp;
let pro: string;
let free: string;
beforeAll(async () => {
  t = await createTestApp();
  pro = (await signedInUser(t, { entitlements: ['va_pro'] })).token;
  free = (await signedInUser(t)).token;
});
afterAll(() => t.close());

const URL = '/api/entities/drugs/interactions';
const check = (token: string, drugs: unknown) =>
  t.app.inject({ method: 'POST', url: URL, payload: { drugs }, headers: { authorization: `Bearer ${token}` } });

// Rule: docs/product/content-and-study.md §6.
describe('PRO only', () => {
  it('401 without a token, 403 PREMIUM_REQUIRED for a free user (list and check, whatever the body)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: URL, payload: { drugs: ['meloxicam', 'prednisolona'] } })).statusCode,
    ).toBe(401);
    for (const res of [
      await check(free, ['meloxicam', 'prednisolona']),
      await check(free, ['meloxicam']),
      await t.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${free}` } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PREMIUM_REQUIRED');
    }
  });
});

// Rule: docs/product/content-and-study.md §5.
describe('limits', () => {
  it('fewer than 2: 400 DRUGS_INTERACTIONS_MIN; 7: 400 DRUGS_INTERACTIONS_MAX', async () => {
    const min = await check(pro, ['meloxicam']);
    expect(min.statusCode).toBe(400);
    expect(min.json()).toMatchObject({ code: 'DRUGS_INTERACTIONS_MIN', message: 'Selecione ao menos 2 medicamentos.' });
    const max = await check(pro, [
      'meloxicam',
      'prednisolona',
      'tramadol',
      'fluoxetina',
      'enalapril',
      'furosemida',
      'omeprazol',
    ]);
    expect(max.statusCode).toBe(400);
    expect(max.json()).toMatchObject({
      code: 'DRUGS_INTERACTIONS_MAX',
      message: 'Selecione no máximo 6 medicamentos.',
    });
  });
  it('an unknown or non-systemic drug: 404 DRUGS_NO_DATA', async () => {
    const res = await check(pro, ['meloxicam', 'vacina-antirrabica']);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('DRUGS_NO_DATA');
  });
});

describe('POST /api/entities/drugs/interactions', () => {
  it('known pairs come back with their level; pairs with no data are listed', async () => {
    const res = await check(pro, ['meloxicam', 'prednisolona', 'fluoxetina', 'tramadol', 'pimobendan', 'lactulose']);
    expect(res.statusCode).toBe(200);
    const { interactions } = interactionsResponse.parse(res.json());
    expect(interactions).toHaveLength(15);
    const pair = (a: string, b: string) =>
      interactions.find((i) => (i.firstDrug === a && i.secondDrug === b) || (i.firstDrug === b && i.secondDrug === a));
    expect(pair('meloxicam', 'prednisolona')).toMatchObject({
      level: 3,
      firstName: 'Meloxicam',
      secondName: 'Prednisolona',
      rule: { id: 'class:aines+class:corticoides', name: 'AINEs + Corticoides' },
    });
    expect(pair('meloxicam', 'prednisolona')!.references.length).toBeGreaterThan(0);
    expect(pair('fluoxetina', 'tramadol')).toMatchObject({ level: 3, rule: null });
    expect(pair('pimobendan', 'lactulose')).toMatchObject({ level: null, description: '', references: [] });
    // Found first by level, then the pairs with no data.
    const levels = interactions.map((i) => i.level ?? 0);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
  });

  it('a pair covered only by a class rule says which rule matched', async () => {
    const { interactions } = interactionsResponse.parse(
      (await check(pro, ['enalapril', 'cloreto-de-potassio'])).json(),
    );
    expect(interactions[0]).toMatchObject({
      level: 2,
      rule: { name: 'Inibidores da ECA + Poupadores e suplementos de potássio' },
    });
  });

  it('the review fixes: routine premedication is low, omeprazol no longer flags CYP3A substrates', async () => {
    const { interactions } = interactionsResponse.parse(
      (
        await check(pro, ['acepromazina', 'metadona', 'ivermectina', 'milbemicina-oxima', 'omeprazol', 'midazolam'])
      ).json(),
    );
    const pair = (a: string, b: string) =>
      interactions.find((i) => (i.firstDrug === a && i.secondDrug === b) || (i.firstDrug === b && i.secondDrug === a));
    expect(pair('acepromazina', 'metadona')).toMatchObject({ level: 1, rule: null });
    expect(pair('ivermectina', 'milbemicina-oxima')).toMatchObject({ level: 3 });
    expect(pair('omeprazol', 'midazolam')).toMatchObject({ level: null });
  });

  it('no interaction recorded: every pair has level null', async () => {
    const { interactions } = interactionsResponse.parse((await check(pro, ['pimobendan', 'lactulose'])).json());
    expect(interactions).toEqual([expect.objectContaining({ level: null })]);
  });
});

describe('GET /api/entities/drugs/interactions', () => {
  it('lists the systemic drugs sorted by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${pro}` } });
    const { drugs } = interactionDrugsResponse.parse(res.json());
    expect(drugs.length).toBeGreaterThanOrEqual(70);
    expect(drugs[0]!.name).toBe('Acepromazina');
    expect(drugs.map((d) => d.id)).not.toContain('vacina-antirrabica');
  });
});

describe('content', () => {
  it('covers at least 200 pairs of library systemic drugs after class expansion', async () => {
    const { classes, rules } = await loadInteractionsContent(t.database);
    const { drugs } = interactionDrugsResponse.parse(
      (await t.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${pro}` } })).json(),
    );
    const pairs = coveredPairs(
      drugs.map((d) => d.id),
      rules,
      membershipsOf(classes),
    );
    expect(pairs).toBeGreaterThanOrEqual(200);
  });
});
