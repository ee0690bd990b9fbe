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

/**
 * GET /preferences/offline-key: the signed-in user's secret for the offline store's encryption key
 * (docs/decisions/offline-store.md). `keyId` changes when the server's key changes, so a device
 * drops copies it could no longer renew.
 */
export const offlineKeyResponse = z.object({
  uid: z.string(),
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  /** 32 bytes, base64url. */
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type OfflineKeyResponse = z.infer<typeof offlineKeyResponse>;
