import { z } from 'zod';
import { FEATURE_TOGGLES } from '../platform/enums.js';

export const versionCheckResponse = z.object({
  forbiddenAppVersion: z.boolean(),
  hasNewAppVersion: z.boolean(),
  /** A renewed token, when the caller sent a valid one. */
  token: z.string().optional(),
  tokenExpire: z.number().optional(),
});
export type VersionCheckResponse = z.infer<typeof versionCheckResponse>;

export const togglesSchema = z.object(
  Object.fromEntries(FEATURE_TOGGLES.map((t) => [t, z.boolean()])) as Record<
    (typeof FEATURE_TOGGLES)[number],
    z.ZodBoolean
  >,
);

export const togglesResponse = z.object({ toggles: togglesSchema });
