import { Button, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { LAYOUT, PRO_OFFER } from '@vetor/domain/platform/constants';
import { useNavigate } from 'react-router';
import { proBenefits } from '../../features/home/home-menu';
import { closePaywall, paywallStore } from '../../lib/paywall';
import { useStore } from '../../lib/store';

// Only what PRO unlocks today: areas still flagged "em breve" in the home menu are left out.
const FEATURES = proBenefits();

/** The purchases dialog (max width 600): what PRO unlocks, the price, and the way to subscribe. */
export function PaywallDialog() {
  const state = useStore(paywallStore);
  const navigate = useNavigate();
  return (
    <Modal
      opened={state.open}
      onClose={closePaywall}
      centered
      size={LAYOUT.dialogMaxWidth}
      title="Vetor PRO"
      data-testid="paywall"
    >
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" color="orange.9">
          <IconCrown size={28} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h4">
          {state.reason ?? message('PREMIUM_REQUIRED')}
        </Title>
        <List spacing="xs" icon={<IconCheck size={18} color="var(--mantine-color-green-9)" aria-hidden="true" />}>
          {FEATURES.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        <Text fw={700} size="lg">
          {PRO_OFFER.monthlyPriceLabel}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            por mês
          </Text>
        </Text>
        <Button
          size="md"
          onClick={() => {
            closePaywall();
            navigate('/checkouts');
          }}
        >
          Assinar o Vetor PRO
        </Button>
        <Button variant="subtle" onClick={closePaywall}>
          Agora não
        </Button>
      </Stack>
    </Modal>
  );
}
