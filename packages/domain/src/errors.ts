import { type MessageKey, message } from './messages.js';

/**
 * The one error vocabulary: a stable code (a message key of the spec) and, when it concerns
 * one input, the field. The server maps codes to HTTP statuses here and nowhere else.
 */
export class AppError extends Error {
  readonly code: MessageKey;
  readonly field: string | undefined;
  readonly status: number;

  constructor(
    code: MessageKey,
    options: { field?: string; status?: number; params?: Record<string, string | number> } = {},
  ) {
    super(message(code, options.params));
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.status = options.status ?? statusOf(code);
  }
}

const statusByCode: Partial<Record<MessageKey, number>> = {
  VALIDATION_ERROR: 400,
  REQUIRED_FIELD: 400,
  INVALID_EMAIL: 400,
  INVALID_SECOND_EMAIL: 400,
  INVALID_PASSWORD: 400,
  INVALID_PASSWORD_CONFIRMATION: 400,
  SIGNUP_BIRTHDAY_ERROR: 400,
  NAME_ERROR: 400,
  SIGNUP_CPF_HINT: 400,
  INVALID_ZIP_CODE: 400,
  INVALID_PHONE: 400,
  INVALID_DATE: 400,
  INVALID_CRMV: 400,
  INVALID_URL: 400,
  INVALID_COUPON: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  DUO_SHARE_SELF: 400,
  BREED_ERROR: 400,
  WEIGHT_ERROR: 400,
  AGE_ERROR: 400,
  DDX_SIGNS_MAX: 400,
  DRUGS_INTERACTIONS_MIN: 400,
  DRUGS_INTERACTIONS_MAX: 400,
  FLASH_CARDS_SELECT_CATEGORY_AND_CLASS: 400,
  AI_QUESTION_MAX: 400,
  IMPORT_INVALID_COLUMNS: 400,
  IMPORT_INVALID_LINE: 400,
  IMPORT_EMPTY_HEADER: 400,
  INVALID_EMAIL_CODE: 400,
  EMAIL_CODE_EXPIRED: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  INVALID_EMAIL_PASSWORD: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  USER_BLOCKED: 403,
  FORBIDDEN_EMAIL_UPDATE: 403,
  PARTNERS_SESSION_NOT_ALLOWED: 403,
  ACCOUNT_DELETION_PENDING: 403,
  ACCOUNT_EXCLUSION_PRO_USER: 409,
  FLASH_CARDS_FREE_LIMIT: 403,
  FORBIDDEN_APP_VERSION: 426,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  ENTITY_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  CALCULATOR_NOT_FOUND: 404,
  DUO_OWNER_LINK_NOT_FOUND: 404,
  SUBSCRIPTION_NOT_FOUND: 404,
  PRICE_NOT_FOUND: 404,
  EMAIL_IN_USE: 409,
  CPF_ALREADY_REGISTERED: 409,
  FAVORITES_LIMIT: 409,
  PURCHASE_ANOTHER_ACCOUNT: 409,
  SUBSCRIPTION_ALREADY_ACTIVE: 409,
  SUBSCRIPTION_MANAGED_EXTERNALLY: 409,
  DUO_NOT_OWNER: 403,
  PAYLOAD_TOO_LARGE: 413,
  EMAIL_WAIT_RESEND: 429,
  EMAIL_CODE_TRIES_EXCEEDED: 429,
  RATE_LIMITED: 429,
  EMAIL_SEND_ERROR: 503,
  ERROR_NETWORK: 503,
  PURCHASE_ERROR: 502,
  PURCHASES_DISABLED: 503,
};

export function statusOf(code: MessageKey): number {
  return statusByCode[code] ?? 500;
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  code: MessageKey;
  message: string;
  field?: string;
}
