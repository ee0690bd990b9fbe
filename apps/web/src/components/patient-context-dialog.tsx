import { Button, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { parseDecimal } from '@vetor/domain/calculators/format';
import { message } from '@vetor/domain/messages';
import { isSearchLongEnough, isValidWeight } from '@vetor/domain/patients/patients.rules';
import { LAYOUT, TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { ANIMAL, type AnimalId } from '@vetor/domain/platform/enums';
import { useState } from 'react';
import { usePatientContext } from '../lib/patient-context';
import { CalculatorNumberField } from './calculator-number-field';
import { usePatientSearch } from './patients/api/search-patients';
import { patientLine } from './patients/patient-format';

// Sets the patient every dose card computes for: species and weight typed in, or a patient of the
// vet's list (its species, weight and name). Clearing puts the cards back to mg/kg alone.

export default function PatientContextDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Paciente para as doses"
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
    >
      {/* Mounted only while open: each opening starts from the patient in hand. */}
      {opened && <PatientContextForm onDone={onClose} />}
    </Modal>
  );
}

function PatientContextForm({ onDone }: { onDone: () => void }) {
  const { patient, setPatient, clearPatient } = usePatientContext();
  const [species, setSpecies] = useState<AnimalId>(patient?.species ?? ANIMAL.DOG);
  const [weight, setWeight] = useState(patient ? String(patient.weightKg).replace('.', ',') : '');
  const [tried, setTried] = useState(false);
  const kg = parseDecimal(weight);
  const weightError = tried && (kg === undefined || !isValidWeight(kg)) ? message('WEIGHT_ERROR') : undefined;

  const save = () => {
    setTried(true);
    if (kg === undefined || !isValidWeight(kg)) return;
    // Typed by hand: not the listed patient any more, unless nothing changed.
    const same = patient && patient.species === species && patient.weightKg === kg;
    setPatient(same ? patient : { species, weightKg: kg });
    onDone();
  };

  return (
    <Stack gap="md" data-testid="patient-context-form">
      <Text size="sm" c="dimmed">
        As doses dos medicamentos passam a mostrar a quantidade em mg e mL (ou comprimidos) para este paciente.
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="patient-context-species">
          Espécie
        </Text>
        <SegmentedControl
          aria-labelledby="patient-context-species"
          data={[
            { label: 'Cão', value: String(ANIMAL.DOG) },
            { label: 'Gato', value: String(ANIMAL.CAT) },
          ]}
          value={String(species)}
          onChange={(v) => setSpecies(Number(v) as AnimalId)}
          fullWidth
          data-testid="patient-context-species"
        />
      </Stack>
      <CalculatorNumberField
        label="Peso"
        unit="kg"
        value={weight}
        onChange={setWeight}
        error={weightError}
        testId="patient-context-weight"
      />
      <Group justify="space-between" gap="sm">
        {patient ? (
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              clearPatient();
              onDone();
            }}
            data-testid="patient-context-clear"
          >
            Limpar paciente
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={save} data-testid="patient-context-save">
          Usar nas doses
        </Button>
      </Group>
      <ListedPatients
        onPick={(p) => {
          setPatient(p);
          onDone();
        }}
      />
    </Stack>
  );
}

/** The vet's own patients (online): picking one brings its species, weight and name. */
function ListedPatients({
  onPick,
}: {
  onPick: (p: { species: AnimalId; weightKg: number; name: string; patientId: string }) => void;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), TIMEOUTS_MS.searchDebounce / 2);
  const enough = isSearchLongEnough(debounced);
  const results = usePatientSearch(debounced, enough);
  const patients = (results.data?.patients ?? []).filter(
    (p) => (p.species === ANIMAL.DOG || p.species === ANIMAL.CAT) && isValidWeight(p.weight),
  );
  return (
    <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <TextInput
        label="Ou escolha um dos seus pacientes"
        placeholder="Nome do paciente ou do tutor"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="patient-context-search"
      />
      {results.isFetching && <Loader size="sm" aria-label="Buscando" />}
      {results.isError && (
        <Text size="sm" c="red.8">
          {message('ERROR')}
        </Text>
      )}
      {enough && results.data && patients.length === 0 && (
        <Text size="sm" c="dimmed">
          {message('PATIENTS_NO_DATA')}
        </Text>
      )}
      {patients.map((p) => (
        <UnstyledButton
          key={p.id}
          onClick={() => onPick({ species: p.species as AnimalId, weightKg: p.weight, name: p.name, patientId: p.id })}
          style={{ padding: 10, borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
          data-testid="patient-context-option"
        >
          <Text fw={700}>{p.name}</Text>
          <Text size="xs" c="dimmed">
            {patientLine(p)} · Tutor: {p.ownerName}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
