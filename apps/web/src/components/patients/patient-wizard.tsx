import { Checkbox, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { parseDecimal } from '@vetor/domain/calculators/format';
import { message } from '@vetor/domain/messages';
import { breedsFor } from '@vetor/domain/patients/breeds';
import {
  isValidAge,
  isValidPatientBirthday,
  isValidPatientName,
  isValidWeight,
  PATIENT_NAME_MAX,
} from '@vetor/domain/patients/patients.rules';
import type { Patient } from '@vetor/domain/patients/patients.schemas';
import { ANIMAL, type AnimalId, animalToPicker, PICKER_ANIMAL, pickerToAnimal } from '@vetor/domain/platform/enums';
import { useState } from 'react';
import { alertError } from '../../lib/api';
import { maskDate, maskDecimal } from '../../lib/masks';
import { savePatient } from './api/save-patient';
import { useWizardSteps, WizardShell } from './wizard-shell';

// Wizard modes 1 (add patient) and 2 (edit patient), docs/product/calculators-patients-prescriptions-management.md §4: name, species, breed (list of the
// species), sex, has a birthday?, then age or birthday, then weight with the renal/hepatic flags the
// prescription safety check reads (on the last step, so the wizard keeps its length).

const STEPS = ['name', 'species', 'breed', 'sex', 'hasBirthday', 'ageOrBirthday', 'weight'] as const;

export interface PatientWizardProps {
  opened: boolean;
  ownerId: string;
  /** Mode 2 when given. */
  patient?: Patient | null;
  onClose(): void;
  onSaved(patient: Patient): void;
}

export function PatientWizard({ opened, ownerId, patient, onClose, onSaved }: PatientWizardProps) {
  const wizard = useWizardSteps({ count: STEPS.length, check, finish: save });
  const { step, error } = wizard;
  const [name, setName] = useState(patient?.name ?? '');
  const [picker, setPicker] = useState<string>(String(animalToPicker((patient?.species as AnimalId) ?? ANIMAL.DOG)));
  const [breed, setBreed] = useState<string | null>(patient?.breed ?? null);
  const [sex, setSex] = useState<string>(String(patient?.sex ?? 0));
  const [hasBirthday, setHasBirthday] = useState<string>(patient ? (patient.hasBirthday ? 'sim' : 'nao') : 'nao');
  const [age, setAge] = useState(patient?.age != null ? String(patient.age).replace('.', ',') : '');
  const [birthday, setBirthday] = useState(patient?.birthday ?? '');
  const [weight, setWeight] = useState(patient ? String(patient.weight).replace('.', ',') : '');
  const [renalDisease, setRenalDisease] = useState(patient?.renalDisease ?? false);
  const [hepaticDisease, setHepaticDisease] = useState(patient?.hepaticDisease ?? false);
  const species = pickerToAnimal(Number(picker) === PICKER_ANIMAL.CAT ? PICKER_ANIMAL.CAT : PICKER_ANIMAL.DOG);

  function check(): string | null {
    switch (STEPS[step]) {
      case 'name':
        return isValidPatientName(name) ? null : message('NAME_ERROR');
      case 'breed':
        return breed && breedsFor(species).includes(breed) ? null : message('BREED_ERROR');
      case 'ageOrBirthday':
        if (hasBirthday === 'sim') return isValidPatientBirthday(birthday) ? null : message('INVALID_DATE');
        return isValidAge(parseDecimal(age) ?? Number.NaN) ? null : message('AGE_ERROR');
      case 'weight':
        return isValidWeight(parseDecimal(weight) ?? Number.NaN) ? null : message('WEIGHT_ERROR');
      default:
        return null;
    }
  }

  async function save() {
    try {
      const saved = await savePatient({
        ...(patient?.id ? { id: patient.id } : {}),
        name: name.trim(),
        species,
        sex: Number(sex) === 0 ? 0 : 1,
        breed: breed as string,
        weight: parseDecimal(weight) as number,
        hasBirthday: hasBirthday === 'sim',
        birthday: hasBirthday === 'sim' ? birthday : null,
        age: hasBirthday === 'sim' ? null : (parseDecimal(age) ?? null),
        ownerId,
        renalDisease,
        hepaticDisease,
      });
      onSaved(saved);
    } catch (e) {
      // docs/product/calculators-patients-prescriptions-management.md §4: on failure the dialog closes (and the generic error shows).
      alertError(e);
      onClose();
    }
  }

  const current = STEPS[step];
  return (
    <WizardShell
      opened={opened}
      title={patient ? 'Editar paciente' : 'Novo paciente'}
      step={step}
      steps={STEPS.length}
      busy={wizard.busy}
      onClose={onClose}
      onBack={wizard.back}
      onNext={wizard.next}
      testId="patient-wizard"
    >
      <Stack gap="xs">
        {current === 'name' && (
          <TextInput
            label="Qual é o nome do paciente?"
            value={name}
            maxLength={PATIENT_NAME_MAX}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
        )}
        {current === 'species' && (
          <>
            <Text fw={600} id="species-label">
              Qual é a espécie?
            </Text>
            <SegmentedControl
              aria-labelledby="species-label"
              value={picker}
              onChange={(v) => {
                setPicker(v);
                setBreed(null);
              }}
              data={[
                { value: '0', label: 'Cão' },
                { value: '1', label: 'Gato' },
              ]}
            />
          </>
        )}
        {current === 'breed' && (
          <Select
            label="Qual é a raça?"
            searchable
            data={breedsFor(species) as string[]}
            value={breed}
            onChange={setBreed}
            error={error}
            nothingFoundMessage="Raça não encontrada"
            comboboxProps={{ withinPortal: true }}
            data-testid="breed-select"
          />
        )}
        {current === 'sex' && (
          <>
            <Text fw={600} id="sex-label">
              Qual é o sexo?
            </Text>
            <SegmentedControl
              aria-labelledby="sex-label"
              value={sex}
              onChange={setSex}
              data={[
                { value: '0', label: 'Macho' },
                { value: '1', label: 'Fêmea' },
              ]}
            />
          </>
        )}
        {current === 'hasBirthday' && (
          <>
            <Text fw={600} id="birthday-label">
              Você sabe a data de nascimento?
            </Text>
            <SegmentedControl
              aria-labelledby="birthday-label"
              value={hasBirthday}
              onChange={setHasBirthday}
              data={[
                { value: 'sim', label: 'Sim' },
                { value: 'nao', label: 'Não' },
              ]}
            />
          </>
        )}
        {current === 'ageOrBirthday' &&
          (hasBirthday === 'sim' ? (
            <TextInput
              label="Data de nascimento"
              placeholder="DD/MM/AAAA"
              inputMode="numeric"
              value={birthday}
              onChange={(e) => setBirthday(maskDate(e.currentTarget.value))}
              error={error}
              data-autofocus
            />
          ) : (
            <TextInput
              label="Idade (anos)"
              inputMode="decimal"
              value={age}
              onChange={(e) => setAge(maskDecimal(e.currentTarget.value, 4))}
              error={error}
              data-autofocus
            />
          ))}
        {current === 'weight' && (
          <>
            <TextInput
              label="Peso"
              inputMode="decimal"
              rightSection={<Text size="sm">kg</Text>}
              value={weight}
              onChange={(e) => setWeight(maskDecimal(e.currentTarget.value, 6))}
              error={error}
              data-autofocus
            />
            <Text fw={600} size="sm" mt="xs">
              Condições que pedem ajuste de dose
            </Text>
            <Checkbox
              label="Doença renal"
              checked={renalDisease}
              onChange={(e) => setRenalDisease(e.currentTarget.checked)}
              data-testid="patient-renal"
            />
            <Checkbox
              label="Doença hepática"
              checked={hepaticDisease}
              onChange={(e) => setHepaticDisease(e.currentTarget.checked)}
              data-testid="patient-hepatic"
            />
          </>
        )}
      </Stack>
    </WizardShell>
  );
}
