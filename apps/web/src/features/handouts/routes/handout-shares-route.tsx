import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Patient } from '@vetor/domain/patients/patients.schemas';
import { PRESCRIPTION_STATUS } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getPatientPrescriptions } from '../../../components/patients/api/get-patient-prescriptions';
import { listPrescriptionShares, revokePrescriptionShare } from '../../../components/patients/api/prescription-shares';
import { PatientPicker } from '../../../components/patients/patient-picker';
import { showAlert } from '../../../lib/alerts';
import { alertError } from '../../../lib/api';
import { confirm } from '../../../lib/dialogs';
import { getHandoutShares, revokeHandoutShare } from '../api/handout-shares';

// /handouts/shares: the links a vet sent for one patient (handouts and prescriptions),
// each with what it opens, when it was sent and a way to revoke it. A revoked link answers the owner
// "Este link não existe ou foi revogado pelo veterinário."

const METHOD: Record<number, string> = { 2: 'e-mail', 3: 'WhatsApp', 5: 'link' };
const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function ShareRow({
  title,
  detail,
  createdAt,
  revokedAt,
  onRevoke,
}: {
  title: string;
  detail: string;
  createdAt: string;
  revokedAt: string | null;
  onRevoke(): Promise<void>;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="sent-link">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {detail} · enviado em {when(createdAt)}
          </Text>
        </Stack>
        {revokedAt ? (
          <Badge color="gray" variant="light" data-testid="sent-link-revoked">
            Revogado em {when(revokedAt)}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={async () => {
              const ok = await confirm({
                message: 'Revogar este link? O tutor não conseguirá mais abri-lo.',
                confirmLabel: 'Revogar',
              });
              if (ok) await onRevoke().catch(alertError);
            }}
            data-testid="sent-link-revoke"
          >
            Revogar link
          </Button>
        )}
      </Group>
    </Card>
  );
}

function HandoutLinks({ patientId }: { patientId: string }) {
  const shares = useQuery({ queryKey: ['handouts', 'shares', patientId], queryFn: () => getHandoutShares(patientId) });
  if (shares.isLoading) return <Loader size="sm" aria-label="Carregando" />;
  if (shares.isError) return <Alert color="red">{(shares.error as Error).message}</Alert>;
  const list = shares.data?.shares ?? [];
  if (!list.length) return <Text c="dimmed">Nenhuma orientação enviada para este paciente.</Text>;
  return (
    <Stack gap="xs">
      {list.map((s) => (
        <ShareRow
          key={s.shareId}
          title={s.handouts.map((h) => h.name).join(' · ')}
          detail={`Por ${METHOD[s.type] ?? 'link'}`}
          createdAt={s.createdAt}
          revokedAt={s.revokedAt}
          onRevoke={async () => {
            await revokeHandoutShare(s.shareId);
            showAlert('success', 'Link revogado.');
            await shares.refetch();
          }}
        />
      ))}
    </Stack>
  );
}

function PrescriptionLinks({ patientId }: { patientId: string }) {
  // The latest page of the patient's history: its sent prescriptions and their links.
  const links = useQuery({
    queryKey: ['prescriptions', 'shares-of-patient', patientId],
    queryFn: async () => {
      const { prescriptions } = await getPatientPrescriptions(patientId);
      const sent = prescriptions.filter((p) => p.status === PRESCRIPTION_STATUS.SENT);
      const all = await Promise.all(
        sent.map(async (p) => (await listPrescriptionShares(p.id)).shares.map((s) => ({ ...s, prescription: p }))),
      );
      return all.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
  if (links.isLoading) return <Loader size="sm" aria-label="Carregando" />;
  if (links.isError) return <Alert color="red">{(links.error as Error).message}</Alert>;
  if (!links.data?.length) return <Text c="dimmed">Nenhuma receita enviada para este paciente.</Text>;
  return (
    <Stack gap="xs">
      {links.data.map((s) => (
        <ShareRow
          key={s.shareId}
          title={`Receita de ${s.prescription.shareDate ? new Date(s.prescription.shareDate).toLocaleDateString('pt-BR') : 'data não informada'} · ${s.prescription.itemCount} ${s.prescription.itemCount === 1 ? 'item' : 'itens'}`}
          detail="Guias para baixar"
          createdAt={s.createdAt}
          revokedAt={s.revokedAt}
          onRevoke={async () => {
            await revokePrescriptionShare(s.shareId);
            showAlert('success', 'Link revogado.');
            await links.refetch();
          }}
        />
      ))}
    </Stack>
  );
}

export default function HandoutSharesRoute() {
  const navigate = useNavigate();
  const [patient, setPatient] = useState<Patient | null>(null);
  return (
    <Stack gap="md" maw={800} mx="auto" pb={96}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h3">
          Links enviados ao tutor
        </Title>
        <Anchor component={Link} to="/handouts" size="sm">
          Voltar às orientações
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        Escolha o paciente para ver as orientações e receitas enviadas. Revogue um link quando não quiser mais que ele
        seja aberto.
      </Text>
      <PatientPicker
        patient={patient}
        onSelect={async (p) => {
          setPatient(p);
          return 'select';
        }}
        onOpenPrescription={(id) => navigate(`/prescriptions/${id}`)}
      />
      {patient && (
        <>
          <section aria-labelledby="links-handouts">
            <Title order={2} size="h5" mb="xs" id="links-handouts">
              Orientações
            </Title>
            <HandoutLinks patientId={patient.id} />
          </section>
          <section aria-labelledby="links-prescriptions">
            <Title order={2} size="h5" mb="xs" id="links-prescriptions">
              Receitas
            </Title>
            <PrescriptionLinks patientId={patient.id} />
          </section>
        </>
      )}
    </Stack>
  );
}
