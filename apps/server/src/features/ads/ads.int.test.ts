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
import * as service from './ads.service.js';
import { adClicks, adDialogDays, ads } from './ads.table.js';

// Ads on a real database: what a free user gets for a place (sorted, one dialog a day), nothing for
// PRO or outside the ad locations, click records, and the management schedule with its counts.

let t: TestApp;
let inject: Inject;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  inject = injector(t);
  editor = await editorToken(t);
  // The seeded house dialog is off; these tests schedule their own in a place of their own.
});
afterAll(() => t.close());

const place = (index: number) => `/api/preferences/ads?location=home&breakpoint=xs&index=${index}`;

async function schedule(body: Record<string, unknown>) {
  const res = await inject('POST', '/api/management/ads', editor, { location: 'home', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ad as { id: string };
}

describe('GET /api/preferences/ads', () => {
  it('gives a free user the house carousel ads of the home, marked by place', async () => {
    const { token } = await signedInUser(t);
    const res = await inject('GET', place(0), token);
    expect(res.statusCode).toBe(200);
    const titles = res.json().ads.map((a: { title: string }) => a.title);
    expect(titles).toContain('Conheça o Vetor PRO');
    expect(titles).toContain('Novas orientações ao tutor');
    expect(res.json().ads.every((a: { ads_type: string }) => a.ads_type === 'carousel')).toBe(true);
  });

  it('sorts by type, keeps one dialog a day per user and honours breakpoint and schedule', async () => {
    await schedule({ ads_type: 'text_list', title: 'Lista de texto', index: 7 });
    await schedule({ ads_type: 'list', title: 'Lista', index: 7, breakpoint: 'xs' });
    await schedule({ ads_type: 'list', title: 'Só desktop', index: 7, breakpoint: 'lg' });
    await schedule({ ads_type: 'carousel', title: 'Carrossel', index: 7 });
    await schedule({ ads_type: 'dialog', title: 'Diálogo', index: 7, close_button: 'Fechar' });
    await schedule({ ads_type: 'dialog', title: 'Outro diálogo', index: 7 });
    await schedule({ ads_type: 'carousel', title: 'Acabou', index: 7, endsAt: '2020-01-01T00:00:00Z' });
    await schedule({ ads_type: 'carousel', title: 'Desligado', index: 7, enabled: false });
    const { token, uid } = await signedInUser(t);
    const first = (await inject('GET', place(7), token)).json().ads.map((a: { title: string }) => a.title);
    expect(first).toEqual(['Diálogo', 'Carrossel', 'Lista', 'Lista de texto']);
    // Later the same day, on any device: no dialog.
    const again = (await inject('GET', place(7), token)).json().ads.map((a: { title: string }) => a.title);
    expect(again).toEqual(['Carrossel', 'Lista', 'Lista de texto']);
    // The next day (Brasília time) the dialog is back.
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    const next = await service.adsFor(
      t.database.db,
      { uid, isPremium: false },
      { location: 'home', breakpoint: 'xs', index: 7 },
      { showToPremium: false, now: tomorrow },
    );
    expect(next[0]?.title).toBe('Diálogo');
    // Another user still gets today's dialog.
    const other = await signedInUser(t);
    expect((await inject('GET', place(7), other.token)).json().ads[0].title).toBe('Diálogo');
  });

  it('gives PRO users no ads unless the deployment says so', async () => {
    const pro = await signedInUser(t, { entitlements: ['va_pro'] });
    expect((await inject('GET', place(0), pro.token)).json().ads).toEqual([]);
    const shown = await service.adsFor(
      t.database.db,
      { uid: pro.uid, isPremium: true },
      { location: 'home', breakpoint: 'xs', index: 0 },
      { showToPremium: true },
    );
    expect(shown.length).toBeGreaterThan(0);
  });

  it('never serves ads in doses, calculators or prescriptions, and needs a token', async () => {
    await t.database.db.insert(ads).values({ type: 'carousel', title: 'Fora do lugar', location: 'calculators' });
    const { token } = await signedInUser(t);
    for (const location of ['calculators', 'doses', 'prescriptions']) {
      const res = await inject('GET', `/api/preferences/ads?location=${location}&breakpoint=xs&index=0`, token);
      expect(res.json().ads).toEqual([]);
    }
    expect((await inject('GET', place(0))).statusCode).toBe(401);
    // And the management area refuses to schedule one there.
    const bad = await inject('POST', '/api/management/ads', editor, {
      ads_type: 'carousel',
      title: 'Nas doses',
      location: 'doses',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/preferences/ads (click records)', () => {
  it('records confirm and close with the time on screen, counted in the management area', async () => {
    const ad = await schedule({ ads_type: 'carousel', title: 'Contado', index: 9, url: '/checkouts' });
    const { token, uid } = await signedInUser(t);
    const confirm = await inject('POST', '/api/preferences/ads', token, {
      confirm: true,
      elapsedSeconds: 4.5,
      ads_uid: ad.id,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ recorded: true });
    await inject('POST', '/api/preferences/ads', token, { confirm: false, elapsedSeconds: 2, ads_uid: ad.id });
    const rows = await t.database.db.select().from(adClicks).where(eq(adClicks.adId, ad.id));
    expect(rows.map((r) => [r.uid, r.confirm, r.elapsedSeconds]).sort()).toEqual(
      [
        [uid, false, 2],
        [uid, true, 4.5],
      ].sort(),
    );
    const listed = (await inject('GET', '/api/management/ads', editor))
      .json()
      .ads.find((a: { id: string }) => a.id === ad.id);
    expect(listed).toMatchObject({ confirms: 1, closes: 1, location: 'home', index: 9 });
    // Unknown ad and bad bodies are refused without a 500.
    const unknown = await inject('POST', '/api/preferences/ads', token, {
      confirm: true,
      elapsedSeconds: 1,
      ads_uid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await inject('POST', '/api/preferences/ads', token, { confirm: 'sim', elapsedSeconds: -1 });
    expect(bad.statusCode).toBe(400);
  });

  it('anonymises clicks and erases dialog days when the account is deleted', async () => {
    const ad = await schedule({ ads_type: 'dialog', title: 'Apagar', index: 11 });
    const { token, uid } = await signedInUser(t);
    await inject('GET', place(11), token);
    await inject('POST', '/api/preferences/ads', token, { confirm: false, elapsedSeconds: 1, ads_uid: ad.id });
    expect(t.app.personalData.names()).toContain('ads');
    await t.database.db.transaction((tx) => t.app.personalData.erase(tx, uid));
    expect(await t.database.db.select().from(adDialogDays).where(eq(adDialogDays.uid, uid))).toEqual([]);
    const clicks = await t.database.db.select().from(adClicks).where(eq(adClicks.adId, ad.id));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.uid).toBeNull();
  });
});

describe('management of ads', () => {
  it('needs a management token: app tokens are refused', async () => {
    const { token } = await signedInUser(t);
    expect((await inject('GET', '/api/management/ads', token)).statusCode).toBe(401);
    expect((await inject('GET', '/api/management/ads')).statusCode).toBe(401);
  });

  it('edits the schedule of an ad', async () => {
    const ad = await schedule({ ads_type: 'text_carousel', title: 'Antes', index: 12 });
    const res = await inject('POST', `/api/management/ads/${ad.id}`, editor, {
      ads_type: 'text_carousel',
      title: 'Depois',
      location: 'items',
      breakpoint: 'md',
      index: 2,
      startsAt: '2026-01-01T00:00:00-03:00',
      endsAt: '2026-02-01T00:00:00-03:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ad).toMatchObject({ title: 'Depois', location: 'items', breakpoint: 'md', index: 2 });
    const missing = await inject('POST', '/api/management/ads/00000000-0000-4000-8000-000000000000', editor, {
      ads_type: 'list',
      title: 'Nada',
      location: 'home',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reads one ad for its edit form', async () => {
    const ad = await schedule({ ads_type: 'list', title: 'Para editar', index: 13, metadata: { image_width: 90 } });
    const res = await inject('GET', `/api/management/ads/${ad.id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().ad).toMatchObject({
      id: ad.id,
      title: 'Para editar',
      metadata: { image_width: 90 },
      confirms: 0,
    });
    expect((await inject('GET', '/api/management/ads/00000000-0000-4000-8000-000000000000', editor)).statusCode).toBe(
      404,
    );
  });

  it('logs each change in the management audit log, with the editor and before/after', async () => {
    const planner = await editorToken(t, { user: 'planejador' });
    const body = { ads_type: 'carousel', title: 'Auditado', location: 'searches', index: 14 };
    const created = await inject('POST', '/api/management/ads', planner, body);
    const id = created.json().ad.id as string;
    const url = `/api/management/ads/${id}`;
    await inject('POST', url, planner, { ...body, title: 'Auditado 2' });
    await inject('POST', url, planner, { ...body, title: 'Auditado 2', enabled: false });
    await inject('POST', url, planner, { ...body, title: 'Auditado 2', enabled: true });
    // A refused change leaves no row.
    expect((await inject('POST', url, planner, { ...body, location: 'doses' })).statusCode).toBe(400);
    const mine = await auditTrail(t, planner, `ad:${id}`);
    expect(mine.map((e) => e.action)).toEqual(['ad.create', 'ad.save', 'ad.disable', 'ad.enable']);
    expect(mine.every((e) => e.editorUser === 'planejador')).toBe(true);
    expect(mine[1]).toMatchObject({ before: { title: 'Auditado' }, after: { title: 'Auditado 2' } });
  });
});
