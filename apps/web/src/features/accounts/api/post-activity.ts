import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';
import { readJson, writeJson } from '../../../lib/storage';

const KEY = 'configuration/last_activity';

/**
 * POST /login/{uid}/activities, at most once per 30 minutes (docs/product/platform-accounts-subscription.md §4). The shell may call this on
 * every navigation; the local timestamp keeps the calls rare and the server refuses extras anyway.
 */
export async function pingActivity(now = Date.now()): Promise<void> {
  const uid = sessionStore.get().user?.uid;
  if (!uid) return;
  const last = readJson<number>(KEY) ?? 0;
  if (now - last < TIMEOUTS_MS.activityPing) return;
  writeJson(KEY, now);
  await api.post(`/login/${encodeURIComponent(uid)}/activities`).catch(() => {});
}
