import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPaw } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Owner, OwnerSummary, Patient } from '@vetor/domain/patients/patients.schemas';
import { useState } from 'react';
import { OwnerDetailDialog, PatientDetailDialog } from './detail-dialogs';
import { OwnerWizard } from './owner-wizard';
import { patientLine } from './patient-format';
import { PatientSearchDialog } from './patient-search-dialog';
import { PatientWizard } from './patient-wizard';

// The patient picker card (docs/product/calculators-patients-prescriptions-management.md §2): shows the selected patient and opens the search dialog, the
// owner and patient details and the add/edit wizards. New owner → owner details → add patient.

export interface PatientPickerProps {
  patient: Patient | null;
  /** May answer 'view' to open the patient's details (ASK_FOR_PATIENT_SELECTION_OR_VIEW). */
  onSelect(patient: Patient): Promise<'view' | 'select'>;
  onOpenPrescription(id: string, shared: boolean): void;
}

type Wizard =
  | { mode: 1; ownerId: string }
  | { mode: 2; patient: Patient }
  | { mode: 3 }
  | { mode: 4; owner: Owner }
  | null;

export function PatientPicker({ patient, onSelect, onOpenPrescription }: PatientPickerProps) {
  const client = useQueryClient();
  const [search, setSearch] = useState(false);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [detail, setDetail] = useState<Patient | null>(null);
  const [wizard, setWizard] = useState<Wizard>(null);

  const choose = async (p: Patient) => {
    setSearch(false);
    setOwnerId(null);
    if ((await onSelect(p)) === 'view') setDetail(p);
  };
  const refresh = () => void client.invalidateQueries({ queryKey: ['patients'] });

  return (
    <Card withBorder radius="md" padding="md" data-testid="patient-picker">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light">
            <IconPaw size={22} aria-hidden="true" />
          </ThemeIcon>
          {patient ? (
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700} data-testid="selected-patient">
                {patient.name}
              </Text>
              <Text size="xs" c="dimmed">
                {patientLine(patient)}
              </Text>
              <Text size="xs" c="dimmed">
                Tutor: {patient.ownerName}
              </Text>
            </Stack>
          ) : (
            <Stack gap={0}>
              <Text fw={700}>Nenhum paciente selecionado</Text>
              <Text size="xs" c="dimmed">
                Busque um paciente ou cadastre o tutor e o paciente.
              </Text>
            </Stack>
          )}
        </Group>
        <Group gap="xs">
          {patient && (
            <Button variant="subtle" onClick={() => setDetail(patient)}>
              Detalhes
            </Button>
          )}
          <Button variant={patient ? 'light' : 'filled'} onClick={() => setSearch(true)} data-testid="pick-patient">
            {patient ? 'Trocar paciente' : 'Selecionar paciente'}
          </Button>
        </Group>
      </Group>

      <PatientSearchDialog
        opened={search}
        onClose={() => setSearch(false)}
        onPatient={choose}
        onOwner={(o: OwnerSummary) => setOwnerId(o.id)}
        onNewOwner={() => setWizard({ mode: 3 })}
      />
      <OwnerDetailDialog
        ownerId={ownerId}
        onClose={() => setOwnerId(null)}
        onPatient={choose}
        onAddPatient={(o) => setWizard({ mode: 1, ownerId: o.id })}
        onEdit={(o) => setWizard({ mode: 4, owner: o })}
      />
      <PatientDetailDialog
        patient={detail}
        onClose={() => setDetail(null)}
        onEdit={(p) => setWizard({ mode: 2, patient: p })}
        onOpenPrescription={(id, shared) => {
          setDetail(null);
          onOpenPrescription(id, shared);
        }}
      />
      {(wizard?.mode === 1 || wizard?.mode === 2) && (
        <PatientWizard
          opened
          ownerId={wizard.mode === 1 ? wizard.ownerId : wizard.patient.ownerId}
          patient={wizard.mode === 2 ? wizard.patient : null}
          onClose={() => setWizard(null)}
          onSaved={(p) => {
            setWizard(null);
            setDetail(null);
            refresh();
            void choose(p);
          }}
        />
      )}
      {(wizard?.mode === 3 || wizard?.mode === 4) && (
        <OwnerWizard
          opened
          owner={wizard.mode === 4 ? wizard.owner : null}
          onClose={() => setWizard(null)}
          onSaved={(o) => {
            setWizard(null);
            refresh();
            setSearch(false);
            setOwnerId(o.id);
          }}
        />
      )}
    </Card>
  );
}
