import type { UpdateUserBody, User } from '@vetor/domain/accounts/accounts.schemas';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { api } from '../../../lib/api';
import { updateUser } from '../../../lib/session';

/** POST /login/users (10 s): saves the given profile fields and refreshes the stored user. */
export async function saveUser(changes: UpdateUserBody): Promise<User> {
  const { user } = await api.post<{ user: User }>('/login/users', changes, { timeoutMs: TIMEOUTS_MS.saveUser });
  updateUser(user);
  return user;
}

/** GET /login/users/me: the stored user, fresh from the server. */
export async function loadUser(): Promise<User> {
  const { user } = await api.get<{ user: User }>('/login/users/me');
  updateUser(user);
  return user;
}
