import { Text } from '@mantine/core';
import {
  type DrugStep,
  drugStepDose,
  formatConcentration,
  formatPerKg,
  formatRange,
} from '@vetor/domain/algorithms/drug-steps';

// The drugs of a step (or of the emergency chart) dosed for the patient's weight. One row per drug:
// the volume to draw up stands on the right, large, because it is what the hand needs; the dose per
// kg, the amount and the presentation sit under the name. Rows, not a table: four columns do not fit
// 360 px, and a scrolled-away volume column is the one thing a vet must not miss.

export function DrugDoses({
  steps,
  weightKg,
  caption,
}: {
  steps: readonly DrugStep[];
  weightKg: number | null;
  caption?: string;
}) {
  if (steps.length === 0) return null;
  return (
    <div data-testid="drug-doses">
      {caption && (
        <Text size="sm" c="dimmed" mb={4}>
          {caption}
        </Text>
      )}
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
          background: 'white',
        }}
      >
        {steps.map((s, i) => {
          const d = weightKg === null ? null : drugStepDose(s, weightKg);
          return (
            <li
              key={`${s.drug}:${s.name}`}
              data-testid={`dose-${s.drug}`}
              style={{
                display: 'flex',
                gap: 12,
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: '8px 12px',
                borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {s.name}
                </Text>
                <Text size="sm">
                  {formatPerKg(s)} {s.route}
                  {d ? ` → ${formatRange(d.amount, d.amountUnit)}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.concentration.label}
                  {s.note ? ` · ${s.note}` : ''}
                </Text>
              </div>
              <div style={{ textAlign: 'right', flexShrink: 0 }}>
                {d ? (
                  <>
                    <Text fw={700} size="lg" data-testid="dose-volume" style={{ whiteSpace: 'nowrap' }}>
                      {formatRange(d.volume, 'mL')}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatConcentration(s)}
                    </Text>
                  </>
                ) : (
                  <Text c="dimmed">—</Text>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {weightKg === null && (
        <Text size="xs" c="dimmed" mt={4}>
          Informe o peso para ver mg e mL.
        </Text>
      )}
    </div>
  );
}
