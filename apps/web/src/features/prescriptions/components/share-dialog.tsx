import { Alert, Anchor, Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { SHARE_TYPE, type ShareType } from '@vetor/domain/platform/enums';
import { useState } from 'react';

// The share dialog of the summary (docs/product/calculators-patients-prescriptions-management.md §2): the clinical handouts with checkboxes (those of
// the prescribed drugs checked and first: docs/decisions/prescriptions-guides-and-sharing.md), the
// how-it-works link, the controlled-drugs note, and the share options; Continue stays disabled until
// an option is chosen.

export interface HandoutRef {
  id: string;
  name: string;
  content_type: number;
}

export interface ShareDialogProps {
  opened: boolean;
  handouts: HandoutRef[];
  /** The ids that start checked. */
  preselected: string[];
  hasControlled: boolean;
  mobile: boolean;
  onClose(): void;
  onContinue(type: ShareType, handouts: HandoutRef[]): void;
}

export function ShareDialog({
  opened,
  handouts,
  preselected,
  hasControlled,
  mobile,
  onClose,
  onContinue,
}: ShareDialogProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  const [selected, setSelected] = useState<string[]>(preselected);
  const [type, setType] = useState<string | null>(null);
  const options = [
    // Saving files and printing are not offered inside the mobile wrapper / on phones (docs/product/calculators-patients-prescriptions-management.md §2).
    ...(mobile ? [] : [{ value: SHARE_TYPE.SAVE, label: 'Salvar arquivos' }]),
    ...(mobile ? [] : [{ value: SHARE_TYPE.PRINT, label: 'Imprimir' }]),
    { value: SHARE_TYPE.EMAIL, label: 'Enviar por e-mail' },
    { value: SHARE_TYPE.WHATSAPP, label: 'Enviar por WhatsApp' },
    { value: SHARE_TYPE.COPY, label: 'Copiar link' },
  ];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Compartilhar prescrição"
      size={LAYOUT.dialogMaxWidth}
      fullScreen={Boolean(phone)}
      centered
    >
      <Stack gap="md">
        <div>
          <Text fw={600}>Orientações ao tutor</Text>
          {handouts.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma orientação disponível para enviar junto.
            </Text>
          ) : (
            <Checkbox.Group value={selected} onChange={setSelected}>
              <Stack gap={4} mt={4} mah={`${LAYOUT.handoutDialogHeightRatio * 100}vh`} style={{ overflowY: 'auto' }}>
                {handouts.map((h) => (
                  <Checkbox key={h.id} value={h.id} label={h.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Anchor size="sm" href="/handouts" target="_blank" rel="noreferrer">
            Como funciona?
          </Anchor>
        </div>
        {hasControlled && (
          <Alert color="orange" variant="light" data-testid="controlled-note">
            {message('CONTROLLED_DRUGS_NOTE')}
          </Alert>
        )}
        <Radio.Group value={type} onChange={setType} label="Como enviar?">
          <Stack gap={6} mt="xs">
            {options.map((o) => (
              <Radio key={o.value} value={String(o.value)} label={o.label} data-testid={`share-option-${o.value}`} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            disabled={type === null}
            onClick={() =>
              onContinue(
                Number(type) as ShareType,
                handouts.filter((h) => selected.includes(h.id)),
              )
            }
            data-testid="share-continue"
          >
            Continuar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
