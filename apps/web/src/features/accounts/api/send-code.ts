import type { SendCodeResponse } from '@vetor/domain/accounts/accounts.schemas';
import { HEADERS } from '@vetor/domain/platform/headers';
import { api } from '../../../lib/api';
import { deviceHeaders } from '../device-tokens';

/** POST /login/emails/codes: e-mails a 4-digit code; a password, when given, is set once the code is confirmed. */
export function sendCode(
  email: string,
  options: { password?: string; retry?: boolean } = {},
): Promise<SendCodeResponse> {
  return api.post(
    '/login/emails/codes',
    { email },
    {
      auth: false,
      ...(options.retry ? { query: { retry: 'true' } } : {}),
      headers: { ...deviceHeaders(email), ...(options.password ? { [HEADERS.password]: options.password } : {}) },
    },
  );
}
