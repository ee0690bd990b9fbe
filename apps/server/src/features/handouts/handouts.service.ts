import { randomBytes } from 'node:crypto';
import { AppError } from '@vetor/domain/errors';
import type { handoutEventBody } from '@vetor/domain/handouts/handouts.schemas';
import {
  canShareHandouts,
  HANDOUT_SHARE_METHODS,
  type Handout,
  type HandoutShares,
  isDiseaseHandout,
  type PublicHandout,
  type ShareHandoutsBody,
} from '@vetor/domain/handouts/handouts.schemas';
import { SHARE_TYPE } from '@vetor/domain/platform/enums';
import { whatsappLink } from '@vetor/domain/prescriptions/prescriptions.rules';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { handoutsShared } from '../../mail/templates/index.js';
import type { Mail } from '../../plugins/mail.js';
import * as repo from './handouts.repository.js';

export interface HandoutsContext {
  db: Db;
  mail: Mail;
}

function toHandout(row: repo.HandoutRow): Handout {
  return {
    id: row.id,
    name: row.name,
    content_type: row.contentType as Handout['content_type'],
    itemId: row.itemId,
    summary: row.summary,
    sections: row.sections as Handout['sections'],
    references: row.references as Handout['references'],
  };
}

/** GET /topics/handouts: the library (public content; no personal data). */
export async function list(db: Db) {
  return { handouts: (await repo.listHandouts(db)).map(toHandout) };
}

function vetNameOf(user: { displayName: string | null; displayNamePrefix: string | null }) {
  return [user.displayNamePrefix, user.displayName].filter(Boolean).join(' ');
}

/**
 * POST /topics/handouts (docs/product/content-and-study.md §4–§6): a professional with CRMV number and state shares the chosen
 * handouts with one of their patients by e-mail, WhatsApp or a link; the owner gets a revocable link.
 */
export async function share(ctx: HandoutsContext, uid: string, body: ShareHandoutsBody, base: string) {
  const user = await repo.findSharer(ctx.db, uid);
  if (!user || user.anonymisedAt || !canShareHandouts(user as Parameters<typeof canShareHandouts>[0])) {
    throw new AppError('HANDOUTS_CRMV_REQUIRED');
  }
  if (!body.patientId) throw new AppError('HANDOUTS_PATIENT_REQUIRED', { field: 'patientId' });
  const type = body.type ?? null;
  if (type === null || !(HANDOUT_SHARE_METHODS as readonly number[]).includes(type)) {
    throw new AppError('HANDOUTS_METHOD_REQUIRED', { field: 'type' });
  }
  const ids = [...new Set(body.clinicalHandouts)];
  if (ids.length === 0) throw new AppError('HANDOUTS_SELECTION_REQUIRED', { field: 'clinicalHandouts' });
  const found = await repo.findPatientWithOwner(ctx.db, uid, body.patientId);
  if (!found || (body.ownerId && body.ownerId !== found.owner.id)) {
    throw new AppError('PATIENTS_NO_DATA', { field: 'patientId' });
  }
  const rows = await repo.findHandouts(ctx.db, ids);
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', { field: 'clinicalHandouts' });
  const ordered = ids.map((id) => rows.find((r) => r.id === id) as repo.HandoutRow);

  const email = (body.email || found.owner.email || '').trim().toLowerCase();
  const phone = (body.phone || found.owner.phone || '').trim();
  if (type === SHARE_TYPE.EMAIL && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AppError('OWNER_EMAIL_REQUIRED', { field: 'email' });
  }
  if (type === SHARE_TYPE.WHATSAPP && phone.replace(/\D/g, '').length < 10) {
    throw new AppError('OWNER_PHONE_REQUIRED', { field: 'phone' });
  }

  const shareId = randomBytes(32).toString('base64url');
  const link = `${base}/shared/handouts/${shareId}/${ids[0]}`;
  await repo.insertShare(ctx.db, {
    id: shareId,
    uid,
    patientId: found.patient.id,
    ownerId: found.owner.id,
    handoutIds: ids,
    type,
  });

  const vetName = vetNameOf(user);
  let emailSent = false;
  if (type === SHARE_TYPE.EMAIL) {
    const content = handoutsShared({
      ownerName: found.owner.name,
      patientName: found.patient.name,
      vetName,
      link,
      titles: ordered.map((h) => h.name),
    });
    try {
      await ctx.mail.send({ to: email, ...content, ...(user.email ? { replyTo: user.email } : {}) });
      emailSent = true;
    } catch {
      // The link exists but the owner never got it: take it back so a retry is the only live one.
      await repo.revokeShare(ctx.db, uid, shareId);
      throw new AppError('HANDOUTS_SHARE_ERROR');
    }
  }
  const message = `Olá! ${vetName} enviou orientações sobre os cuidados com ${found.patient.name}: ${link}`;
  return {
    shareId,
    link,
    whatsappUrl: type === SHARE_TYPE.WHATSAPP ? whatsappLink(phone, message) : null,
    emailSent,
  };
}

/** The links sent for a patient with the handouts each one opens (the vet's list to revoke from). */
export async function sharesOf(db: Db, uid: string, patientId: string, base: string): Promise<HandoutShares> {
  const rows = await repo.listSharesOf(db, uid, patientId);
  const names = new Map(
    (await repo.findHandouts(db, [...new Set(rows.flatMap((r) => r.handoutIds))])).map((h) => [h.id, h.name]),
  );
  return {
    shares: rows.map((r) => ({
      shareId: r.id,
      link: `${base}/shared/handouts/${r.id}/${r.handoutIds[0] ?? ''}`,
      type: r.type,
      createdAt: r.createdAt.toISOString(),
      revokedAt: r.revokedAt?.toISOString() ?? null,
      handouts: r.handoutIds.map((id) => ({ id, name: names.get(id) ?? id })),
    })),
  };
}

export async function revoke(db: Db, uid: string, shareId: string) {
  if (!(await repo.revokeShare(db, uid, shareId))) throw new AppError('SHARE_LINK_NOT_FOUND');
  return { revoked: true as const };
}

/** POST /topics/handouts/events: stored without a location unless the client sent one. */
export async function logEvent(db: Db, uid: string | null, body: z.output<typeof handoutEventBody>) {
  await repo.insertEvent(db, {
    uid,
    event: body.inputs.event,
    handoutId: body.inputs.handoutId ?? null,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
  });
  return { logged: true as const };
}

interface PrescribedItem {
  name?: string;
  posology?: string;
  drugsList?: { drugId?: string | null }[];
}

/** The posology lines of a drug in a prescription's pages ('Meloxicam 0,5 mg: 1 comprimido…'). */
export function posologyOf(pages: unknown, drugId: string): string | null {
  if (!Array.isArray(pages)) return null;
  const lines = (pages as PrescribedItem[][])
    .flat()
    .filter((item) => item.posology && item.drugsList?.some((d) => d.drugId === drugId))
    .map((item) => `${item.name ?? ''}: ${item.posology}`.replace(/^: /, ''));
  return lines.length ? lines.join('\n') : null;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/**
 * The live link a public handout is opened with: a handout share, or a prescription's link (the
 * handouts chosen when the prescription was shared; posology from that prescription's pages).
 */
async function liveShareOf(db: Db, shareId: string, now: Date) {
  const handoutShare = await repo.findLiveShare(db, shareId);
  if (handoutShare) return { ...handoutShare, pages: null };
  const rx = await repo.findLivePrescriptionShare(db, shareId, now);
  if (!rx) return undefined;
  const chosen = Array.isArray(rx.clinicalHandouts) ? (rx.clinicalHandouts as { id: string }[]) : [];
  return {
    share: { handoutIds: chosen.map((h) => h.id), uid: rx.uid, createdAt: rx.createdAt },
    patient: rx.patient,
    owner: rx.owner,
    vet: rx.vet,
    pages: rx.pages,
  };
}

/**
 * GET /patients/handouts/{id}?shareId=… (no login): one handout of a live share, with the patient's
 * name and the vet's name, CRMV and contact; nothing else of the vet's records.
 */
export async function publicHandout(
  db: Db,
  handoutId: string,
  shareId: string,
  now = new Date(),
): Promise<PublicHandout> {
  const found = await liveShareOf(db, shareId, now);
  if (!found?.share.handoutIds.includes(handoutId)) throw new AppError('SHARE_LINK_NOT_FOUND');
  const rows = await repo.findHandouts(db, found.share.handoutIds);
  const row = rows.find((r) => r.id === handoutId);
  if (!row) throw new AppError('SHARE_LINK_NOT_FOUND');
  const handout = toHandout(row);
  let posology: string | null = null;
  if (!isDiseaseHandout(handout.content_type)) {
    const pages = found.pages ?? (await repo.latestSentPrescription(db, found.share.uid, found.patient.id))?.pages;
    posology = pages ? posologyOf(pages, handout.itemId) : null;
  }
  const vet = found.vet;
  return {
    handout,
    handouts: found.share.handoutIds.flatMap((id) => {
      const h = rows.find((r) => r.id === id);
      return h ? [{ id: h.id, name: h.name, content_type: h.contentType as Handout['content_type'] }] : [];
    }),
    ownerFirstName: found.owner.name.split(' ')[0] ?? found.owner.name,
    patientName: found.patient.name,
    posology,
    vet: {
      name: vetNameOf(vet),
      crmv: vet.crmvNumber && vet.crmvState ? `CRMV-${vet.crmvState} ${vet.crmvNumber}` : '',
      email: vet.email,
      phone: vet.phone,
    },
    date: dateFormat.format(found.share.createdAt),
  };
}
