import { ActionIcon, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { formatNumber } from '@vetor/domain/calculators/format';
import type { InfusionDrugInput } from '@vetor/domain/calculators/infusion';
import {
  DRUGS_CONCENTRATIONS_CONFIG_ID,
  type DrugConcentration,
  INFUSION_DOSE_UNITS,
  type InfusionDoseUnit,
} from '@vetor/domain/calculators/infusion-concentrations';
import { message } from '@vetor/domain/messages';
import { useId, useMemo, useRef, useState } from 'react';
import { CalculatorNumberField } from '../../../components/calculator-number-field';
import { confirm } from '../../../lib/dialogs';
import { useDrugsConcentrations } from '../api/get-drugs-concentrations';
import { CalculatorPage } from './calculator-page';
import { CalculatorScreen } from './calculator-screen';

// /calculators/continuous-infusion/custom (route name continuous-infusion-calculator): weight, bag
// and rate from the definition, plus one row per drug in the bag; the drugs and their
// concentrations come from the configuration item 'drugs_concentrations' served by the API.

interface DrugRow {
  key: number;
  drugId: string | null;
  dose: string;
  doseUnit: InfusionDoseUnit;
}

function DrugRowFields({
  row,
  index,
  drugs,
  onChange,
  onDelete,
}: {
  row: DrugRow;
  index: number;
  drugs: readonly DrugConcentration[];
  onChange: (row: DrugRow) => void;
  onDelete: () => void;
}) {
  const unitLabelId = useId();
  const drug = drugs.find((d) => d.id === row.drugId);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`infusion-drug-${index}`}>
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            style={{ flex: 1, minWidth: 0 }}
            label={`Medicamento ${index + 1}`}
            data={[
              { value: '', label: 'Selecione', disabled: true },
              ...drugs.map((d) => ({ value: d.id, label: d.name })),
            ]}
            value={row.drugId ?? ''}
            onChange={(e) => {
              const drugId = e.currentTarget.value || null;
              const next = drugs.find((d) => d.id === drugId);
              onChange({ ...row, drugId, doseUnit: next?.defaultDoseUnit ?? row.doseUnit });
            }}
            data-testid={`infusion-drug-${index}-select`}
          />
          <ActionIcon
            variant="light"
            color="red.9"
            size={36}
            onClick={onDelete}
            aria-label={`Excluir o medicamento ${index + 1}`}
            data-testid={`infusion-drug-${index}-delete`}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        {drug && (
          <Text size="xs" c="gray.7">
            Concentração: {formatNumber(drug.concentration, 3)} {drug.unit}
          </Text>
        )}
        <CalculatorNumberField
          label="Dose"
          unit={row.doseUnit}
          value={row.dose}
          onChange={(dose) => onChange({ ...row, dose })}
          testId={`infusion-drug-${index}-dose`}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={unitLabelId}>
            Unidade da dose
          </Text>
          <SegmentedControl
            aria-labelledby={unitLabelId}
            data={INFUSION_DOSE_UNITS.map((u) => ({ value: u, label: u }))}
            value={row.doseUnit}
            onChange={(u) => onChange({ ...row, doseUnit: u as InfusionDoseUnit })}
            fullWidth
          />
        </Stack>
      </Stack>
    </Paper>
  );
}

export function ContinuousInfusionScreen({ definition }: { definition: CalculatorDefinition }) {
  const { drugs } = useDrugsConcentrations();
  const nextKey = useRef(1);
  const [rows, setRows] = useState<DrugRow[]>([{ key: 0, drugId: null, dose: '', doseUnit: 'mcg/kg/min' }]);

  const extraInputs = useMemo(
    () => ({
      drugs: rows
        .filter((r) => r.drugId)
        .map((r): InfusionDrugInput => ({ drugId: r.drugId as string, dose: r.dose, doseUnit: r.doseUnit })),
      [DRUGS_CONCENTRATIONS_CONFIG_ID]: drugs,
    }),
    [rows, drugs],
  );
  const extraDirty = rows.some((r) => r.drugId || r.dose);

  const remove = async (key: number) => {
    const row = rows.find((r) => r.key === key);
    const empty = !row?.drugId && !row?.dose;
    // docs/product/calculators-patients-prescriptions-management.md §2: deleting a drug asks first (an untouched row goes without asking).
    if (
      !empty &&
      !(await confirm({
        title: 'Excluir medicamento',
        message: message('CALCULATOR_DELETE_DRUG'),
        confirmLabel: 'Excluir',
      }))
    )
      return;
    setRows((rs) => rs.filter((r) => r.key !== key));
  };

  const fields = (
    <Stack gap="sm" component="fieldset" p={0} m={0} style={{ border: 0 }}>
      <Title order={2} size="h5" component="legend" mb="xs">
        Medicamentos na bolsa
      </Title>
      {rows.map((row, index) => (
        <DrugRowFields
          key={row.key}
          row={row}
          index={index}
          drugs={drugs}
          onChange={(next) => setRows((rs) => rs.map((r) => (r.key === row.key ? next : r)))}
          onDelete={() => void remove(row.key)}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden="true" />}
        onClick={() =>
          setRows((rs) => [...rs, { key: nextKey.current++, drugId: null, dose: '', doseUnit: 'mcg/kg/min' }])
        }
        data-testid="infusion-add-drug"
      >
        Adicionar medicamento
      </Button>
    </Stack>
  );

  return (
    <CalculatorPage definition={definition}>
      <CalculatorScreen
        definition={definition}
        extraInputs={extraInputs}
        extraFields={fields}
        extraDirty={extraDirty}
      />
    </CalculatorPage>
  );
}
