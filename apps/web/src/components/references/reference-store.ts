import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { createStore } from '../../lib/store';

// The reference the /references card shows and the content it was opened from (docs/product/content-and-study.md §2:
// opening a reference first records a drug context — a name and a description). Memory only: a
// reload of /references with nothing loaded goes to /.

export interface ReferenceContext {
  name: string;
  description?: string;
  /** Where the card's back action returns. */
  from?: string;
}

export const referenceStore = createStore<{ reference: Reference; context: ReferenceContext } | null>(null);

export function openReference(reference: Reference, context: ReferenceContext): void {
  referenceStore.set({ reference, context });
}
