import { Box, Modal } from '@mantine/core';
import { LoginCard } from './login-card';

/**
 * The phone's full-screen e-mail dialog (docs/product/platform-accounts-subscription.md §2 Sign-in screen). Loaded when "Começar" is
 * tapped: Modal brings ScrollArea, FocusTrap and floating-ui, about 30 KB gzip the first screen
 * does not need.
 */
export default function LoginDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} fullScreen withCloseButton={false} transitionProps={{ duration: 0 }}>
      <Box pt="md">
        <LoginCard onStepZeroBack={onClose} />
      </Box>
    </Modal>
  );
}
