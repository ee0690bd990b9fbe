import { z } from 'zod';

/** What readiness checks: the database, the file store, and Redis when the deployment has one. */
const part = z.enum(['ok', 'down']);

export const healthResponse = z.object({
  status: z.enum(['ok']),
  database: z.enum(['ok']).optional(),
  files: z.enum(['ok']).optional(),
  redis: z.enum(['ok']).optional(),
});

/**
 * Readiness while a dependency does not answer or the server is draining before it stops: the
 * error shape, plus what a probe reads.
 */
export const healthUnavailableResponse = z.object({
  status: z.enum(['unavailable']),
  database: part,
  files: part.optional(),
  redis: part.optional(),
  draining: z.boolean().optional(),
  code: z.enum(['DATABASE_UNAVAILABLE', 'SERVER_STOPPING']),
  message: z.string(),
});
