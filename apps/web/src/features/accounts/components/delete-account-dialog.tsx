import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useState } from 'react';

/** Deletion needs the ticked agreement and then a confirmation (docs/product/platform-accounts-subscription.md §4, §5). */
export function DeleteAccountDialog({
  opened,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showError, setShowError] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title="Excluir conta" size={LAYOUT.dialogMaxWidth} centered>
      <Stack gap="md" data-testid="delete-account-dialog">
        <Text size="sm">
          Ao excluir a conta, seus dados pessoais serão apagados em até 15 dias úteis e você não poderá mais entrar com
          este e-mail até lá. Esta ação não pode ser desfeita. Se você tem assinatura em uma loja de aplicativos,
          cancele-a primeiro na própria loja.
        </Text>
        <Checkbox
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            setShowError(false);
          }}
          label="Estou de acordo com a exclusão da minha conta e dos meus dados."
          error={showError ? message('ACCOUNT_EXCLUSION_AGREEMENT') : undefined}
          data-testid="delete-agree"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={busy}
            data-testid="delete-confirm"
            onClick={async () => {
              if (!agreed) return setShowError(true);
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            Excluir minha conta
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
