// Starting a prescription from a template (docs/decisions/prescriptions-templates.md): fresh item
// ids, and the posology written again for the patient's weight where the item kept what the dose
// calculator used; any other posology stays as the vet wrote it.
import { posologyFor } from './item-dosing.js';
import type { PrescriptionItem } from './prescriptions.schemas.js';

export interface StartedFromTemplate {
  pages: PrescriptionItem[][];
  /** Items whose posology was written again for this weight. */
  recomputed: number;
  /** Library items whose posology is the template's text (maybe for another weight): to be read. Free text is not counted. */
  keptAsWritten: number;
}

export function startFromTemplate(
  pages: PrescriptionItem[][],
  weightKg: number | null | undefined,
  newId: () => string,
): StartedFromTemplate {
  let recomputed = 0;
  let keptAsWritten = 0;
  const out = pages
    .filter((p) => p.length > 0)
    .map((page, index) =>
      page.map((item) => {
        const posology = item.dosing ? posologyFor(item.dosing, weightKg) : null;
        if (posology) recomputed++;
        else if (!item.freeText) keptAsWritten++;
        return { ...item, id: newId(), page: index, posology: posology ?? item.posology };
      }),
    );
  return { pages: out, recomputed, keptAsWritten };
}
