import type { Reference } from '@vetor/domain/content/content-base.schemas';
import { lazyDialog } from '../../lib/lazy-dialog';
import type { ReferenceContext } from './reference-store';

export interface ReferencesDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The content's own references. */
  own: readonly Reference[];
  /** References that come from elsewhere (a drug's internalReferences). */
  external?: readonly Reference[];
  context: ReferenceContext;
  /** Management mode picks a reference without going to /references. */
  onPick?: (reference: Reference) => void;
}

/**
 * The references dialog (docs/product/content-and-study.md §2): tabs for the content's own references and the external ones,
 * only the tabs with entries, duplicates by name removed. Choosing one records the content as the
 * reference's context and opens the /references card.
 */
export const ReferencesDialog = lazyDialog<ReferencesDialogProps>(() => import('./references-dialog-body'));
