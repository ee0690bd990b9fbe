import type { Patient } from '@vetor/domain/patients/patients.schemas';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { shellContext } from '../../lib/shell-context';
import { readJson, writeJson } from '../../lib/storage';
import { createStore } from '../../lib/store';

// The prescription being edited: the selected patient and the draft (id once saved, pages of
// items). Kept in local storage so a reload resumes it; the server copy is saved after each change.

export interface DraftState {
  patient: Patient | null;
  id: string | null;
  pages: PrescriptionItem[][];
}

const KEY = 'prescription-draft';
const empty: DraftState = { patient: null, id: null, pages: [] };

export const draftStore = createStore<DraftState>(readJson<DraftState>(KEY) ?? empty);
draftStore.subscribe(() => {
  const s = draftStore.get();
  writeJson(KEY, s);
  // docs/product/platform-accounts-subscription.md §2: the bottom navigation hides on /prescriptions once the prescription has items.
  shellContext.set((c) => ({ ...c, prescriptionHasItems: s.pages.some((p) => p.length > 0) }));
});
shellContext.set((c) => ({ ...c, prescriptionHasItems: draftStore.get().pages.some((p) => p.length > 0) }));

export function resetDraft(patient: Patient | null = draftStore.get().patient): void {
  draftStore.set({ patient, id: null, pages: [] });
}
