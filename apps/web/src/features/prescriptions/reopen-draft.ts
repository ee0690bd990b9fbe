import type { OpenDraftsResponse } from '@vetor/domain/prescriptions/prescription-templates.schemas';
import { useEffect } from 'react';
import { useStoreValue } from '../../lib/store';
import { getOpenDrafts } from './api/get-open-drafts';
import { type DraftState, draftStore } from './draft-store';

// /prescriptions reopens the vet's open draft instead of starting a second one (issue 39): after a
// reload, from the menu, on choosing a patient, or on another device (no local copy: the latest
// open draft of any patient). The server's copy wins over the local one it was saved from.

/** The state to show given the open drafts (of the state's patient, or all when there is none); null: keep. */
export function reopenedState(state: DraftState, drafts: OpenDraftsResponse['drafts']): DraftState | null {
  const toState = (d: OpenDraftsResponse['drafts'][number]): DraftState => ({
    patient: d.patient,
    id: d.prescription.id,
    pages: d.prescription.pages,
  });
  if (state.id) {
    const same = drafts.find((d) => d.prescription.id === state.id);
    if (same) return toState(same);
    // Sent or deleted elsewhere: the patient's other open draft, or a fresh start.
    const other = drafts[0];
    return other ? toState(other) : { patient: state.patient, id: null, pages: [] };
  }
  const hasItems = state.pages.some((p) => p.length > 0);
  const latest = drafts[0];
  // Items never saved (a failed save) stay: they are the vet's latest work.
  return !hasItems && latest ? toState(latest) : null;
}

export function useReopenDraft(enabled: boolean): void {
  const patientId = useStoreValue(draftStore, (s) => s.patient?.id ?? null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const before = draftStore.get();
    getOpenDrafts(patientId)
      .then(({ drafts }) => {
        // A change made while the answer travelled is newer than the answer.
        if (cancelled || draftStore.get() !== before) return;
        const next = reopenedState(before, drafts);
        if (next) draftStore.set(next);
      })
      .catch(() => {
        // Offline or failing: the local copy stays, as before this check.
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, patientId]);
}
