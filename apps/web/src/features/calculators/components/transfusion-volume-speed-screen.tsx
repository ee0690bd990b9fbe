import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import type { CalculatorDefinition, CalculatorInputs } from '@vetor/domain/calculators/calculator.types';
import { formatDuration, formatNumber } from '@vetor/domain/calculators/format';
import { readAnimal, readNumber } from '@vetor/domain/calculators/inputs';
import { type DripRates, MAX_TRANSFUSION_HOURS, transfusionPlan } from '@vetor/domain/calculators/transfusion';
import { CalculatorPage } from './calculator-page';
import { CalculatorScreen } from './calculator-screen';

// /calculators/transfusion-volume-speed/custom (route name transfusion-volume-speed-calculator):
// the generic inputs, with the plan shown as drip tables (micro and blood-set drops side by side)
// instead of long text lines, in every unit of docs/product/calculators-patients-prescriptions-management.md §9.

const ROWS: { label: string; pick: (r: DripRates) => number }[] = [
  { label: 'mL/hora', pick: (r) => r.mlPerHour },
  { label: 'gotas/segundo', pick: (r) => r.dropsPerSecond },
  { label: 'segundos/gota', pick: (r) => r.secondsPerDrop },
  { label: 'gotas/minuto', pick: (r) => r.dropsPerMinute },
  { label: 'gotas/10 segundos', pick: (r) => r.dropsPer10Seconds },
];

const TABLE_STYLE = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'var(--mantine-font-size-sm)',
  background: 'var(--mantine-color-white)',
} as const;
const CELL = {
  border: '1px solid var(--mantine-color-gray-4)',
  padding: '4px 8px',
  textAlign: 'left',
} as const;

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
      {/* A plain table: Mantine's brings a scroll area (~14 KB gzip) this small grid does not need. */}
      <table className="calculator-drip-table" style={TABLE_STYLE}>
        <thead>
          <tr>
            <th scope="col" style={CELL}>
              Unidade
            </th>
            <th scope="col" style={CELL}>
              Microgotas (60/mL)
            </th>
            <th scope="col" style={CELL}>
              Macrogotas (20/mL)
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" style={{ ...CELL, fontWeight: 500 }}>
                {row.label}
              </th>
              <td style={{ ...CELL, fontWeight: 700 }}>{formatNumber(row.pick(rates.micro), 2)}</td>
              <td style={{ ...CELL, fontWeight: 700 }}>{formatNumber(row.pick(rates.macro), 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
