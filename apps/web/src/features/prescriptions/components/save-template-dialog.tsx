import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { message } from '@vetor/domain/messages';
import { useEffect, useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { useCreateTemplate } from '../api/prescription-templates';
import { TemplateNameInput } from './template-name-input';

// "Salvar como modelo" (issue 39): a name, and the prescription's items become a template; the
// patient, owner and weight stay out (docs/decisions/prescriptions-templates.md).

export interface SaveTemplateDialogProps {
  opened: boolean;
  prescriptionId: string | null;
  onClose(): void;
}

export default function SaveTemplateDialog({ opened, prescriptionId, onClose }: SaveTemplateDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTemplate();
  useEffect(() => {
    if (opened) {
      setName('');
      setError(null);
    }
  }, [opened]);

  async function save() {
    if (!prescriptionId) return;
    if (!name.trim()) {
      setError(message('REQUIRED_FIELD'));
      return;
    }
    try {
      await create.mutateAsync({ name: name.trim(), prescriptionId });
      showAlert('success', `Modelo "${name.trim()}" salvo.`);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : message('ERROR'));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Salvar como modelo" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            O modelo guarda os itens, as posologias e as guias desta prescrição. Os dados do paciente e do tutor não
            entram no modelo.
          </Text>
          <TemplateNameInput
            label="Nome do modelo"
            placeholder="Ex.: Otite — cão"
            value={name}
            onValue={(v) => {
              setName(v);
              setError(null);
            }}
            error={error}
            data-testid="template-name"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="template-save">
              Salvar modelo
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
