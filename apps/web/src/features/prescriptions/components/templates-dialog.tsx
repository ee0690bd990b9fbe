import { ActionIcon, Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { Patient } from '@vetor/domain/patients/patients.schemas';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { startFromTemplate } from '@vetor/domain/prescriptions/prescription-templates.rules';
import type { TemplateSummary } from '@vetor/domain/prescriptions/prescription-templates.schemas';
import type { PrescriptionItem } from '@vetor/domain/prescriptions/prescriptions.schemas';
import { useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { ApiError, alertError } from '../../../lib/api';
import { confirm, withLoading } from '../../../lib/dialogs';
import { getTemplate, useDeleteTemplate, useRenameTemplate, useTemplates } from '../api/prescription-templates';
import { TemplateNameInput } from './template-name-input';

// The vet's templates (issue 39): start a prescription from one for the current patient (the
// posology written again for its weight where the item kept the calculator's inputs), rename, delete.

export interface TemplatesDialogProps {
  opened: boolean;
  /** The patient to start for; null: the list only manages (rename, delete). */
  patient: Patient | null;
  /** The draft has items: starting replaces them, after asking. */
  replaces: boolean;
  onClose(): void;
  onStart(pages: PrescriptionItem[][]): void;
}

const itemsLabel = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

export default function TemplatesDialog({ opened, patient, replaces, onClose, onStart }: TemplatesDialogProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  const list = useTemplates(opened);
  const templates = list.data?.templates ?? [];

  async function start(t: TemplateSummary) {
    if (!patient) return;
    if (
      replaces &&
      !(await confirm({
        title: 'Começar de um modelo',
        message: 'Os itens do rascunho serão substituídos pelos do modelo. Deseja continuar?',
        confirmLabel: 'Substituir itens',
      }))
    )
      return;
    try {
      const template = await withLoading(getTemplate(t.id));
      const started = startFromTemplate(template.pages, patient.weight, () => crypto.randomUUID());
      onStart(started.pages);
      // Rounding to the presentation can leave the library range at this weight: the vet must look.
      const outOfRange =
        started.outOfRange > 0
          ? ` Atenção: ${itemsLabel(started.outOfRange)} fora do intervalo de dose com a apresentação do modelo.`
          : '';
      showAlert(
        'info',
        (started.keptAsWritten > 0
          ? `Modelo "${t.name}" aplicado. Confira a posologia: ${itemsLabel(started.keptAsWritten)} com o texto do modelo.`
          : `Modelo "${t.name}" aplicado, com a posologia calculada para ${patient.name}.`) + outOfRange,
      );
    } catch (e) {
      alertError(e);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={patient ? 'Começar de um modelo' : 'Meus modelos'}
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
    >
      <Stack gap="sm">
        {patient && (
          <Text size="sm" c="dimmed">
            Os itens do modelo entram no rascunho de {patient.name}. Posologias calculadas por peso são refeitas para{' '}
            {patient.name}; as demais ficam como foram escritas.
          </Text>
        )}
        {list.isPending && <Loader size="sm" aria-label="Carregando modelos" />}
        {list.isError && <Text c="red">Não foi possível carregar os modelos.</Text>}
        {list.data && templates.length === 0 && (
          <Text size="sm" data-testid="templates-empty">
            Você ainda não tem modelos. Numa prescrição, use Modelos › Salvar como modelo.
          </Text>
        )}
        {templates.map((t) => (
          <TemplateRow key={t.id} template={t} onStart={patient ? () => void start(t) : undefined} />
        ))}
        {list.data && templates.length > 0 && (
          <Text size="xs" c="dimmed">
            {templates.length} de {list.data.limit} modelos.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}

function TemplateRow({ template, onStart }: { template: TemplateSummary; onStart?: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(template.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameTemplate();
  const remove = useDeleteTemplate();

  async function saveName() {
    try {
      await rename.mutateAsync({ id: template.id, name: name.trim() });
      setEditing(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Não foi possível renomear.');
    }
  }

  async function onDelete() {
    if (
      !(await confirm({
        title: 'Excluir modelo',
        message: `Deseja excluir o modelo "${template.name}"? As prescrições feitas com ele não mudam.`,
        confirmLabel: 'Excluir',
      }))
    )
      return;
    try {
      await remove.mutateAsync(template.id);
    } catch (e) {
      alertError(e);
    }
  }

  return (
    <Card withBorder radius="md" p="sm" data-testid="template-row">
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void saveName();
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TemplateNameInput
              aria-label="Novo nome do modelo"
              value={name}
              onValue={(v) => {
                setName(v);
                setError(null);
              }}
              error={error}
              style={{ flex: 1 }}
              data-testid="template-rename-input"
            />
            <ActionIcon type="submit" size={36} aria-label="Salvar nome" loading={rename.isPending}>
              <IconCheck size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size={36}
              aria-label="Cancelar"
              onClick={() => {
                setEditing(false);
                setName(template.name);
                setError(null);
              }}
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {template.name}
            </Text>
            <Text size="xs" c="dimmed">
              {itemsLabel(template.itemCount)}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size={36}
              aria-label={`Renomear ${template.name}`}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={`Excluir ${template.name}`}
              onClick={() => void onDelete()}
            >
              <IconTrash size={18} />
            </ActionIcon>
            {onStart && (
              <Button size="sm" onClick={onStart} data-testid="use-template">
                Usar
              </Button>
            )}
          </Group>
        </Group>
      )}
    </Card>
  );
}
