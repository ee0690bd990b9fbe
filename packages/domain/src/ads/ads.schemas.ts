// Ads (docs/product/content-and-study.md §2 Favorites, recents and ads; §3 Ad; §4 Ads; §7 GET/POST /preferences/ads; §9):
// the Ad entity, the fetch query, the click record, the sizing rule (it parses the metadata), and
// the management shapes. The rules that need no schema are in ads.rules.ts, re-exported here.
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';
import { LAYOUT } from '../platform/constants.js';
import { AD_BREAKPOINTS, AD_LOCATIONS, AD_TYPES } from './ads.rules.js';

export * from './ads.rules.js';

const text = (max: number) =>
  z.string().trim().max(max, { message: 'VALIDATION_ERROR' }).refine(isStorableText, { message: 'VALIDATION_ERROR' });

/** GET /preferences/ads?location=..&breakpoint=..&index=.. */
export const adsQuery = z.object({
  location: z.string().max(40),
  breakpoint: z.string().max(10),
  index: z.coerce.number().int().min(0).max(50),
});
export type AdsQuery = z.infer<typeof adsQuery>;

/** The Ad entity (docs/product/content-and-study.md §3), as the app receives it. */
export const adSchema = z.object({
  ads_uid: z.string(),
  ads_type: z.enum(AD_TYPES),
  /** A JSON string: image_width, columns, height (each optional). */
  ads_metadata: z.string(),
  photo: z.string().nullable(),
  web_photo: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  url: z.string().nullable(),
  external_url: z.string().nullable(),
  confirm_button: z.string().nullable(),
  close_button: z.string().nullable(),
  location: z.string(),
  breakpoint: z.string().nullable(),
  index: z.number().int(),
});
export type Ad = z.infer<typeof adSchema>;
export const adsResponse = z.object({ ads: z.array(adSchema) });
export type AdsResponse = z.infer<typeof adsResponse>;

/** POST /preferences/ads: the click record. */
export const adClickBody = z.object({
  confirm: z.boolean(),
  elapsedSeconds: z.number().min(0).max(86_400),
  ads_uid: z.string().uuid(),
});
export type AdClickBody = z.infer<typeof adClickBody>;
export const adClickResponse = z.object({ recorded: z.boolean() });

export const adMetadataSchema = z.object({
  image_width: z.number().int().min(20).max(400).optional(),
  columns: z.number().int().min(1).max(12).optional(),
  height: z.number().int().min(40).max(600).optional(),
});
export type AdMetadata = z.infer<typeof adMetadataSchema>;

/** A bad metadata string falls back to the defaults instead of hiding the ad. */
export function parseAdMetadata(value: string | null | undefined): AdMetadata {
  if (!value) return {};
  try {
    const parsed = adMetadataSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export interface AdLayout {
  /** Height of a carousel slide in px. */
  height: number;
  /** Width of the image beside the text in px (carousel and list). */
  imageWidth: number;
  /** Columns of a 12-column grid. */
  columns: number;
}

/**
 * docs/product/content-and-study.md §3/§9: carousel height 200, 100 for ads, plus 40 above 500 px of width; image width 100 in
 * a carousel, 80 in a list; 12 columns. Metadata overrides each default.
 */
export function adLayout(ad: Pick<Ad, 'ads_type' | 'ads_metadata'>, viewportWidth: number): AdLayout {
  const meta = parseAdMetadata(ad.ads_metadata);
  const list = ad.ads_type === 'list' || ad.ads_type === 'text_list';
  return {
    height:
      (meta.height ?? LAYOUT.adsCarouselHeight) +
      (viewportWidth > LAYOUT.carouselWideBreakpoint ? LAYOUT.carouselWideExtra : 0),
    imageWidth: meta.image_width ?? (list ? 80 : 100),
    columns: meta.columns ?? 12,
  };
}

// Management: editors schedule ads by location, breakpoint and index and read their clicks.
const optionalUrl = (re: RegExp) =>
  z
    .string()
    .max(500)
    .refine((v) => re.test(v), { message: 'VALIDATION_ERROR' })
    .nullable()
    .default(null);
export const managementAdBody = z
  .object({
    ads_type: z.enum(AD_TYPES),
    title: text(120).pipe(z.string().min(2, { message: 'VALIDATION_ERROR' })),
    text: text(600).default(''),
    metadata: adMetadataSchema.default({}),
    photo: optionalUrl(/^\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/),
    web_photo: optionalUrl(/^\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/),
    url: optionalUrl(/^\/(?!\/)[A-Za-z0-9/_\-?=&.%]*$/),
    external_url: optionalUrl(/^https:\/\/\S+$/),
    confirm_button: text(40).nullable().default(null),
    close_button: text(40).nullable().default(null),
    location: z.enum(AD_LOCATIONS),
    breakpoint: z.enum(AD_BREAKPOINTS).nullable().default(null),
    index: z.number().int().min(0).max(50).default(0),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .refine((b) => !b.startsAt || !b.endsAt || b.startsAt < b.endsAt, {
    message: 'VALIDATION_ERROR',
    path: ['endsAt'],
  });
export type ManagementAdBody = z.infer<typeof managementAdBody>;
/** What a client sends (defaults may be left out). */
export type ManagementAdInput = z.input<typeof managementAdBody>;
export const managementAdParams = z.object({ id: z.string().uuid() });
export const managementAdSchema = z.object({
  id: z.string(),
  ads_type: z.enum(AD_TYPES),
  title: z.string(),
  text: z.string(),
  metadata: adMetadataSchema,
  photo: z.string().nullable(),
  web_photo: z.string().nullable(),
  url: z.string().nullable(),
  external_url: z.string().nullable(),
  confirm_button: z.string().nullable(),
  close_button: z.string().nullable(),
  location: z.string(),
  breakpoint: z.string().nullable(),
  index: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  /** Click records: confirms and closes. */
  confirms: z.number().int(),
  closes: z.number().int(),
});
export type ManagementAd = z.infer<typeof managementAdSchema>;
export const managementAdsResponse = z.object({ ads: z.array(managementAdSchema) });
export const managementAdResponse = z.object({ ad: managementAdSchema });
