import { Button, Group, Modal, Text } from '@mantine/core';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { confirmStore, settleConfirm } from '../../lib/dialogs';
import { useStore } from '../../lib/store';
import { useOpenedOnce } from '../../lib/use-opened-once';

/** The app-wide confirm dialog: optional persistence, a confirm button and an optional cancel. */
export function ConfirmDialog() {
  const request = useStore(confirmStore);
  if (!useOpenedOnce(request !== null)) return null;
  return (
    <Modal
      opened={request !== null}
      onClose={() => settleConfirm(false)}
      title={request?.title ?? 'Confirmação'}
      centered
      size={LAYOUT.dialogMaxWidth}
      closeOnClickOutside={!request?.persistent}
      closeOnEscape={!request?.persistent}
      withCloseButton={!request?.persistent}
    >
      <Text mb="lg">{request?.message}</Text>
      <Group justify="flex-end">
        {request?.cancelLabel !== null && (
          <Button variant="default" onClick={() => settleConfirm(false)}>
            {request?.cancelLabel ?? 'Cancelar'}
          </Button>
        )}
        <Button onClick={() => settleConfirm(true)} data-autofocus>
          {request?.confirmLabel ?? 'Confirmar'}
        </Button>
      </Group>
    </Modal>
  );
}
