import { z } from 'zod';

export const healthResponse = z.object({ status: z.enum(['ok']), database: z.enum(['ok']).optional() });

/** Readiness while the database does not answer: the error shape, plus what a probe reads. */
export const healthUnavailableResponse = z.object({
  status: z.enum(['unavailable']),
  database: z.enum(['down']),
  code: z.enum(['DATABASE_UNAVAILABLE']),
  message: z.string(),
});
