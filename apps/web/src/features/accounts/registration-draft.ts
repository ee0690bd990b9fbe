// The registration questionnaire's form state (strings as typed, with masks) and its conversion to
// the POST /login/users body, validated with the same domain schema the server uses.
import { formatMaskedDate, missingProfessionalCrmv, parseMaskedDate } from '@vetor/domain/accounts/accounts.rules';
import { type UpdateUserBody, type User, updateUserBody } from '@vetor/domain/accounts/accounts.schemas';
import { isMessageKey, type MessageKey } from '@vetor/domain/messages';
import { NATIONALITY_BRAZIL } from '@vetor/domain/platform/enums';
import { maskCep, maskCpf, maskPhone } from './masks';

export interface Draft {
  displayNamePrefix: string;
  displayName: string;
  birthday: string;
  nationality: number;
  cpf: string;
  phone: string;
  crmvNumber: string;
  crmvState: string;
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  veterinaryStatus: number | null;
  ocupation: string;
  college: string;
  courseCompletion: string;
  interests: number[];
  academicDegrees: number[];
}

export function draftFromUser(user: Partial<User> | null | undefined): Draft {
  const a = user?.address;
  const q = user?.questions;
  return {
    displayNamePrefix: user?.displayNamePrefix ?? '',
    displayName: user?.displayName ?? '',
    birthday: user?.birthday ? formatMaskedDate(user.birthday) : '',
    nationality: user?.nationality ?? NATIONALITY_BRAZIL,
    cpf: user?.cpf ? maskCpf(user.cpf) : '',
    phone: user?.phone ? maskPhone(user.phone) : '',
    crmvNumber: user?.crmvNumber ?? '',
    crmvState: user?.crmvState ?? '',
    zipCode: a?.zipCode ? maskCep(a.zipCode) : '',
    street: a?.street ?? '',
    number: a?.number ?? '',
    complement: a?.complement ?? '',
    neighborhood: a?.neighborhood ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    veterinaryStatus: q?.veterinaryStatus ?? null,
    ocupation: q?.ocupation ?? '',
    college: q?.college ?? '',
    courseCompletion: q?.courseCompletion ? String(q.courseCompletion) : '',
    interests: q?.interests ?? [],
    academicDegrees: q?.academicDegrees ?? [],
  };
}

/** Groups of the record each questionnaire part saves. */
export type Part =
  | 'basic'
  | 'displayName'
  | 'displayNamePrefix'
  | 'birthday'
  | 'nationality'
  | 'cpf'
  | 'phone'
  | 'address'
  | 'crmv'
  | 'questions';

export function bodyFor(draft: Draft, parts: Part[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const has = (p: Part) => parts.includes(p);
  if (has('basic') || has('displayName')) body.displayName = draft.displayName;
  if (has('displayNamePrefix')) body.displayNamePrefix = draft.displayNamePrefix.trim() || null;
  if (has('basic') || has('birthday')) body.birthday = parseMaskedDate(draft.birthday) ?? draft.birthday;
  if (has('basic') || has('nationality')) body.nationality = draft.nationality;
  if (has('basic') || has('nationality') || has('cpf')) {
    if (draft.nationality === NATIONALITY_BRAZIL || has('cpf')) body.cpf = draft.cpf;
  }
  if (has('cpf')) body.nationality = NATIONALITY_BRAZIL;
  if (has('phone')) body.phone = draft.phone.trim() || null;
  if (has('address')) {
    body.address = {
      zipCode: draft.zipCode,
      street: draft.street,
      number: draft.number,
      complement: draft.complement.trim() || null,
      neighborhood: draft.neighborhood,
      city: draft.city,
      state: draft.state,
    };
  }
  if (has('crmv')) {
    body.crmvNumber = draft.crmvNumber;
    body.crmvState = draft.crmvState || undefined;
  }
  if (has('questions')) {
    const professional = draft.veterinaryStatus === 1;
    body.questions = {
      veterinaryStatus: draft.veterinaryStatus ?? undefined,
      ocupation: draft.veterinaryStatus === 3 ? draft.ocupation.trim() || null : null,
      college: draft.veterinaryStatus === 3 ? null : draft.college || null,
      courseCompletion: draft.veterinaryStatus === 3 || !draft.courseCompletion ? null : Number(draft.courseCompletion),
      interests: draft.interests,
      academicDegrees: professional ? draft.academicDegrees : [],
    };
    // A professional's CRMV and UF are required (docs/product/platform-accounts-subscription.md §5) and travel with the questions.
    if (professional) {
      body.crmvNumber = draft.crmvNumber;
      body.crmvState = draft.crmvState || undefined;
    }
    if (professional && draft.displayNamePrefix.trim()) body.displayNamePrefix = draft.displayNamePrefix.trim();
  }
  return body;
}

export interface DraftIssue {
  field: string;
  code: MessageKey;
}

/**
 * Validates with the server's own schema and names every draft field that breaks a rule (the first
 * rule each breaks), in the form's order, so the screen marks them all at once.
 */
export function validate(
  body: Record<string, unknown>,
): { ok: true; body: UpdateUserBody } | { ok: false; issues: DraftIssue[] } {
  const result = updateUserBody.safeParse(body);
  const issues: DraftIssue[] = [];
  const add = (issue: DraftIssue) => {
    if (!issues.some((i) => i.field === issue.field)) issues.push(issue);
  };
  for (const issue of result.success ? [] : result.error.issues) {
    // address.zipCode → zipCode, questions.interests.0 → interests: the draft is flat.
    const named = issue.path.filter((p): p is string => typeof p === 'string');
    add({ field: named.at(-1) ?? 'form', code: isMessageKey(issue.message) ? issue.message : 'VALIDATION_ERROR' });
  }
  // The schema checks the CEP against the UF only once the rest of the address parses: a CEP that
  // is not 8 digits is marked along with the other fields rather than after they are fixed.
  const address = body.address as { zipCode?: string } | undefined;
  if (address && (address.zipCode ?? '').replace(/\D/g, '').length !== 8)
    add({ field: 'zipCode', code: 'INVALID_ZIP_CODE' });
  // The same rule the server applies to the record it saves.
  const questions = body.questions as { veterinaryStatus?: number } | undefined;
  const missing = questions
    ? missingProfessionalCrmv({
        veterinaryStatus: questions.veterinaryStatus,
        crmvNumber: body.crmvNumber as string | undefined,
        crmvState: body.crmvState as string | undefined,
      })
    : null;
  if (missing) add({ field: missing, code: missing === 'crmvNumber' ? 'INVALID_CRMV' : 'REQUIRED_FIELD' });
  return issues.length ? { ok: false, issues } : { ok: true, body: body as UpdateUserBody };
}
