import type { QueryClient } from '@tanstack/react-query';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { confirm } from '../../lib/dialogs';
import { acknowledgeSafety } from './api/acknowledge-safety';
import { safetyCheckQuery } from './api/post-safety-check';

// Moving on from the editor with safety warnings asks the vet to acknowledge them, and the
// acknowledgement is stored with the prescription (docs/decisions/prescriptions-safety-check.md).
// Decision support: one click goes on, and a check that cannot run does not hold the vet back.

/** True to go on (no warnings, or acknowledged and stored); false when the vet goes back to the items. */
export async function acknowledgeBeforeReview(
  client: QueryClient,
  patient: { id: string; renalDisease?: boolean; hepaticDisease?: boolean },
  pages: PrescriptionItem[][],
  prescriptionId: string,
): Promise<boolean> {
  let warnings: { id: string; level: number }[];
  try {
    // The panel's answer when it is for these very items; asked now when an edit is still debouncing.
    warnings = (await client.fetchQuery(safetyCheckQuery(patient, pages))).warnings;
  } catch {
    return true;
  }
  if (!warnings.length) return true;
  const avoid = warnings.filter((w) => w.level === 3).length;
  const ok = await confirm({
    title: 'Alertas de segurança',
    message:
      `Esta prescrição tem ${warnings.length === 1 ? '1 alerta' : `${warnings.length} alertas`}` +
      (avoid ? ` (${avoid} de nível Evitar)` : '') +
      ', listados em "Checagem de segurança". A checagem apoia e não substitui o julgamento clínico.',
    confirmLabel: 'Estou ciente, seguir',
    cancelLabel: 'Rever os itens',
  });
  if (!ok) return false;
  await acknowledgeSafety({ prescriptionId, warningIds: warnings.map((w) => w.id) });
  return true;
}
