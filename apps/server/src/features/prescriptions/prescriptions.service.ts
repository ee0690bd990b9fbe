import { randomBytes, randomUUID } from 'node:crypto';
import { formatCpf, maskCpf } from '@vetor/domain/accounts/accounts.rules';
import { formatNumber } from '@vetor/domain/calculators/format';
import type { DoseOption, ProductFile } from '@vetor/domain/content/drug.schemas';
import { AppError } from '@vetor/domain/errors';
import { formatAge, patientAgeYears, searchText } from '@vetor/domain/patients/patients.rules';
import { SHARE_LINK_DAYS } from '@vetor/domain/platform/constants';
import { ANIMAL_LABELS, type AnimalId, SEX_LABELS, SHARE_TYPE } from '@vetor/domain/platform/enums';
import {
  type ControlledRule,
  controlledFormOf,
  printsSpecialGuide,
} from '@vetor/domain/prescriptions/controlled-forms';
import { parsePresentation, routesAgainstForm } from '@vetor/domain/prescriptions/dispense';
import {
  guideFileName,
  isPrescriberComplete,
  itemCount,
  layoutGuides,
  normalizePages,
  routeWords,
  whatsappLink,
} from '@vetor/domain/prescriptions/prescriptions.rules';
import {
  ITEM_TYPE,
  type ItemOptions,
  type ItemSearchResult,
  PRESCRIPTION_STATUS,
  type Prescription,
  type PrescriptionItem,
  type saveDraftBody,
  type shareBody,
} from '@vetor/domain/prescriptions/prescriptions.schemas';
import { withQuantityInWords } from '@vetor/domain/prescriptions/quantity-words';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { PdfRenderer } from '../../lib/pdf/pdf-pool.js';
import type { GuideSignature } from '../../lib/pdf/pdf-worker.js';
import type { GuideDoc } from '../../lib/pdf/prescription-guide.js';
import { mayRead } from '../../lib/premium.js';
import { verifyPdfSignature } from '../../lib/signature/verify-pdf.js';
import { prescriptionShared } from '../../mail/templates/index.js';
import type { Files } from '../../plugins/files.js';
import type { Mail } from '../../plugins/mail.js';
import { signingCredentials } from './certificates.service.js';
import * as repo from './prescriptions.repository.js';
import type { IssuerSnapshot, StoredGuideFile } from './prescriptions.table.js';

// Prescriptions of docs/product/calculators-patients-prescriptions-management.md §4–§6: draft lifecycle (draft → files → shared → repeat), guides as PDF,
// sharing by e-mail, WhatsApp and link, the public share page and the validation page.

export interface PrescriptionsContext {
  db: Db;
  files: Files;
  mail: Mail;
  /** Guides render in its worker threads, off the request thread. */
  pdf: PdfRenderer;
  /** CERTIFICATE_KEY: opens the vet's sealed signing certificate (null: signing refused). */
  certificateKey: Buffer | null;
}

// --- mapping -----------------------------------------------------------------------------------

export function toPrescription(row: repo.PrescriptionRow): Prescription {
  const pages = row.pages as PrescriptionItem[][];
  return {
    id: row.id,
    pages,
    patientId: row.patientId,
    ownerId: row.ownerId,
    status: row.shareDate ? PRESCRIPTION_STATUS.SENT : PRESCRIPTION_STATUS.DRAFT,
    shareDate: row.shareDate?.toISOString() ?? null,
    lastUpdate: row.lastUpdate.toISOString(),
    files: row.files.map((f) => ({
      page: f.page,
      name: f.name,
      url: `/api/patients/prescriptions/${row.id}/files/${f.page}`,
    })),
    itemCount: row.itemCount,
    guideCount: row.guideCount,
    validationCode: row.validationCode,
    safetyAcknowledgement: row.safetyAcknowledgement ?? null,
  };
}

function ownerOut(owner: NonNullable<Awaited<ReturnType<typeof repo.findPatientWithOwner>>>['owner']) {
  return {
    id: owner.id,
    name: owner.name,
    cpf: formatCpf(owner.cpf),
    email: owner.email,
    phone: owner.phone,
    address: owner.address,
  };
}

function patientOut(row: NonNullable<Awaited<ReturnType<typeof repo.findPatientWithOwner>>>) {
  const p = row.patient;
  return {
    id: p.id,
    name: p.name,
    species: p.species,
    sex: p.sex,
    breed: p.breed,
    weight: p.weight,
    hasBirthday: p.hasBirthday === 1,
    birthday: p.birthday,
    age: p.age,
    ownerId: p.ownerId,
    ownerName: row.owner.name,
    renalDisease: p.renalDisease,
    hepaticDisease: p.hepaticDisease,
  };
}

// --- who may prescribe -----------------------------------------------------------------------

type Prescriber = NonNullable<Awaited<ReturnType<typeof repo.findPrescriber>>>;

/** docs/product/calculators-patients-prescriptions-management.md §6: only veterinary professionals with a complete, active registration prescribe. */
export async function requirePrescriber(db: Db, uid: string): Promise<Prescriber> {
  const user = await repo.findPrescriber(db, uid);
  if (!user || user.anonymisedAt || !isPrescriberComplete(user as Parameters<typeof isPrescriberComplete>[0])) {
    throw new AppError('PRESCRIPTION_REGISTRATION_REQUIRED');
  }
  return user;
}

// --- draft lifecycle -----------------------------------------------------------------------------

export async function saveDraft(ctx: PrescriptionsContext, uid: string, body: z.output<typeof saveDraftBody>) {
  await requirePrescriber(ctx.db, uid);
  const found = await repo.findPatientWithOwner(ctx.db, uid, body.patientId);
  if (!found) throw new AppError('PATIENTS_NO_DATA', { field: 'patientId' });
  const pages = normalizePages(body.pages);
  refuseRouteAgainstForm(pages);
  const values = {
    patientId: found.patient.id,
    ownerId: found.owner.id,
    pages,
    itemCount: itemCount(pages),
    guideCount: pages.length,
  };
  if (!body.id) return toPrescription(await repo.insertDraft(ctx.db, uid, values));
  // One transaction: the row is replaced whole or not at all, so a failure in the middle of a save
  // leaves the previous draft as it was; its stale guides are removed only after the commit.
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findPrescription(tx as Db, uid, body.id as string);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.shareDate) throw new AppError('PRESCRIPTION_ALREADY_SHARED');
    return repo.updateDraft(tx as Db, uid, current.id, values);
  });
  if (!row) throw new AppError('PRESCRIPTION_ALREADY_SHARED');
  await ctx.files.deletePrefix(filePrefix(uid, row.id));
  return toPrescription(row);
}

/** An injectable "por via oral" or a tablet "via subcutânea" is never saved (issue 39): the vet corrects it. */
function refuseRouteAgainstForm(pages: PrescriptionItem[][]) {
  for (const item of pages.flat()) {
    if (item.freeText) continue;
    const presentation = item.option?.display ?? null;
    const [route] = routesAgainstForm({ display: presentation, route: item.route, posology: item.posology });
    if (route) {
      throw new AppError('PRESCRIPTION_ROUTE_FORM_MISMATCH', {
        field: 'pages',
        params: { name: item.name, presentation: presentation ?? '', route },
      });
    }
  }
}

export async function deleteDraft(ctx: PrescriptionsContext, uid: string, id: string) {
  const current = await repo.findPrescription(ctx.db, uid, id);
  if (!current) throw new AppError('NOT_FOUND');
  if (current.shareDate) throw new AppError('PRESCRIPTION_ALREADY_SHARED');
  if (!(await repo.deleteDraft(ctx.db, uid, id))) throw new AppError('PRESCRIPTION_ALREADY_SHARED');
  await ctx.files.deletePrefix(filePrefix(uid, id));
  return { deleted: true as const, id };
}

export async function listForPatient(db: Db, uid: string, patientId: string, cursor: string | undefined) {
  let after: { at: Date; id: string } | undefined;
  if (cursor) {
    const [iso, id] = cursor.split('|');
    const at = new Date(iso ?? '');
    if (Number.isNaN(at.getTime()) || !id) throw new AppError('VALIDATION_ERROR', { field: 'cursor' });
    after = { at, id };
  }
  const rows = await repo.listForPatient(db, uid, patientId, after);
  if (cursor && rows.length === 0) throw new AppError('NO_MORE_PRESCRIPTIONS_FOUND', { status: 404 });
  const last = rows.at(-1);
  return {
    prescriptions: rows.map(toPrescription),
    nextCursor: last && rows.length === repo.HISTORY_PAGE_SIZE ? `${last.lastUpdate.toISOString()}|${last.id}` : null,
  };
}

/** The open drafts /prescriptions reopens instead of starting a second one (issue 39). */
export async function openDrafts(db: Db, uid: string, patientId: string | undefined) {
  const rows = await repo.listOpenDrafts(db, uid, patientId);
  return { drafts: rows.map((row) => ({ prescription: toPrescription(row.prescription), patient: patientOut(row) })) };
}

export async function detail(db: Db, uid: string, id: string) {
  const row = await repo.findPrescription(db, uid, id);
  if (!row) throw new AppError('NOT_FOUND');
  const found = await repo.findPatientWithOwner(db, uid, row.patientId);
  if (!found) throw new AppError('NOT_FOUND');
  const controlled = await repo.controlledDrugs(db, controlledIdsOf(row.pages as PrescriptionItem[][]));
  return {
    prescription: toPrescription(row),
    patient: patientOut(found),
    owner: ownerOut(found.owner),
    hasControlled: controlled.length > 0,
  };
}

// --- guides ------------------------------------------------------------------------------------

function filePrefix(uid: string, id: string) {
  return `prescriptions/${uid}/${id}/`;
}

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 8 characters of Crockford's base32 (no I, L, O, U): about 10^12 codes, easy to read aloud. */
export function newValidationCode(): string {
  return [...randomBytes(8)].map((b) => CODE_ALPHABET[b % 32]).join('');
}
export function formatValidationCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const ZONE = 'America/Sao_Paulo';
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }).format(
    date,
  );
}

interface UserAddress {
  street: string;
  number: string;
  complement?: string | null;
  neighborhood: string;
  city: string;
  state: string;
  zipCode: string;
}

function issuerOf(user: Prescriber): IssuerSnapshot & { address: string; contact: string } {
  const address = user.address as UserAddress;
  const name = [user.displayNamePrefix, user.displayName].filter(Boolean).join(' ');
  return {
    name,
    crmv: `CRMV-${user.crmvState} ${user.crmvNumber}`,
    city: `${address.city}/${address.state}`,
    address: [
      `${address.street}, ${address.number}${address.complement ? `, ${address.complement}` : ''}`,
      address.neighborhood,
      `${address.city}/${address.state}`,
      `CEP ${address.zipCode}`,
    ].join(' — '),
    contact: [user.email, user.phone ? formatPhone(user.phone) : null].filter(Boolean).join(' — '),
  };
}

export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return digits;
}

export function itemTitle(item: PrescriptionItem): string {
  if (item.freeText) return item.freeTextNameDisplay || item.name;
  const detail = [item.option?.display, item.option?.concentration].filter(Boolean).join(' ');
  return [item.name, detail || null, item.brand ? `(${item.brand})` : null]
    .filter(Boolean)
    .join(' — ')
    .replace(' — (', ' (');
}

export interface GuideSources {
  issuer: IssuerSnapshot & { address: string; contact: string };
  patient: ReturnType<typeof patientOut>;
  owner: ReturnType<typeof ownerOut>;
  pages: PrescriptionItem[][];
  /** The lists (and adendos) of the controlled drugs among the items. */
  controlled: readonly ControlledRule[];
  validationCode: string;
  validationUrl: string;
  now: Date;
}

/** The guide documents of a prescription, in order: the data the PDF layout draws. */
export function guideDocs(s: GuideSources): GuideDoc[] {
  const p = s.patient;
  return guideLayout(s.pages, s.controlled).map((g, i) => ({
    kind: g.kind,
    number: i + 1,
    vet: {
      name: s.issuer.name,
      crmv: s.issuer.crmv,
      address: s.issuer.address,
      contact: s.issuer.contact,
      city: s.issuer.city,
    },
    patient: {
      name: p.name,
      species: ANIMAL_LABELS[p.species as AnimalId] ?? '—',
      breed: p.breed,
      sex: SEX_LABELS[p.sex === 0 ? 0 : 1],
      age: formatAge(patientAgeYears(p, s.now)),
      weight: `${formatNumber(p.weight, 2)} kg`,
    },
    owner: { name: s.owner.name, cpf: s.owner.cpf, address: s.owner.address || 'Não informado' },
    items: g.items.map((item, n) => {
      const form = controlledFormOf(item, s.controlled);
      return {
        number: n + 1,
        title: itemTitle(item),
        // Portaria 344: a controlled item's quantity in numbers and in words.
        quantity: (form && withQuantityInWords(item.quantity ?? '')) || item.quantity || null,
        route: item.route ? routeWords(item.route) : null,
        posology: item.posology,
        additionalInformation: item.additionalInformation || null,
        notice: form?.notice ?? null,
      };
    }),
    validation: { code: formatValidationCode(s.validationCode), url: s.validationUrl },
    placeAndDate: `${s.issuer.city.split('/')[0]}, ${longDate(s.now)}`,
  }));
}

/** The printed guides: only items our two-copy guide serves go on the special one (controlled-forms.ts). */
function guideLayout(pages: PrescriptionItem[][], controlled: readonly ControlledRule[]) {
  return layoutGuides(pages, (item) => printsSpecialGuide(controlledFormOf(item, controlled)));
}

function controlledIdsOf(pages: PrescriptionItem[][]): string[] {
  return [...new Set(pages.flat().flatMap((i) => i.drugsList.map((d) => d.drugId)))];
}

/**
 * The guides' signature: asked for (`sign: true`) or by default when the vet has a
 * certificate; `sign: false` renders unsigned. Asking without a certificate is refused.
 */
async function guideSignature(
  ctx: PrescriptionsContext,
  user: Prescriber,
  issuer: IssuerSnapshot,
  sign: boolean | undefined,
  now: Date,
): Promise<GuideSignature | undefined> {
  if (sign === false) return undefined;
  const credentials = await signingCredentials({ db: ctx.db, key: ctx.certificateKey }, user.uid, now);
  if (!credentials) {
    if (sign) throw new AppError('CERTIFICATE_NOT_FOUND');
    return undefined;
  }
  return {
    ...credentials,
    name: `${issuer.name} — ${issuer.crmv}`,
    reason: `Receita veterinária emitida por ${issuer.name}, ${issuer.crmv}`,
    location: issuer.city,
    contactInfo: user.email ?? '',
  };
}

/** POST /patients/prescriptions/files: renders (and signs) and stores the guides (docs/product/calculators-patients-prescriptions-management.md §7). */
export async function generateFiles(
  ctx: PrescriptionsContext,
  uid: string,
  id: string,
  base: string,
  options: { sign?: boolean | undefined } = {},
  now = new Date(),
) {
  const user = await requirePrescriber(ctx.db, uid);
  const row = await repo.findPrescription(ctx.db, uid, id);
  if (!row) throw new AppError('NOT_FOUND');
  const found = await repo.findPatientWithOwner(ctx.db, uid, row.patientId);
  if (!found) throw new AppError('NOT_FOUND');
  const pages = row.pages as PrescriptionItem[][];
  const controlled = await repo.controlledDrugs(ctx.db, controlledIdsOf(pages));
  if (row.shareDate) {
    // Shared guides are final: answer with what was sent.
    return {
      prescription: toPrescription(row),
      patient: patientOut(found),
      owner: ownerOut(found.owner),
      hasControlled: controlled.length > 0,
    };
  }
  const validationCode = row.validationCode ?? newValidationCode();
  const issuer = issuerOf(user);
  const docs = guideDocs({
    issuer,
    patient: patientOut(found),
    owner: ownerOut(found.owner),
    pages,
    controlled,
    validationCode,
    validationUrl: `${base}/validation/${validationCode}`,
    now,
  });
  const sign = await guideSignature(ctx, user, issuer, options.sign, now);
  await ctx.files.deletePrefix(filePrefix(uid, id));
  const files: StoredGuideFile[] = [];
  for (const doc of docs) {
    const key = `${filePrefix(uid, id)}receita-${doc.number}.pdf`;
    const publicKey = `${filePrefix(uid, id)}receita-${doc.number}-publica.pdf`;
    await ctx.files.put(key, await ctx.pdf.renderGuidePdf(doc, { now, sign }), 'application/pdf');
    await ctx.files.put(publicKey, await ctx.pdf.renderGuidePdf(publicCopy(doc), { now, sign }), 'application/pdf');
    files.push({ page: doc.number, name: guideFileName(doc.number), key, publicKey });
  }
  const updated = await repo.setFiles(ctx.db, uid, id, {
    files,
    issuer: { name: issuer.name, crmv: issuer.crmv, city: issuer.city },
    validationCode,
  });
  if (!updated) throw new AppError('PRESCRIPTION_ALREADY_SHARED');
  return {
    prescription: toPrescription(updated),
    patient: patientOut(found),
    owner: ownerOut(found.owner),
    hasControlled: controlled.length > 0,
  };
}

/**
 * What a share link serves: anyone holding the link reads it, so the owner's CPF is masked and their
 * address left out (the vet's own and e-mailed copies keep them, as the pharmacy needs them).
 */
export function publicCopy(doc: GuideDoc): GuideDoc {
  return { ...doc, owner: { ...doc.owner, cpf: maskCpf(doc.owner.cpf), address: 'Omitido na cópia compartilhada' } };
}

async function readGuide(
  ctx: PrescriptionsContext,
  row: repo.PrescriptionRow,
  page: number,
  copy: 'full' | 'public' = 'full',
) {
  const file = row.files.find((f) => f.page === page);
  if (!file) throw new AppError('NOT_FOUND');
  // Guides made before public copies existed have none: their links serve nothing rather than the full copy.
  const key = copy === 'full' ? file.key : file.publicKey;
  if (!key) throw new AppError('SHARE_LINK_EXPIRED');
  const stored = await ctx.files.get(key);
  if (!stored) throw new AppError('NOT_FOUND');
  return { name: file.name, body: stored.body };
}

export async function guideFile(ctx: PrescriptionsContext, uid: string, id: string, page: number) {
  const row = await repo.findPrescription(ctx.db, uid, id);
  if (!row) throw new AppError('NOT_FOUND');
  return readGuide(ctx, row, page);
}

// --- sharing -------------------------------------------------------------------------------------

export async function share(
  ctx: PrescriptionsContext,
  uid: string,
  body: z.output<typeof shareBody>,
  base: string,
  now = new Date(),
) {
  const user = await requirePrescriber(ctx.db, uid);
  const row = await repo.findPrescription(ctx.db, uid, body.prescriptionId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.files.length === 0) throw new AppError('PRESCRIPTION_FILES_REQUIRED');
  const found = await repo.findPatientWithOwner(ctx.db, uid, row.patientId);
  if (!found) throw new AppError('NOT_FOUND');
  const types = [...new Set(body.types)];
  const email = (body.email || found.owner.email || '').trim().toLowerCase();
  const phone = (body.phone || found.owner.phone || '').trim();
  if (types.includes(SHARE_TYPE.EMAIL) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AppError('OWNER_EMAIL_REQUIRED', { field: 'email' });
  }
  if (types.includes(SHARE_TYPE.WHATSAPP) && phone.replace(/\D/g, '').length < 10) {
    throw new AppError('OWNER_PHONE_REQUIRED', { field: 'phone' });
  }

  const shareId = randomBytes(32).toString('base64url');
  const link = `${base}/shared/${shareId}`;
  const expiresAt = daysFrom(now, body.expiresInDays ?? SHARE_LINK_DAYS.default);
  await ctx.db.transaction(async (tx) => {
    await repo.insertShare(tx as Db, {
      id: shareId,
      uid,
      prescriptionId: row.id,
      types,
      clinicalHandouts: body.clinicalHandouts,
      expiresAt,
    });
    await repo.markShared(tx as Db, uid, row.id, now);
  });

  const vetName = [user.displayNamePrefix, user.displayName].filter(Boolean).join(' ');
  let emailSent = false;
  if (types.includes(SHARE_TYPE.EMAIL)) {
    const pages = row.pages as PrescriptionItem[][];
    const controlled = await repo.controlledDrugs(ctx.db, controlledIdsOf(pages));
    const attachments = await Promise.all(
      row.files.map(async (f) => ({
        filename: f.name,
        content: (await readGuide(ctx, row, f.page)).body,
        contentType: 'application/pdf',
      })),
    );
    const content = prescriptionShared({
      ownerName: found.owner.name,
      patientName: found.patient.name,
      vetName,
      link,
      guides: row.files.length,
      hasControlled: controlled.length > 0,
    });
    try {
      await ctx.mail.send({ to: email, ...content, attachments, ...(user.email ? { replyTo: user.email } : {}) });
      emailSent = true;
    } catch {
      throw new AppError('PRESCRIPTION_SHARE_ERROR');
    }
  }
  const message = `Olá! Segue a receita de ${found.patient.name}, enviada por ${vetName}: ${link}`;
  return {
    shareId,
    link,
    whatsappUrl: types.includes(SHARE_TYPE.WHATSAPP) ? whatsappLink(phone, message) : null,
    emailSent,
    shareDate: (row.shareDate ?? now).toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

export async function listShares(db: Db, uid: string, prescriptionId: string, base: string) {
  const row = await repo.findPrescription(db, uid, prescriptionId);
  if (!row) throw new AppError('NOT_FOUND');
  const shares = await repo.listShares(db, uid, prescriptionId);
  return {
    shares: shares.map((s) => ({
      shareId: s.id,
      link: `${base}/shared/${s.id}`,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: s.revokedAt?.toISOString() ?? null,
    })),
  };
}

export async function revokeShare(db: Db, uid: string, shareId: string) {
  if (!(await repo.revokeShare(db, uid, shareId))) throw new AppError('SHARE_LINK_NOT_FOUND');
  return { revoked: true as const };
}

/** The vet moves a link's expiry: `days` from now (also to revive an expired link). */
export async function setShareExpiry(db: Db, uid: string, shareId: string, days: number, now = new Date()) {
  const expiresAt = daysFrom(now, days);
  if (!(await repo.setShareExpiry(db, uid, shareId, expiresAt))) throw new AppError('SHARE_LINK_NOT_FOUND');
  return { expiresAt: expiresAt.toISOString() };
}

/** A share that is not revoked and not expired, for the public reads. */
async function liveShare(db: Db, shareId: string, now = new Date()) {
  const found = await repo.findLiveShare(db, shareId);
  if (!found) throw new AppError('SHARE_LINK_NOT_FOUND');
  if (found.share.expiresAt.getTime() <= now.getTime()) throw new AppError('SHARE_LINK_EXPIRED');
  return found;
}

/** GET /patients/shares/{id}: only the guides, the handouts, the patient's first name context. */
export async function publicShare(db: Db, shareId: string) {
  const found = await liveShare(db, shareId);
  const p = found.prescription;
  return {
    patientName: found.patientName,
    vetName: p.issuer?.name ?? '',
    date: longDate(p.shareDate ?? p.lastUpdate),
    files: p.files.map((f) => ({ page: f.page, name: f.name, url: `/api/patients/shares/${shareId}/files/${f.page}` })),
    clinicalHandouts: found.share.clinicalHandouts as { id: string; name: string; content_type: number }[],
  };
}

export async function publicShareFile(ctx: PrescriptionsContext, shareId: string, page: number) {
  const found = await liveShare(ctx.db, shareId);
  return readGuide(ctx, found.prescription, page, 'public');
}

/** GET /patients/prescriptions/validations/{code}: what a pharmacy needs to trust a guide. */
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});

/**
 * The guides' signature checked against the bytes the server serves now (every stored copy: the
 * vet's and the shared one). null: unsigned guides. Any copy unsigned or failing: invalid.
 */
async function signatureOf(files: Files, stored: StoredGuideFile[]) {
  const keys = stored.flatMap((f) => (f.publicKey ? [f.key, f.publicKey] : [f.key]));
  const checks = [];
  for (const key of keys) {
    const file = await files.get(key);
    checks.push(file ? await verifyPdfSignature(file.body) : null);
  }
  const first = checks.find((c) => c !== null);
  if (!first) return null;
  return {
    signer: first.signer,
    signedAt: first.signedAt ? `${dateTime.format(first.signedAt).replace(', ', ' às ')}` : '—',
    valid: checks.every((c) => c?.valid === true),
  };
}

export async function validation(ctx: Pick<PrescriptionsContext, 'db' | 'files'>, rawCode: string) {
  const { db } = ctx;
  const code = rawCode.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const found = code.length === 8 ? await repo.findByValidationCode(db, code) : undefined;
  if (!found?.prescription.issuer) throw new AppError('VALIDATION_CODE_NOT_FOUND');
  const p = found.prescription;
  const issuer = found.prescription.issuer;
  const pages = p.pages as PrescriptionItem[][];
  const controlled = await repo.controlledDrugs(db, controlledIdsOf(pages));
  return {
    code: formatValidationCode(code),
    vetName: issuer.name,
    crmv: issuer.crmv,
    date: longDate(p.shareDate ?? p.lastUpdate),
    patient: { name: found.patientName, species: ANIMAL_LABELS[found.species as AnimalId] ?? '—' },
    // Numbered as the PDFs print them ("Receita 2" is the second guide, a tab's controlled items
    // included), not by the editor's tab: the pharmacist compares this page with the paper.
    items: guideLayout(pages, controlled).flatMap((g, n) =>
      g.items.map((i) => ({ guide: n + 1, name: itemTitle(i), posology: i.posology, quantity: i.quantity || null })),
    ),
    shared: Boolean(p.shareDate),
    signature: await signatureOf(ctx.files, p.files),
  };
}

// --- item search and options ----------------------------------------------------------------

export async function searchItems(db: Db, search: string, filter: 0 | 1 | 2): Promise<ItemSearchResult[]> {
  const text = searchText(search);
  if (!text) return [];
  if (filter === 0) {
    const rows = await repo.searchDrugs(db, text);
    return rows.map((d) => ({
      id: d.id,
      type: ITEM_TYPE.COMPOSITION,
      name: d.name,
      concentration: null,
      display: null,
      package: null,
      brand: null,
      drugsList: [{ drug: d.name, drugId: d.id, category: d.category }],
    }));
  }
  const rows = await repo.searchProducts(db, text, filter === 1 ? [1] : [3]);
  return rows.flatMap((r) => {
    const file = r.detail as ProductFile & { presentationList?: string[]; volumes?: string[] };
    const drugsList = (file.drugs ?? [])
      .filter((d): d is typeof d & { id: string } => Boolean(d.id))
      .map((d) => ({ drug: d.name, drugId: d.id, category: file.category }));
    const presentations = file.presentationList?.length ? file.presentationList : [null];
    return presentations.map((presentation) => ({
      id: r.id,
      type: filter === 1 ? ITEM_TYPE.VETERINARY : ITEM_TYPE.HUMAN,
      name: file.name,
      concentration: null,
      display: presentation,
      package: file.volumes?.[0] ?? null,
      brand: r.brand || null,
      drugsList,
    }));
  });
}

/**
 * The doses, presentations and controlled lists of an item's principles. Doses are the drug's
 * body: a reader without PRO gets none of a premium drug's, only its id in `lockedDrugIds`.
 */
export async function itemOptions(
  db: Db,
  drugIds: string[],
  species: number | undefined,
  isPremium: boolean,
): Promise<ItemOptions> {
  const [doseRows, productRows, controlled] = await Promise.all([
    repo.dosesOf(db, drugIds),
    repo.productsWith(db, drugIds),
    repo.controlledDrugs(db, drugIds),
  ]);
  const readable = doseRows.filter((r) => mayRead(isPremium, { kind: 'drug', ...r }));
  const lockedDrugIds = [...new Set(doseRows.filter((r) => !readable.includes(r)).map((r) => r.dose.drugId))];
  const all = readable.map(({ dose, drugName, category }) => ({
    drugId: dose.drugId,
    position: dose.position,
    title: dose.title,
    dose: dose.dose,
    measurement: dose.measurement,
    route: dose.route,
    frequency: dose.frequency,
    frequencyUnit: dose.frequencyUnit,
    animals: dose.animals,
    description: dose.description,
    options: (dose.options as DoseOption[] | null) ?? [],
    drugName,
    category,
  }));
  // Doses for the patient's species; with none, every dose (docs/product/calculators-patients-prescriptions-management.md §2 step 2).
  const forSpecies = species ? all.filter((d) => d.animals.includes(species)) : all;
  // Veterinary products list their presentations; human ones pair each with its pack. Each label
  // is read for form and strength, so the editor can compute a posology a pharmacy dispenses.
  const presentations = productRows.flatMap((r) => {
    const file = r.detail as ProductFile;
    const labels: { presentation: string; pack: string | null }[] = file.presentation_volumes?.length
      ? file.presentation_volumes.map((p) => ({ presentation: p.presentation, pack: p.volume || null }))
      : (file.presentationList ?? (file.presentation ? [file.presentation] : [])).map((presentation) => ({
          presentation,
          pack: file.volumes?.[0] ?? null,
        }));
    return labels.map(({ presentation, pack }) => ({
      productId: r.id,
      name: file.name,
      brand: r.brand || null,
      type: r.type,
      category: r.category,
      presentation,
      pack,
      dispensable: parsePresentation(presentation),
    }));
  });
  return {
    doses: forSpecies.length ? forSpecies : all,
    speciesMatched: forSpecies.length > 0,
    presentations,
    controlled,
    lockedDrugIds,
  };
}

export function newItemId(): string {
  return randomUUID();
}
