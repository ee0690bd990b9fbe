// Clinical handouts for owners (docs/product/content-and-study.md §2 Clinical handouts, §3 Handout list item, §4 Handout
// selection, §7 /topics/handouts; docs/product/calculators-patients-prescriptions-management.md §7 GET /patients/handouts/{id}?shareId=…): the content
// file shape (content/handouts/<id>.json), the API shapes and the rules both sides apply.
import { z } from 'zod';
import { isStorableText } from '../accounts/sign-in.rules.js';
import {
  type Reference,
  referenceSchema,
  SECTION_STYLE,
  type Section,
  sectionSchema,
} from '../content/content-base.schemas.js';
import { VETERINARY_STATUS } from '../platform/enums.js';

const text = (max: number) =>
  z.string().trim().max(max, { message: 'VALIDATION_ERROR' }).refine(isStorableText, { message: 'VALIDATION_ERROR' });

import { foldText } from '../platform/fold-text.js';
import { HANDOUT_CONTENT_TYPE, type HandoutContentType } from './handout-types.js';

export { HANDOUT_TYPE_LABELS, HANDOUT_TYPE_ORDER } from './handout-types.js';
export { HANDOUT_CONTENT_TYPE, type HandoutContentType };

/** Where the item a handout explains lives under content/, by content type. */
export const HANDOUT_ITEM_FOLDER: Record<HandoutContentType, string> = {
  4: 'items',
  1: 'drugs',
  2: 'dermatologicals',
  3: 'ophthalmics',
};

export function isDiseaseHandout(contentType: number): boolean {
  return contentType === HANDOUT_CONTENT_TYPE.DISEASE;
}

const contentType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** One handout as written by a reviewer: plain blocks that become the shared section shape. */
export const handoutFileSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3).max(120),
  content_type: contentType,
  /** Id of the disease (content/items) or drug (content/drugs|dermatologicals|ophthalmics) item. */
  itemId: z.string().regex(/^[a-z0-9-]+$/),
  summary: z.string().min(10).max(400),
  blocks: z
    .array(
      z.object({
        title: z.string().min(2).max(120),
        paragraphs: z.array(z.string().min(2)).optional(),
        bullets: z.array(z.string().min(2)).optional(),
      }),
    )
    .min(2),
  references: z.array(referenceSchema).min(1),
});
export type HandoutFile = z.infer<typeof handoutFileSchema>;

/** The blocks of a file as the sections every content screen renders (title, paragraphs, bullets). */
export function handoutSections(file: Pick<HandoutFile, 'summary' | 'blocks'>): Section[] {
  return [
    { style: SECTION_STYLE.PARAGRAPH, paragraphs: [file.summary] },
    ...file.blocks.map(
      (b): Section => ({
        style: SECTION_STYLE.TITLE,
        text: b.title,
        sections: [
          ...(b.paragraphs?.length ? [{ style: SECTION_STYLE.PARAGRAPH, paragraphs: b.paragraphs }] : []),
          ...(b.bullets ?? []).map((t) => ({ style: SECTION_STYLE.BULLET, text: t })),
        ],
      }),
    ),
  ];
}

/** Available handouts carry id, name and content_type (docs/product/content-and-study.md §3). */
export const availableHandoutSchema = z.object({ id: z.string(), name: z.string(), content_type: contentType });
export type AvailableHandout = z.infer<typeof availableHandoutSchema>;

/** Handout list item: id, name, content_type, sections (+ the item it explains and references). */
export const handoutSchema = availableHandoutSchema.extend({
  itemId: z.string(),
  summary: z.string(),
  sections: z.array(sectionSchema),
  references: z.array(referenceSchema),
});
export type Handout = z.infer<typeof handoutSchema> & { references: Reference[] };

export const handoutsResponse = z.object({ handouts: z.array(handoutSchema) });

/** Share methods of a handout share (docs/product/content-and-study.md §2): e-mail, WhatsApp, copy or share link. */
export const HANDOUT_SHARE_METHODS = [2, 3, 5] as const;

/** POST /topics/handouts: type, email, phone, ownerId, patientId and the chosen handouts. */
export const shareHandoutsBody = z.object({
  type: z.number().int().optional().nullable(),
  email: text(254).optional().nullable(),
  phone: text(30).optional().nullable(),
  ownerId: z.string().uuid().optional().nullable(),
  patientId: z.string().uuid().optional().nullable(),
  clinicalHandouts: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .max(100),
    )
    .max(50),
});
export type ShareHandoutsBody = z.infer<typeof shareHandoutsBody>;

export const shareHandoutsResponse = z.object({
  shareId: z.string(),
  link: z.string(),
  whatsappUrl: z.string().nullable(),
  emailSent: z.boolean(),
});

/** GET /topics/handouts/shares?patientId=…: the links a vet sent for one patient (path not in the spec). */
export const handoutSharesQuery = z.object({ patientId: z.string().uuid() });
export const handoutSharesResponse = z.object({
  shares: z.array(
    z.object({
      shareId: z.string(),
      link: z.string(),
      /** How it was sent: 2 e-mail, 3 WhatsApp, 5 link. */
      type: z.number(),
      createdAt: z.string(),
      revokedAt: z.string().nullable(),
      handouts: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type HandoutShares = z.infer<typeof handoutSharesResponse>;

/** Events of the handouts screens (docs/product/content-and-study.md §2): card clicks, the how-it-works link, AI search from items. */
export const HANDOUT_EVENTS = ['handout_click', 'handouts_faq', 'ai_search_from_items'] as const;
export const handoutEventBody = z.object({
  inputs: z.object({
    event: z.enum(HANDOUT_EVENTS),
    handoutId: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .max(100)
      .optional(),
  }),
  latitude: z.number().min(-90).max(90).optional().nullable(),
  longitude: z.number().min(-180).max(180).optional().nullable(),
});
export const handoutEventResponse = z.object({ logged: z.literal(true) });

export const publicHandoutParams = z.object({
  handoutId: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(100),
});
export const publicHandoutQuery = z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/** What the owner sees without login: the handout, the patient's name, the vet's name, CRMV and contact. */
export const publicHandoutResponse = z.object({
  handout: handoutSchema,
  /** The other handouts of the same share, to move between them. */
  handouts: z.array(availableHandoutSchema),
  ownerFirstName: z.string(),
  patientName: z.string(),
  /** For a drug handout: the posology of that drug in the patient's latest prescription. */
  posology: z.string().nullable(),
  vet: z.object({ name: z.string(), crmv: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  date: z.string(),
});
export type PublicHandout = z.infer<typeof publicHandoutResponse>;

/** docs/product/content-and-study.md §5/§6: only a veterinary professional with CRMV number and state shares handouts. */
export function canShareHandouts(
  user:
    | { questions?: { veterinaryStatus?: unknown } | null; crmvNumber?: string | null; crmvState?: string | null }
    | null
    | undefined,
): boolean {
  return Boolean(
    user && user.questions?.veterinaryStatus === VETERINARY_STATUS.PROFESSIONAL && user.crmvNumber && user.crmvState,
  );
}

export function filterHandouts<T extends { name: string; content_type: number }>(
  list: readonly T[],
  search: string,
  type: number | null,
): T[] {
  const q = foldText(search.trim());
  return list.filter((h) => (type === null || h.content_type === type) && (!q || foldText(h.name).includes(q)));
}
