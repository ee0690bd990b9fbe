// Which handouts the share dialog of a prescription offers checked. Every handout stays listed (the
// vet may add any), but only those about the prescribed drugs come checked and first: sending all 40
// made a cat owner receive "Leishmaniose no cão". Disease handouts name one species and no drug, so
// the vet picks them.

/** The handouts in dialog order (the prescribed drugs' first) and the ids that start checked. */
export function handoutsForPrescription<H extends { id: string; itemId: string }>(
  handouts: readonly H[],
  prescribedDrugIds: Iterable<string>,
): { ordered: H[]; preselected: string[] } {
  const drugs = new Set(prescribedDrugIds);
  const chosen = handouts.filter((h) => drugs.has(h.itemId));
  const rest = handouts.filter((h) => !drugs.has(h.itemId));
  return { ordered: [...chosen, ...rest], preselected: chosen.map((h) => h.id) };
}
