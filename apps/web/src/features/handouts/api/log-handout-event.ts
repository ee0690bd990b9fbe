import type { HANDOUT_EVENTS } from '@vetor/domain/handouts/handouts.schemas';
import { api } from '../../../lib/api';

/** POST /topics/handouts/events: fire and forget; no location is sent (spec: only when given). */
export function logHandoutEvent(event: (typeof HANDOUT_EVENTS)[number], handoutId?: string): void {
  api.post('/topics/handouts/events', { inputs: { event, ...(handoutId ? { handoutId } : {}) } }).catch(() => {});
}
