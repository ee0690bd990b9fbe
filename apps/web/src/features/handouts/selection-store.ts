import { createStore } from '../../lib/store';

// The handouts chosen for sharing (docs/product/content-and-study.md §4 Handout selection): selection mode is on while it
// holds any, and the detail screen's share button adds to it. Kept in memory for the session.
export const selectionStore = createStore<string[]>([]);

export function toggleSelected(id: string): void {
  selectionStore.set((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
}

export function addSelected(id: string): void {
  selectionStore.set((s) => (s.includes(id) ? s : [...s, id]));
}
