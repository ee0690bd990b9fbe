import { Button, Loader, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useNavigate } from 'react-router';
import { useStore } from '../../../lib/store';
import { purchaseUiStore } from '../purchase-store';

/** After the checkout: confirming (6 s wait and token refresh), then the welcome to PRO. */
export function SuccessDialog() {
  const { success } = useStore(purchaseUiStore);
  const navigate = useNavigate();
  const done = success?.phase === 'done';
  const close = () => {
    const next = success?.next;
    purchaseUiStore.set((s) => ({ ...s, success: null }));
    if (next?.startsWith('/') && !next.startsWith('//')) navigate(next);
  };
  return (
    <Modal
      opened={success !== null}
      onClose={done ? close : () => {}}
      withCloseButton={done}
      closeOnClickOutside={done}
      closeOnEscape={done}
      centered
      size={LAYOUT.dialogMaxWidth}
      title="Vetor PRO"
      data-testid="purchase-success"
    >
      <Stack align="center" gap="md" py="md" ta="center">
        {done ? (
          <ThemeIcon size={64} radius="xl" color="green.9">
            <IconCircleCheck size={40} aria-hidden="true" />
          </ThemeIcon>
        ) : (
          <Loader aria-label="Confirmando" />
        )}
        <Title order={2} size="h3">
          {done ? message('PURCHASE_SUCCESS') : 'Pagamento recebido!'}
        </Title>
        <Text c="dimmed" aria-live="polite">
          {done ? 'Todo o conteúdo do Vetor já está liberado para você.' : 'Estamos liberando o seu acesso PRO…'}
        </Text>
        {done && (
          <Button size="md" onClick={close} fullWidth>
            Começar a usar
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
