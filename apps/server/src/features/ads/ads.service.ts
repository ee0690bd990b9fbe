import {
  AD_LOCATIONS,
  type Ad,
  type AdClickBody,
  type AdsQuery,
  adDay,
  adsShownTo,
  type ManagementAdBody,
  sortAds,
} from '@vetor/domain/ads/ads.schemas';
import { AppError } from '@vetor/domain/errors';
import type { Db } from '../../db/client.js';
import type { AuditedEditor } from '../../lib/editor-guard.js';
import * as repo from './ads.repository.js';

// Which ads a user gets for one place (docs/product/content-and-study.md §4), the click record, and the management view.

export interface Viewer {
  uid: string;
  isPremium: boolean;
}

/**
 * The ads of one place, sorted by type. None for PRO (unless the deployment shows them to PRO) and
 * none for a place that is not an ad location (doses, calculators, prescriptions). At most one
 * dialog ad, and only if this user has not had one today (decided here, on the server, so a second
 * device or a cleared browser does not show it again).
 */
export async function adsFor(
  db: Db,
  viewer: Viewer,
  query: AdsQuery,
  options: { showToPremium: boolean; now?: Date },
): Promise<Ad[]> {
  if (!adsShownTo(viewer.isPremium, options.showToPremium)) return [];
  if (!(AD_LOCATIONS as readonly string[]).includes(query.location)) return [];
  const now = options.now ?? new Date();
  const rows = await repo.adsAt(db, query, now);
  const result: Ad[] = [];
  let dialogDecided = false;
  for (const row of rows) {
    if (row.type === 'dialog') {
      if (dialogDecided) continue;
      dialogDecided = true;
      if (!(await repo.claimDialogDay(db, viewer.uid, adDay(now), row.id))) continue;
    }
    result.push(repo.toAd(row));
  }
  return sortAds(result);
}

export async function recordClick(db: Db, uid: string, body: AdClickBody): Promise<{ recorded: boolean }> {
  if (!(await repo.adExists(db, body.ads_uid))) throw new AppError('AD_NOT_FOUND');
  await repo.insertClick(db, uid, { adId: body.ads_uid, confirm: body.confirm, elapsedSeconds: body.elapsedSeconds });
  return { recorded: true };
}

type Counted = NonNullable<Awaited<ReturnType<typeof repo.findWithCounts>>>;
function managementView({ ad, confirms, closes }: Counted) {
  return {
    id: ad.id,
    ads_type: ad.type as Ad['ads_type'],
    title: ad.title,
    text: ad.text,
    metadata: (ad.metadata ?? {}) as Record<string, number>,
    photo: ad.photo,
    web_photo: ad.webPhoto,
    url: ad.url,
    external_url: ad.externalUrl,
    confirm_button: ad.confirmButton,
    close_button: ad.closeButton,
    location: ad.location,
    breakpoint: ad.breakpoint,
    index: ad.index,
    startsAt: ad.startsAt?.toISOString() ?? null,
    endsAt: ad.endsAt?.toISOString() ?? null,
    enabled: ad.enabled,
    confirms,
    closes,
  };
}

export async function managementList(db: Db) {
  return { ads: (await repo.listWithCounts(db)).map(managementView) };
}

export async function managementGet(db: Db, id: string) {
  const row = await repo.findWithCounts(db, id);
  if (!row) throw new AppError('AD_NOT_FOUND');
  return { ad: managementView(row) };
}

/** What an editor's change does, as the audit log names it. */
function actionOf(before: { enabled: boolean }, after: { enabled: boolean }): string {
  if (before.enabled === after.enabled) return 'ad.save';
  return after.enabled ? 'ad.enable' : 'ad.disable';
}

/** The ad and its audit row commit together. */
export async function managementCreate(db: Db, editor: AuditedEditor, body: ManagementAdBody) {
  const id = await db.transaction(async (tx) => {
    const id = await repo.insertAd(tx, body);
    await editor.audit(tx, { action: 'ad.create', target: `ad:${id}`, after: body });
    return id;
  });
  return managementGet(db, id);
}

export async function managementUpdate(db: Db, editor: AuditedEditor, id: string, body: ManagementAdBody) {
  await db.transaction(async (tx) => {
    const before = await repo.findAd(tx, id);
    if (!before || !(await repo.updateAd(tx, id, body))) throw new AppError('AD_NOT_FOUND');
    await editor.audit(tx, { action: actionOf(before, body), target: `ad:${id}`, before, after: body });
  });
  return managementGet(db, id);
}
