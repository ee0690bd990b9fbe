// Starting a prescription from a template (docs/decisions/prescriptions-templates.md): fresh item
// ids, and the posology written again for the patient's weight where the item kept what the dose
// calculator used (the dispense calculator's items also get their quantity again); any other
// posology stays as the vet wrote it.
import { redose } from './item-dosing.js';
import type { PrescriptionItem } from './prescriptions.schemas.js';

export interface StartedFromTemplate {
  pages: PrescriptionItem[][];
  /** Items whose posology was written again for this weight. */
  recomputed: number;
  /** Library items whose posology is the template's text (maybe for another weight): to be read. Free text is not counted. */
  keptAsWritten: number;
  /** Recomputed items whose presentation, rounded for this weight, leaves the library range. */
  outOfRange: number;
}

/** A quantity counted in units, as the dispense calculator suggests it ("21 cápsulas", "12,6 mL"); a pack the vet wrote is not. */
const UNIT_COUNT = /^\d+(?:,\d+)? (?:comprimidos?|cápsulas?|mL)$/u;

export function startFromTemplate(
  pages: PrescriptionItem[][],
  weightKg: number | null | undefined,
  newId: () => string,
): StartedFromTemplate {
  let recomputed = 0;
  let keptAsWritten = 0;
  let outOfRange = 0;
  const out = pages
    .filter((p) => p.length > 0)
    .map((page, index) =>
      page.map((item) => {
        const again = item.dosing ? redose(item.dosing, weightKg) : null;
        if (!again) {
          if (!item.freeText) keptAsWritten++;
          return { ...item, id: newId(), page: index };
        }
        recomputed++;
        if (!again.inRange) outOfRange++;
        const countedInUnits = !item.quantity?.trim() || UNIT_COUNT.test(item.quantity.trim());
        return {
          ...item,
          id: newId(),
          page: index,
          posology: again.posology,
          ...(again.quantity && countedInUnits ? { quantity: again.quantity } : {}),
        };
      }),
    );
  return { pages: out, recomputed, keptAsWritten, outOfRange };
}
