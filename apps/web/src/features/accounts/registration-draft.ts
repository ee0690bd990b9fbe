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
    // A professional's CRMV and UF are required (spec 1 §5) and travel with the questions.
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

/** Validates with the server's own schema; the issue names the draft field to mark. */
export function validate(
  body: Record<string, unknown>,
): { ok: true; body: UpdateUserBody } | { ok: false; issue: DraftIssue } {
  const result = updateUserBody.safeParse(body);
  if (result.success) {
    // The same rule the server applies to the record it saves.
    const questions = body.questions as { veterinaryStatus?: number } | undefined;
    const missing = questions
      ? missingProfessionalCrmv({
          veterinaryStatus: questions.veterinaryStatus,
          crmvNumber: body.crmvNumber as string | undefined,
          crmvState: body.crmvState as string | undefined,
        })
      : null;
    if (missing)
      return {
        ok: false,
        issue: { field: missing, code: missing === 'crmvNumber' ? 'INVALID_CRMV' : 'REQUIRED_FIELD' },
      };
    return { ok: true, body: body as UpdateUserBody };
  }
  const issue = result.error.issues[0];
  // address.zipCode → zipCode, questions.interests.0 → interests: the draft is flat.
  const named = (issue?.path ?? []).filter((p): p is string => typeof p === 'string');
  const code = isMessageKey(issue?.message) ? issue.message : 'VALIDATION_ERROR';
  return { ok: false, issue: { field: named.at(-1) ?? 'form', code } };
}
