import { Table, Text } from '@mantine/core';
import {
  type DrugStep,
  drugStepDose,
  formatConcentration,
  formatPerKg,
  formatRange,
} from '@vetor/domain/algorithms/drug-steps';

// The drugs of a step (or of the emergency chart) dosed for the patient's weight: dose per kg, what
// to give in mg (or UI, mEq) and the volume of the named presentation. Without a weight it shows the
// dose per kg and says where the weight comes from.

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
    <div style={{ overflowX: 'auto' }}>
      <Table
        withTableBorder
        striped
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        data-testid="drug-doses"
        captionSide="top"
      >
        {caption && <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fármaco</Table.Th>
            <Table.Th>Dose</Table.Th>
            <Table.Th>Dar</Table.Th>
            <Table.Th>Volume</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((s) => {
            const d = weightKg === null ? null : drugStepDose(s, weightKg);
            return (
              <Table.Tr key={`${s.drug}:${s.name}`} data-testid={`dose-${s.drug}`}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {s.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.route} · {s.concentration.label}
                    {s.note ? ` · ${s.note}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPerKg(s)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{d ? formatRange(d.amount, d.amountUnit) : '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {d ? (
                    <>
                      <Text span fw={700} size="sm" data-testid="dose-volume">
                        {formatRange(d.volume, 'mL')}
                      </Text>
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({formatConcentration(s)})
                      </Text>
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {weightKg === null && (
        <Text size="xs" c="dimmed" mt={4}>
          Informe o peso no início do algoritmo para ver mg e mL.
        </Text>
      )}
    </div>
  );
}
