import { requiresPro, type SummaryKind } from '@vetor/domain/content/content-api.schemas';
import { AppError } from '@vetor/domain/errors';
import type { FastifyRequest } from 'fastify';

// The premium gate: the one decision every route that returns library content asks before it
// answers (docs/decisions/premium-gate.md). Whole areas (DDx, interactions, AI search) use
// `requirePremium`; a route that returns one item uses `assertMayRead`; a route that returns many
// (prescription doses, flashcards, search snippets) keeps or blanks each with `mayRead`.

/** What the gate needs to know of a piece of content. */
export interface GatedContent {
  kind: SummaryKind;
  premium: boolean;
  freeTrial: boolean;
}

/** Whether a reader with (or without) PRO may read this content's body. */
export function mayRead(isPremium: boolean, content: GatedContent): boolean {
  return isPremium || !requiresPro(content.kind, content);
}

/** Throws PREMIUM_REQUIRED (403, which opens the purchase screen) when the reader may not read it. */
export function assertMayRead(isPremium: boolean, content: GatedContent): void {
  if (!mayRead(isPremium, content)) throw new AppError('PREMIUM_REQUIRED');
}

/** preHandler after `authenticate`: premium-only areas answer 403 to users without PRO. */
export async function requirePremium(request: FastifyRequest): Promise<void> {
  if (!request.user?.isPremium) throw new AppError('PREMIUM_REQUIRED');
}
