import { FEATURE_TOGGLES, type Toggles } from '@vetor/domain/platform/enums';
import type { Db } from '../../db/client.js';
import { listGlobalToggles, listUserToggles } from './preferences.repository.js';

/** Config defaults, overridden by the database's global rows, overridden by the user's own rows. */
export async function effectiveToggles(db: Db, defaults: Toggles, uid?: string): Promise<Toggles> {
  const result = { ...defaults };
  const known = new Set<string>(FEATURE_TOGGLES);
  const [global, personal] = await Promise.all([listGlobalToggles(db), uid ? listUserToggles(db, uid) : []]);
  for (const row of [...global, ...personal]) if (known.has(row.name)) result[row.name as keyof Toggles] = row.enabled;
  return result;
}
