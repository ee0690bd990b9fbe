import { Badge, Button, Group, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPaw, IconSearch, IconUser } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { isSearchLongEnough } from '@vetor/domain/patients/patients.rules';
import type { OwnerSummary, Patient } from '@vetor/domain/patients/patients.schemas';
import { LAYOUT, TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { useState } from 'react';
import { usePatientSearch } from './api/search-patients';
import { patientLine } from './patient-format';

// The search dialog of the patient picker (docs/product/calculators-patients-prescriptions-management.md §2): patients and owners together, at least 3
// letters, accents ignored; PATIENTS_NO_DATA when nothing matches.

export interface PatientSearchDialogProps {
  opened: boolean;
  onClose(): void;
  onPatient(patient: Patient): void;
  onOwner(owner: OwnerSummary): void;
  onNewOwner(): void;
}

export function PatientSearchDialog({ opened, onClose, onPatient, onOwner, onNewOwner }: PatientSearchDialogProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), TIMEOUTS_MS.searchDebounce / 2);
  const enough = isSearchLongEnough(debounced);
  const results = usePatientSearch(debounced, opened && enough);
  const empty = results.data && results.data.patients.length === 0 && results.data.owners.length === 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Buscar paciente ou tutor"
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
    >
      <Stack gap="sm">
        <TextInput
          aria-label="Nome do paciente, do tutor ou CPF"
          placeholder="Nome do paciente, do tutor ou CPF"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
          data-testid="patient-search-input"
        />
        {!isSearchLongEnough(text) && (
          <Text size="sm" c="dimmed">
            {message('SEARCH_MIN_LETTERS')}
          </Text>
        )}
        {results.isFetching && <Loader size="sm" aria-label="Buscando" />}
        {results.isError && (
          <Text size="sm" c="red.8">
            {message('ERROR')}
          </Text>
        )}
        {enough && empty && (
          <Text size="sm" c="dimmed" data-testid="patients-no-data">
            {message('PATIENTS_NO_DATA')}
          </Text>
        )}
        {results.data?.patients.map((p) => (
          <UnstyledButton
            key={p.id}
            onClick={() => onPatient(p)}
            className="vetor-list-row"
            style={{ padding: 10, borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="search-patient"
          >
            <Group gap="sm" wrap="nowrap">
              <IconPaw size={22} aria-hidden="true" color="var(--mantine-color-vetor-8)" />
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{p.name}</Text>
                <Text size="xs" c="dimmed">
                  {patientLine(p)} · Tutor: {p.ownerName}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
        {results.data?.owners.map((o) => (
          <UnstyledButton
            key={o.id}
            onClick={() => onOwner(o)}
            style={{ padding: 10, borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="search-owner"
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap">
                <IconUser size={22} aria-hidden="true" color="var(--mantine-color-vetor-8)" />
                <div>
                  <Text fw={700}>{o.name}</Text>
                  <Text size="xs" c="dimmed">
                    CPF {o.cpf}
                  </Text>
                </div>
              </Group>
              <Badge variant="light">Tutor</Badge>
            </Group>
          </UnstyledButton>
        ))}
        <Button variant="light" onClick={onNewOwner} data-testid="new-owner">
          Cadastrar novo tutor
        </Button>
      </Stack>
    </Modal>
  );
}
