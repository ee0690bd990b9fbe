import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  canShareHandouts,
  HANDOUT_TYPE_LABELS,
  type Handout,
  isDiseaseHandout,
} from '@vetor/domain/handouts/handouts.schemas';
import { message } from '@vetor/domain/messages';
import type { Owner, Patient } from '@vetor/domain/patients/patients.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { SHARE_TYPE } from '@vetor/domain/platform/enums';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getOwner } from '../../../components/patients/api/get-owner';
import { OwnerWizard } from '../../../components/patients/owner-wizard';
import { PatientPicker } from '../../../components/patients/patient-picker';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import { confirm, withLoading } from '../../../lib/dialogs';
import { useSessionUser } from '../../../lib/session';
import { shareHandouts } from '../api/share-handouts';

// The handouts share dialog (docs/product/content-and-study.md §2/§4): the patient (the shared picker), the method after the
// confirm-owner-contact flow for e-mail and WhatsApp, and the selected handouts, each removable.

type Method = 'email' | 'whatsapp' | 'copy' | 'native';
const TYPE_OF: Record<Method, number> = {
  email: SHARE_TYPE.EMAIL,
  whatsapp: SHARE_TYPE.WHATSAPP,
  copy: SHARE_TYPE.COPY,
  native: SHARE_TYPE.COPY,
};

export interface HandoutShareDialogProps {
  handouts: Handout[];
  onRemove(id: string): void;
  onClose(): void;
  onShared(): void;
}

export function HandoutShareDialog({ handouts, onRemove, onClose, onShared }: HandoutShareDialogProps) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const [patient, setPatient] = useState<Patient | null>(null);
  const [method, setMethod] = useState<Method | null>(null);
  const [contact, setContact] = useState<Owner | null>(null);
  const [sent, setSent] = useState<{ link: string; whatsappUrl: string | null } | null>(null);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function askCrmv() {
    if (await confirm({ message: message('HANDOUTS_CRMV_REQUIRED'), confirmLabel: 'Informar CRMV' })) {
      onClose();
      navigate('/registration/crmv');
    }
  }

  async function submit() {
    if (!canShareHandouts(user as Parameters<typeof canShareHandouts>[0])) return askCrmv();
    if (!patient) return showAlert('error', message('HANDOUTS_PATIENT_REQUIRED'));
    if (!method) return showAlert('error', message('HANDOUTS_METHOD_REQUIRED'));
    if (method === 'email' || method === 'whatsapp') {
      try {
        setContact(await withLoading(getOwner(patient.ownerId)));
      } catch (e) {
        alertError(e);
      }
      return;
    }
    await post(null);
  }

  async function post(owner: Owner | null) {
    if (!patient || !method) return;
    try {
      const result = await withLoading(
        shareHandouts({
          type: TYPE_OF[method],
          patientId: patient.id,
          ownerId: patient.ownerId,
          email: owner?.email ?? null,
          phone: owner?.phone ?? null,
          clinicalHandouts: handouts.map((h) => h.id),
        }),
      );
      setSent({ link: result.link, whatsappUrl: result.whatsappUrl });
      if (method === 'email') showAlert('success', `Orientações enviadas para ${owner?.email ?? 'o tutor'}.`);
      if (method === 'whatsapp' && result.whatsappUrl) window.open(result.whatsappUrl, '_blank', 'noopener');
      if (method === 'copy') {
        await navigator.clipboard?.writeText(result.link).catch(() => {});
        showAlert('success', 'Link copiado.');
      }
      if (method === 'native') {
        await navigator.share({ title: `Orientações para ${patient.name}`, url: result.link }).catch(() => {});
      }
      onShared();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'HANDOUTS_CRMV_REQUIRED') return askCrmv();
      if (e instanceof ApiError && e.status < 500) return alertError(e);
      showAlert('error', message('HANDOUTS_SHARE_ERROR'));
    }
  }

  return (
    <>
      <Modal opened onClose={onClose} title="Compartilhar orientações" size="lg" data-testid="handout-share-dialog">
        <ScrollArea.Autosize mah={`${LAYOUT.handoutDialogHeightRatio * 100}vh`} type="auto" offsetScrollbars>
          {sent ? (
            <Stack gap="sm" data-testid="handout-share-done">
              <Alert color="green" variant="light">
                Orientações compartilhadas com o tutor de {patient?.name}.
              </Alert>
              {sent.whatsappUrl && (
                <Text size="sm">
                  Se você não for redirecionado, verifique o bloqueio de pop-ups ou copie o link abaixo e envie para o
                  tutor.
                </Text>
              )}
              <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="handout-share-link">
                {sent.link}
              </Text>
              <Group>
                <CopyButton value={sent.link}>
                  {({ copied, copy }) => (
                    <Button variant="light" onClick={copy}>
                      {copied ? 'Copiado' : 'Copiar link'}
                    </Button>
                  )}
                </CopyButton>
                {sent.whatsappUrl && (
                  <Button component="a" href={sent.whatsappUrl} target="_blank" rel="noopener" variant="light">
                    Abrir WhatsApp
                  </Button>
                )}
                <Button onClick={onClose}>Concluir</Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="md">
              <PatientPicker
                patient={patient}
                onSelect={async (p) => {
                  setPatient(p);
                  return 'select';
                }}
                onOpenPrescription={(id) => navigate(`/prescriptions/${id}`)}
              />
              <Radio.Group
                label="Como enviar ao tutor"
                value={method}
                onChange={(v) => setMethod(v as Method)}
                data-testid="handout-share-method"
              >
                <Stack gap={6} mt={6}>
                  <Radio value="email" label="E-mail" />
                  <Radio value="whatsapp" label="WhatsApp" />
                  <Radio value="copy" label="Copiar link" />
                  {canNativeShare && <Radio value="native" label="Compartilhar link" />}
                </Stack>
              </Radio.Group>
              <div>
                <Text fw={600} size="sm" mb={4}>
                  Orientações selecionadas ({handouts.length})
                </Text>
                <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {handouts.map((h) => (
                    <Group key={h.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {h.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {isDiseaseHandout(h.content_type) ? 'Doença' : 'Medicamento'} ·{' '}
                          {HANDOUT_TYPE_LABELS[h.content_type]}
                        </Text>
                      </div>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remover ${h.name}`}
                        onClick={() => onRemove(h.id)}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
              </div>
              <Anchor size="sm" href="/handouts?faq=true">
                Como funciona?
              </Anchor>
            </Stack>
          )}
        </ScrollArea.Autosize>
        {!sent && (
          // Outside the scrolling area: the actions stay in view however long the list is.
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={submit} disabled={handouts.length === 0} data-testid="handout-share-send">
              Enviar
            </Button>
          </Group>
        )}
      </Modal>
      {contact && (
        <OwnerWizard
          opened
          owner={contact}
          confirm={method === 'email' ? { email: true } : { phone: true }}
          onClose={() => setContact(null)}
          onSaved={(owner) => {
            setContact(null);
            void post(owner);
          }}
        />
      )}
    </>
  );
}
