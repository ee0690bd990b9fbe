import { ActionIcon, Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { message } from '@vetor/domain/messages';
import type { Patient } from '@vetor/domain/patients/patients.schemas';
import { LIMITS } from '@vetor/domain/platform/constants';
import {
  addItem,
  isPrescriberComplete,
  moveItem,
  type PrescriberRecord,
  removeItem,
  repeatPages,
  updateItem,
} from '@vetor/domain/prescriptions/prescriptions.rules';
import type { ItemSearchResult, PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getPatientPrescriptions } from '../../../components/patients/api/get-patient-prescriptions';
import { PatientPicker } from '../../../components/patients/patient-picker';
import { ApiError, alertError } from '../../../lib/api';
import { confirm, withLoading } from '../../../lib/dialogs';
import { useSessionUser } from '../../../lib/session';
import { useStore } from '../../../lib/store';
import { deleteDraft } from '../api/delete-draft';
import { generateFiles } from '../api/generate-files';
import { useSafetyCheck } from '../api/post-safety-check';
import { saveDraft } from '../api/save-draft';
import { AddItemDialog } from '../components/add-item-dialog';
import { DraftGuides } from '../components/draft-guides';
import { ItemSearchDialog } from '../components/item-search-dialog';
import { RegistrationDialog } from '../components/registration-dialog';
import { SafetyPanel } from '../components/safety-panel';
import { TemplateActions } from '../components/template-actions';
import { draftStore, resetDraft } from '../draft-store';
import { useReopenDraft } from '../reopen-draft';
import { acknowledgeBeforeReview } from '../safety-acknowledgement';

// The draft screen /prescriptions (docs/product/calculators-patients-prescriptions-management.md §2): patient picker, guides as tabs with their items,
// the add-item flow, and delete draft / add item / review and send. Saved after every change.

type Editing = { source: ItemSearchResult | null; item: PrescriptionItem | null } | null;

export default function PrescriptionsRoute() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const draft = useStore(draftStore);
  // Three actions fit a 360 px bar only with short labels.
  const narrow = useMediaQuery('(max-width: 420px)');
  // The safety panel sits beside the guides from here up, above the actions below.
  const wide = useMediaQuery('(min-width: 992px)');
  const client = useQueryClient();
  const [tab, setTab] = useState(0);
  const [searching, setSearching] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [registration, setRegistration] = useState(false);
  const [extraGuide, setExtraGuide] = useState(false);
  const complete = isPrescriberComplete(user as PrescriberRecord | null);
  useReopenDraft(Boolean(user) && complete);
  const pages = draft.pages;
  const guides = pages.length + (extraGuide ? 1 : 0);
  const hasItems = pages.some((p) => p.length > 0);
  const safety = useSafetyCheck(draft.patient, pages);

  /** Saves the pages (or deletes the draft when none are left) and keeps the answer's id. */
  async function persist(next: PrescriptionItem[][] | null) {
    const { id, patient } = draftStore.get();
    if (!patient) return;
    try {
      if (!next) {
        if (id) await deleteDraft(id);
        resetDraft(patient);
        setTab(0);
        return;
      }
      draftStore.set((s) => ({ ...s, pages: next }));
      const saved = await saveDraft({ id, patientId: patient.id, pages: next });
      draftStore.set((s) => ({ ...s, id: saved.id, pages: saved.pages }));
      setTab((t) => Math.min(t, saved.pages.length - 1));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'PRESCRIPTION_ALREADY_SHARED') {
        // The draft was sent elsewhere: keep the items as a new draft.
        draftStore.set((s) => ({ ...s, id: null }));
      }
      alertError(e);
    }
  }

  async function selectPatient(p: Patient): Promise<'view' | 'select'> {
    const current = draftStore.get();
    if (hasItems && current.patient?.id !== p.id) {
      const repeat = await confirm({
        title: 'Trocar paciente',
        message: 'Há uma prescrição em andamento. Deseja repetir os itens para o novo paciente ou começar uma nova?',
        confirmLabel: 'Repetir itens',
        cancelLabel: 'Começar nova',
      });
      draftStore.set({
        patient: p,
        id: null,
        pages: repeat ? repeatPages(current.pages, () => crypto.randomUUID()) : [],
      });
      if (repeat) void persist(draftStore.get().pages);
      setTab(0);
      return 'select';
    }
    draftStore.set({
      patient: p,
      id: current.patient?.id === p.id ? current.id : null,
      pages: current.patient?.id === p.id ? current.pages : [],
    });
    // A patient with history: select and view it, or select only (ASK_FOR_PATIENT_SELECTION_OR_VIEW).
    try {
      const history = await getPatientPrescriptions(p.id);
      if (history.prescriptions.length > 0) {
        const view = await confirm({
          message: message('ASK_FOR_PATIENT_SELECTION_OR_VIEW'),
          confirmLabel: 'Selecionar e ver',
          cancelLabel: 'Apenas selecionar',
        });
        return view ? 'view' : 'select';
      }
    } catch {
      // The history is a convenience; selecting works without it.
    }
    return 'select';
  }

  async function onDelete(item: PrescriptionItem) {
    if (!(await confirm({ message: message('PRESCRIPTION_ITEM_DELETE_CONFIRMATION'), confirmLabel: 'Excluir' })))
      return;
    await persist(removeItem(pages, item.id));
  }

  async function onDeleteDraft() {
    if (!(await confirm({ message: message('PRESCRIPTION_DELETE_CONFIRMATION'), confirmLabel: 'Excluir' }))) return;
    await persist(null);
  }

  async function review() {
    const { id, patient } = draftStore.get();
    if (!id) return;
    try {
      if (patient && !(await acknowledgeBeforeReview(client, patient, draftStore.get().pages, id))) return;
      await withLoading(generateFiles(id));
      navigate(`/prescriptions/${id}`);
    } catch (e) {
      alertError(e);
    }
  }

  if (!user) return null;
  if (!complete) {
    return (
      <Stack gap="md" maw={720} mx="auto">
        <Title order={1} size="h3">
          Prescrição
        </Title>
        <Card withBorder radius="md" data-testid="registration-required">
          <Stack gap="sm">
            <Text fw={700}>Complete seu cadastro profissional</Text>
            <Text>{message('PRESCRIPTION_REGISTRATION_REQUIRED')}</Text>
            <Text size="sm" c="dimmed">
              A prescrição é exclusiva para médicos-veterinários com CRMV ativo. Estudantes e outros perfis podem
              consultar doses e calculadoras normalmente.
            </Text>
            <Group>
              <Button onClick={() => setRegistration(true)} data-testid="complete-registration">
                Completar cadastro
              </Button>
            </Group>
          </Stack>
        </Card>
        {registration && <RegistrationDialog opened user={user} onClose={() => setRegistration(false)} />}
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={hasItems && wide ? 1160 : 820} mx="auto" pb={hasItems ? 96 : 0}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Prescrição
        </Title>
        <TemplateActions
          prescriptionId={draft.id}
          patient={draft.patient}
          hasItems={hasItems}
          onStart={(next) => {
            setExtraGuide(false);
            setTab(0);
            void persist(next);
          }}
        />
      </Group>
      <PatientPicker
        patient={draft.patient}
        onSelect={selectPatient}
        onOpenPrescription={(id) => navigate(`/prescriptions/${id}`)}
      />
      {!hasItems ? (
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Alert variant="light">
              Seu nome, CRMV e endereço saem do seu cadastro. Para alterá-los, edite{' '}
              <Anchor component={Link} to="/accounts">
                seus dados profissionais
              </Anchor>
              .
            </Alert>
            <Button
              leftSection={<IconPlus size={18} />}
              disabled={!draft.patient}
              onClick={() => setSearching(true)}
              data-testid="start-prescription"
            >
              Iniciar prescrição
            </Button>
            {!draft.patient && (
              <Text size="sm" c="dimmed">
                Selecione um paciente para começar.
              </Text>
            )}
          </Stack>
        </Card>
      ) : (
        <div
          style={
            wide ? { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 16, alignItems: 'start' } : {}
          }
        >
          <DraftGuides
            pages={extraGuide ? [...pages, []] : pages}
            tab={tab}
            onTab={setTab}
            onAddGuide={() => {
              if (guides < LIMITS.prescriptionGuidesMax) {
                setExtraGuide(true);
                setTab(pages.length);
              }
            }}
            onEdit={(item) => setEditing({ source: null, item })}
            onDelete={onDelete}
            onMove={(id, to) => void persist(moveItem(pages, id, to))}
          />
          <div style={wide ? {} : { marginTop: 16 }}>
            <SafetyPanel
              pages={pages}
              warnings={safety.data?.warnings}
              loading={safety.isFetching}
              failed={safety.isError}
              compact={!wide}
            />
          </div>
        </div>
      )}

      {hasItems && (
        <Card
          withBorder
          radius={0}
          p="sm"
          style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 150 }}
          data-testid="draft-actions"
        >
          <Group justify="center" gap="xs" wrap="nowrap" maw={560} mx="auto">
            <ActionIcon variant="light" color="red" size={36} aria-label="Excluir rascunho" onClick={onDeleteDraft}>
              <IconTrash size={18} />
            </ActionIcon>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPlus size={16} />}
              onClick={() => setSearching(true)}
              px="xs"
              style={{ flex: '1 1 auto' }}
              data-testid="add-item"
              aria-label="Adicionar item"
            >
              {narrow ? 'Adicionar' : 'Adicionar item'}
            </Button>
            <Button
              size="sm"
              leftSection={<IconSend size={16} />}
              onClick={review}
              disabled={!draft.id}
              px="xs"
              style={{ flex: '1 1 auto' }}
              data-testid="review-send"
              aria-label="Revisar e enviar"
            >
              {narrow ? 'Revisar' : 'Revisar e enviar'}
            </Button>
          </Group>
        </Card>
      )}

      <ItemSearchDialog
        opened={searching}
        onClose={() => setSearching(false)}
        onPick={(source) => {
          setSearching(false);
          setEditing({ source, item: null });
        }}
        onFreeText={() => {
          setSearching(false);
          setEditing({ source: null, item: null });
        }}
      />
      {editing && draft.patient && (
        <AddItemDialog
          source={editing.source}
          item={editing.item}
          patient={draft.patient}
          guides={Math.max(pages.length, 1)}
          defaultPage={Math.min(tab, Math.max(pages.length - 1, 0))}
          onClose={() => setEditing(null)}
          onSave={(item) => {
            setEditing(null);
            setExtraGuide(false);
            const next = editing.item ? updateItem(pages, item) : addItem(pages, item);
            setTab(Math.min(item.page, next.length - 1));
            void persist(next);
          }}
        />
      )}
    </Stack>
  );
}
