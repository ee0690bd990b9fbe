import type { SessionResponse } from '@vetor/domain/accounts/accounts.schemas';
import { isProfileComplete } from '@vetor/domain/accounts/sign-in.rules';
import { type SessionUser, signIn } from '../../lib/session';
import { installTokenRenewal } from './api/renew-token';

/**
 * docs/product/platform-accounts-subscription.md §4 After sign-in: a complete profile goes to the update route (which then honours the
 * remembered target), an incomplete one to the registration questionnaire.
 */
export function completeSignIn(session: SessionResponse): '/' | '/registration' {
  signIn(session.user as unknown as SessionUser, session.token, session.tokenExpire);
  installTokenRenewal();
  return isProfileComplete(session.user) ? '/' : '/registration';
}
