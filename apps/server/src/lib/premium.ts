import { AppError } from '@vetor/domain/errors';
import type { FastifyRequest } from 'fastify';

/** preHandler after `authenticate`: premium-only areas answer 403 to users without PRO (spec 2 §6). */
export async function requirePremium(request: FastifyRequest): Promise<void> {
  if (!request.user?.isPremium) throw new AppError('PREMIUM_REQUIRED');
}
