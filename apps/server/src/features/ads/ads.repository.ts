import type { Ad, AdMetadata, AdType, ManagementAdBody } from '@vetor/domain/ads/ads.schemas';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adClicks, adDialogDays, ads } from './ads.table.js';

// Ads and their records. Click records and dialog days are personal: written with the caller's uid,
// erased (days) or anonymised (clicks, so counts survive) when an account is deleted.

type AdRow = typeof ads.$inferSelect;

export function toAd(r: AdRow): Ad {
  return {
    ads_uid: r.id,
    ads_type: r.type as AdType,
    ads_metadata: JSON.stringify(r.metadata ?? {}),
    photo: r.photo,
    web_photo: r.webPhoto,
    title: r.title,
    text: r.text,
    url: r.url,
    external_url: r.externalUrl,
    confirm_button: r.confirmButton,
    close_button: r.closeButton,
    location: r.location,
    breakpoint: r.breakpoint,
    index: r.index,
  };
}

/** Enabled ads of one place, on air at `now`, for this breakpoint or for all. */
export async function adsAt(
  db: Db,
  place: { location: string; breakpoint: string; index: number },
  now: Date,
): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.enabled, true),
        eq(ads.location, place.location),
        eq(ads.index, place.index),
        or(isNull(ads.breakpoint), eq(ads.breakpoint, place.breakpoint)),
        or(isNull(ads.startsAt), lte(ads.startsAt, now)),
        or(isNull(ads.endsAt), gt(ads.endsAt, now)),
      ),
    )
    .orderBy(ads.createdAt, ads.id);
}

/**
 * Claims this user's dialog ad of the day: true only for the first claim of a day, so two tabs
 * opening at once still show one dialog (the primary key decides).
 */
export async function claimDialogDay(db: Db, uid: string, day: string, adId: string): Promise<boolean> {
  const rows = await db
    .insert(adDialogDays)
    .values({ uid, day, adId })
    .onConflictDoNothing()
    .returning({ uid: adDialogDays.uid });
  return rows.length > 0;
}

export async function adExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id));
  return Boolean(row);
}

export async function insertClick(
  db: Db,
  uid: string,
  click: { adId: string; confirm: boolean; elapsedSeconds: number },
): Promise<void> {
  await db.insert(adClicks).values({ uid, ...click });
}

/** LGPD: days go; clicks lose their uid and stay as counts. */
export async function eraseAdsDataOf(db: Db, uid: string): Promise<void> {
  await db.delete(adDialogDays).where(eq(adDialogDays.uid, uid));
  await db.update(adClicks).set({ uid: null }).where(eq(adClicks.uid, uid));
}

// Management.
const managementColumns = {
  ad: ads,
  // Qualified by hand: inside a subquery Drizzle prints bare column names, and "id" would be the click's.
  confirms: sql<number>`(select count(*)::int from "ad_clicks" c where c."ad_id" = "ads"."id" and c."confirm")`,
  closes: sql<number>`(select count(*)::int from "ad_clicks" c where c."ad_id" = "ads"."id" and not c."confirm")`,
};

export async function listWithCounts(db: Db) {
  return db.select(managementColumns).from(ads).orderBy(ads.location, ads.index, desc(ads.createdAt));
}

export async function findAd(db: Db, id: string): Promise<AdRow | undefined> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  return row;
}

export async function findWithCounts(db: Db, id: string) {
  const [row] = await db.select(managementColumns).from(ads).where(eq(ads.id, id));
  return row;
}

const values = (b: ManagementAdBody) => ({
  type: b.ads_type,
  title: b.title,
  text: b.text,
  metadata: b.metadata as AdMetadata,
  photo: b.photo,
  webPhoto: b.web_photo,
  url: b.url,
  externalUrl: b.external_url,
  confirmButton: b.confirm_button,
  closeButton: b.close_button,
  location: b.location,
  breakpoint: b.breakpoint,
  index: b.index,
  startsAt: b.startsAt ? new Date(b.startsAt) : null,
  endsAt: b.endsAt ? new Date(b.endsAt) : null,
  enabled: b.enabled,
});

export async function insertAd(db: Db, body: ManagementAdBody, seedKey?: string): Promise<string> {
  const [row] = await db
    .insert(ads)
    .values({ ...values(body), ...(seedKey ? { seedKey } : {}) })
    .returning({ id: ads.id });
  return (row as { id: string }).id;
}

export async function updateAd(db: Db, id: string, body: ManagementAdBody): Promise<boolean> {
  const rows = await db.update(ads).set(values(body)).where(eq(ads.id, id)).returning({ id: ads.id });
  return rows.length > 0;
}

export async function hasSeedKey(db: Db, seedKey: string): Promise<boolean> {
  const [row] = await db.select({ id: ads.id }).from(ads).where(eq(ads.seedKey, seedKey));
  return Boolean(row);
}
