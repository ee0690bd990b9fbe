import { Alert, Box, Group, Stack, Table, Text } from '@mantine/core';
import type { CalculatorDefinition, CalculatorInputs } from '@vetor/domain/calculators/calculator.types';
import { formatDuration, formatNumber } from '@vetor/domain/calculators/format';
import { readAnimal, readNumber } from '@vetor/domain/calculators/inputs';
import { type DripRates, MAX_TRANSFUSION_HOURS, transfusionPlan } from '@vetor/domain/calculators/transfusion';
import { CalculatorPage } from './calculator-page';
import { CalculatorScreen } from './calculator-screen';

// /calculators/transfusion-volume-speed/custom (route name transfusion-volume-speed-calculator):
// the generic inputs, with the plan shown as drip tables (micro and blood-set drops side by side)
// instead of long text lines, in every unit of spec 3 §9.

const ROWS: { label: string; pick: (r: DripRates) => number }[] = [
  { label: 'mL/hora', pick: (r) => r.mlPerHour },
  { label: 'gotas/segundo', pick: (r) => r.dropsPerSecond },
  { label: 'segundos/gota', pick: (r) => r.secondsPerDrop },
  { label: 'gotas/minuto', pick: (r) => r.dropsPerMinute },
  { label: 'gotas/10 segundos', pick: (r) => r.dropsPer10Seconds },
];

function planFrom(inputs: CalculatorInputs) {
  const animal = readAnimal(inputs);
  const n = (id: string) => readNumber(inputs, id);
  const [weight, current, intended, donor, speedFirst30, speedAfter30] = [
    n('weight'),
    n('currentHematocrit'),
    n('intendedHematocrit'),
    n('donorHematocrit'),
    n('speedFirst30'),
    n('speedAfter30'),
  ];
  if (
    animal === undefined ||
    weight === undefined ||
    current === undefined ||
    intended === undefined ||
    donor === undefined ||
    speedFirst30 === undefined ||
    speedAfter30 === undefined
  )
    return undefined;
  const plan = transfusionPlan({
    animal,
    weight,
    current,
    intended,
    donor,
    speedFirst30,
    speedAfter30,
    anticoagulant: n('anticoagulantVolume') ?? 0,
  });
  return typeof plan === 'string' ? undefined : { plan, speedFirst30, speedAfter30 };
}

function DripTable({
  caption,
  speed,
  rates,
}: {
  caption: string;
  speed: number;
  rates: { micro: DripRates; macro: DripRates };
}) {
  return (
    <Box>
      <Text fw={700} size="sm" mb={4}>
        {caption} · {formatNumber(speed, 2)} mL/kg/hora
      </Text>
      <Table withTableBorder withColumnBorders striped fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Unidade</Table.Th>
            <Table.Th scope="col">Microgotas (60/mL)</Table.Th>
            <Table.Th scope="col">Macrogotas (20/mL)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td fw={700}>{formatNumber(row.pick(rates.micro), 2)}</Table.Td>
              <Table.Td fw={700}>{formatNumber(row.pick(rates.macro), 2)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function TransfusionPlanView({ inputs }: { inputs: CalculatorInputs }) {
  const data = planFrom(inputs);
  if (!data) return null;
  const { plan, speedFirst30, speedAfter30 } = data;
  return (
    <Stack gap="md" data-testid="transfusion-plan">
      <Group grow align="flex-start">
        <Box>
          <Text size="sm" c="gray.8">
            Volume de sangue a transfundir
          </Text>
          <Text fw={700} fz={22} data-testid="transfusion-blood-volume">
            {formatNumber(plan.bloodVolume, 2)} mL
          </Text>
        </Box>
        <Box>
          <Text size="sm" c="gray.8">
            Volume total (com anticoagulante)
          </Text>
          <Text fw={700} fz={22}>
            {formatNumber(plan.totalVolume, 2)} mL
          </Text>
        </Box>
      </Group>
      <DripTable caption="Primeiros 30 minutos" speed={speedFirst30} rates={plan.first30} />
      <DripTable caption="Após 30 minutos" speed={speedAfter30} rates={plan.after30} />
      <Box>
        <Text size="sm" c="gray.8">
          Duração estimada
        </Text>
        <Text fw={700} fz={20} data-testid="transfusion-duration">
          {formatDuration(plan.durationHours)}
        </Text>
      </Box>
      {plan.durationHours > MAX_TRANSFUSION_HOURS && (
        <Alert color="orange" variant="outline" title="Atenção">
          <Text size="sm" c="dark.9">
            A transfusão deve terminar em até 4 horas: aumente a velocidade se o paciente tolerar ou divida o volume em
            duas bolsas.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

export function TransfusionVolumeSpeedScreen({ definition }: { definition: CalculatorDefinition }) {
  return (
    <CalculatorPage definition={definition}>
      <CalculatorScreen
        definition={definition}
        renderResult={(_r, inputs) => <TransfusionPlanView inputs={inputs} />}
      />
    </CalculatorPage>
  );
}
