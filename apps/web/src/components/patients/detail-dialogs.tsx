import { Badge, Button, Group, Loader, Modal, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { message } from '@vetor/domain/messages';
import type { Owner, Patient } from '@vetor/domain/patients/patients.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api';
import { maskPhone } from '../../lib/masks';
import { useOwner } from './api/get-owner';
import { getPatientPrescriptions } from './api/get-patient-prescriptions';
import { patientConditions, patientLine } from './patient-format';

// Detail dialogs of docs/product/calculators-patients-prescriptions-management.md §2: About, and Patients (owner) or Prescriptions (patient, paged by the
// lastUpdate cursor; NO_MORE_PRESCRIPTIONS_FOUND when a further page is empty).

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || 'Não informado'}</Text>
    </div>
  );
}

export interface OwnerDetailDialogProps {
  ownerId: string | null;
  onClose(): void;
  onPatient(patient: Patient): void;
  onAddPatient(owner: Owner): void;
  onEdit(owner: Owner): void;
}

export function OwnerDetailDialog({ ownerId, onClose, onPatient, onAddPatient, onEdit }: OwnerDetailDialogProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  const owner = useOwner(ownerId);
  const o = owner.data;
  return (
    <Modal
      opened={Boolean(ownerId)}
      onClose={onClose}
      title={o?.name ?? 'Tutor'}
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
    >
      {!o ? (
        <Loader size="sm" aria-label="Carregando" />
      ) : (
        <Tabs defaultValue="patients">
          <Tabs.List>
            <Tabs.Tab value="about">Sobre</Tabs.Tab>
            <Tabs.Tab value="patients">Pacientes</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="about" pt="md">
            <Stack gap="sm">
              <Field label="CPF" value={o.cpf} />
              <Field label="E-mail" value={o.email} />
              <Field label="Celular" value={o.phone ? maskPhone(o.phone) : null} />
              <Field label="Endereço" value={o.address} />
              <Button variant="light" onClick={() => onEdit(o)}>
                Editar contato
              </Button>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="patients" pt="md">
            <Stack gap="xs">
              {o.patients.length === 0 && <Text c="dimmed">Nenhum paciente cadastrado para este tutor.</Text>}
              {o.patients.map((p) => (
                <UnstyledButton
                  key={p.id}
                  onClick={() => onPatient(p)}
                  style={{ padding: 10, borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
                  data-testid="owner-patient"
                >
                  <Text fw={700}>{p.name}</Text>
                  <Text size="xs" c="dimmed">
                    {patientLine(p)}
                  </Text>
                </UnstyledButton>
              ))}
              <Button onClick={() => onAddPatient(o)} data-testid="add-patient">
                Adicionar paciente
              </Button>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

export interface PatientDetailDialogProps {
  patient: Patient | null;
  onClose(): void;
  onEdit(patient: Patient): void;
  onOpenPrescription(id: string, shared: boolean): void;
}

export function PatientDetailDialog({ patient, onClose, onEdit, onOpenPrescription }: PatientDetailDialogProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  const history = useInfiniteQuery({
    queryKey: ['prescriptions', 'history', patient?.id],
    queryFn: async ({ pageParam }) => {
      try {
        return await getPatientPrescriptions(patient?.id as string, pageParam);
      } catch (e) {
        if (e instanceof ApiError && e.code === 'NO_MORE_PRESCRIPTIONS_FOUND') {
          showAlert('info', message('NO_MORE_PRESCRIPTIONS_FOUND'));
          return { prescriptions: [], nextCursor: null };
        }
        throw e;
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(patient),
  });
  const items = history.data?.pages.flatMap((p) => p.prescriptions) ?? [];
  return (
    <Modal
      opened={Boolean(patient)}
      onClose={onClose}
      title={patient?.name ?? 'Paciente'}
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
    >
      {patient && (
        <Tabs defaultValue="about">
          <Tabs.List>
            <Tabs.Tab value="about">Sobre</Tabs.Tab>
            <Tabs.Tab value="prescriptions">Prescrições</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="about" pt="md">
            <Stack gap="sm">
              <Field label="Dados" value={patientLine(patient)} />
              <Field label="Nascimento" value={patient.hasBirthday ? patient.birthday : null} />
              <Field label="Tutor" value={patient.ownerName} />
              <Field label="Condições" value={patientConditions(patient)} />
              <Button variant="light" onClick={() => onEdit(patient)}>
                Editar paciente
              </Button>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="prescriptions" pt="md">
            <Stack gap="xs">
              {history.isLoading && <Loader size="sm" aria-label="Carregando" />}
              {!history.isLoading && items.length === 0 && (
                <Text c="dimmed">Nenhuma prescrição para este paciente.</Text>
              )}
              {items.map((rx) => (
                <UnstyledButton
                  key={rx.id}
                  onClick={() => onOpenPrescription(rx.id, Boolean(rx.shareDate))}
                  style={{ padding: 10, borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text fw={600}>{new Date(rx.lastUpdate).toLocaleDateString('pt-BR')}</Text>
                      <Text size="xs" c="dimmed">
                        {rx.itemCount} {rx.itemCount === 1 ? 'item' : 'itens'} · {rx.guideCount}{' '}
                        {rx.guideCount === 1 ? 'guia' : 'guias'}
                      </Text>
                    </div>
                    <Badge color={rx.shareDate ? 'teal' : 'gray'} variant="light">
                      {rx.shareDate ? 'Enviada' : 'Rascunho'}
                    </Badge>
                  </Group>
                </UnstyledButton>
              ))}
              {items.length > 0 && (
                <Button
                  variant="subtle"
                  loading={history.isFetchingNextPage}
                  onClick={() => {
                    // The server answers NO_MORE_PRESCRIPTIONS_FOUND for a page after the last one.
                    const last = items.at(-1);
                    if (!history.hasNextPage && last) showAlert('info', message('NO_MORE_PRESCRIPTIONS_FOUND'));
                    else void history.fetchNextPage();
                  }}
                >
                  Carregar mais
                </Button>
              )}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
