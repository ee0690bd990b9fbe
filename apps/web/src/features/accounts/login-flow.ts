// The 3-step sign-in card of docs/product/platform-accounts-subscription.md §2 and §4 as a pure reducer, so every rule is testable without
// a browser: e-mail (with repeat for a new user) → password (enter or create) → 4-digit code.
import { isValidEmail, isValidEmailCode, isValidPassword, normalizeEmail } from '@vetor/domain/accounts/sign-in.rules';
import type { MessageKey } from '@vetor/domain/messages';
import { EMAIL_CODE } from '@vetor/domain/platform/constants';

export type LoginStep = 0 | 1 | 2;
export type PasswordMode = 'enter' | 'create';

export interface LoginState {
  step: LoginStep;
  email: string;
  repeatEmail: string;
  /** null until the providers of the e-mail were read. */
  isNewUser: boolean | null;
  hasPassword: boolean;
  passwordMode: PasswordMode;
  password: string;
  passwordConfirmation: string;
  code: string;
  /** The resend link disappears after one click. */
  resendUsed: boolean;
  /** When the last code was sent (ms since epoch): the resend link waits out the server's 20 s. */
  codeSentAt: number | null;
}

export const initialLogin: LoginState = {
  step: 0,
  email: '',
  repeatEmail: '',
  isNewUser: null,
  hasPassword: false,
  passwordMode: 'create',
  password: '',
  passwordConfirmation: '',
  code: '',
  resendUsed: false,
  codeSentAt: null,
};

export type LoginAction =
  | { type: 'email'; value: string }
  | { type: 'repeatEmail'; value: string }
  | { type: 'providers'; providers: string[]; hasPassword: boolean }
  | { type: 'password'; value: string }
  | { type: 'passwordConfirmation'; value: string }
  | { type: 'code'; value: string }
  | { type: 'step'; step: LoginStep }
  | { type: 'forgotPassword' }
  | { type: 'back' }
  | { type: 'codeSent'; at: number }
  | { type: 'resendUsed' }
  | { type: 'resendRefused'; at: number }
  | { type: 'reset' };

/** Changing step clears the password and the code (docs/product/platform-accounts-subscription.md §2). */
function toStep(state: LoginState, step: LoginStep): LoginState {
  return { ...state, step, password: '', passwordConfirmation: '', code: '', resendUsed: false };
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'email':
      // Changing the e-mail resets everything.
      // Shown as the server will keep it: no spaces, lower case.
      return { ...initialLogin, email: normalizeTypedEmail(action.value) };
    case 'repeatEmail':
      return { ...state, repeatEmail: normalizeTypedEmail(action.value) };
    case 'providers': {
      const isNewUser = action.providers.length === 0;
      const next: LoginState = {
        ...state,
        isNewUser,
        hasPassword: action.hasPassword,
        passwordMode: action.hasPassword ? 'enter' : 'create',
      };
      // A new user stays at step 0 until the repeated e-mail matches.
      return isNewUser && !emailsMatch(next) ? next : toStep(next, 1);
    }
    case 'password':
      return { ...state, password: action.value };
    case 'passwordConfirmation':
      return { ...state, passwordConfirmation: action.value };
    case 'code':
      return { ...state, code: action.value.replace(/\D/g, '').slice(0, 4) };
    case 'step':
      return toStep(state, action.step);
    case 'forgotPassword':
      return { ...toStep(state, 1), passwordMode: 'create' };
    case 'back':
      if (state.step === 0) return state;
      return {
        ...toStep(state, (state.step - 1) as LoginStep),
        passwordMode: state.step === 2 && state.hasPassword ? 'enter' : state.passwordMode,
      };
    case 'codeSent':
      return { ...toStep(state, 2), codeSentAt: action.at };
    case 'resendUsed':
      return { ...state, resendUsed: true };
    case 'resendRefused':
      // The server asked to wait longer (its wait grows after several sends): the link comes back
      // after a new countdown rather than vanishing for good.
      return { ...state, resendUsed: false, codeSentAt: action.at };
    case 'reset':
      return initialLogin;
  }
}

export function emailsMatch(state: LoginState): boolean {
  return normalizeEmail(state.email) === normalizeEmail(state.repeatEmail);
}

/** The first rule step 0 breaks, or null when it may continue. */
export function emailStepError(state: LoginState): MessageKey | null {
  if (!isValidEmail(state.email)) return 'INVALID_EMAIL';
  if (state.isNewUser && !emailsMatch(state)) return 'INVALID_SECOND_EMAIL';
  return null;
}

export function createPasswordError(state: LoginState): MessageKey | null {
  if (!isValidPassword(state.password)) return 'INVALID_PASSWORD';
  if (state.password !== state.passwordConfirmation) return 'INVALID_PASSWORD_CONFIRMATION';
  return null;
}

/**
 * Whole seconds before the resend link may be used; 0 when it may. The server needs more than 20 s
 * since its own send, which happened before this device heard of it, so one extra second suffices.
 */
export function resendSecondsLeft(state: LoginState, now: number): number {
  if (state.codeSentAt === null) return 0;
  const readyAt = state.codeSentAt + (EMAIL_CODE.resendWaitSeconds + 1) * 1000;
  return Math.max(0, Math.ceil((readyAt - now) / 1000));
}

/** The verify button stays disabled until the code is 4 digits between 1000 and 9999. */
export function canVerify(state: LoginState): boolean {
  return isValidEmailCode(state.code);
}

/** An e-mail as typed, trimmed and lower-cased the way the server stores it. */
export function normalizeTypedEmail(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}
