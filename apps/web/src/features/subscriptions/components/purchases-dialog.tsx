import {
  Badge,
  Button,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import type { OfferingProduct } from '@vetor/domain/subscriptions/subscriptions.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { closePaywall, paywallStore } from '../../../lib/paywall';
import { useStore } from '../../../lib/store';
import { useToggles } from '../../../lib/toggles';
import { useOfferings } from '../api/offerings';
import { startPurchase } from '../purchase-flow';
import { purchaseUiStore } from '../purchase-store';

const FEATURES = [
  'Doenças, tratamentos e patologia clínica completos',
  'Algoritmos, diagnóstico diferencial e interações medicamentosas',
  'Todas as calculadoras clínicas e escores',
  'Flashcards sem limite diário',
];

function periodLabel(p: OfferingProduct): string {
  return p.interval === 'month' ? 'por mês' : 'por 365 dias';
}

/** The purchases dialog (max width 600): what PRO unlocks, the plans with prices, and the way to subscribe. */
export function PurchasesDialog() {
  const state = useStore(paywallStore);
  const ui = useStore(purchaseUiStore);
  const toggles = useToggles();
  const offerings = useOfferings();
  const navigate = useNavigate();
  const products = offerings.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [couponOpen, setCouponOpen] = useState(false);
  const [cupom, setCupom] = useState('');
  const selected = products.find((p) => p.id === chosen) ?? products[0];

  const buy = async () => {
    if (!selected) return;
    const next = state.next;
    await startPurchase(selected, {
      purchasesEnabled: toggles.purchases,
      next,
      cupom: cupom.trim() || null,
      goUpdate: () => {
        closePaywall();
        navigate('/');
      },
    });
  };

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
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" color="orange.9">
            <IconCrown size={26} aria-hidden="true" />
          </ThemeIcon>
          <Title order={2} size="h4">
            {state.reason ?? message('PREMIUM_REQUIRED')}
          </Title>
        </Group>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing={4}
          verticalSpacing={4}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {FEATURES.map((f) => (
            <Group component="li" key={f} gap={8} wrap="nowrap" align="flex-start">
              <IconCheck
                size={18}
                color="var(--mantine-color-green-9)"
                aria-hidden="true"
                style={{ flexShrink: 0, marginTop: 3 }}
              />
              <Text size="sm">{f}</Text>
            </Group>
          ))}
        </SimpleGrid>
        {offerings.isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label="Carregando planos">
            <Skeleton height={64} radius="md" />
            <Skeleton height={64} radius="md" />
          </Stack>
        ) : (
          <Radio.Group
            value={selected?.id ?? null}
            onChange={setChosen}
            label="Escolha o seu plano"
            name="plano"
            data-testid="plans"
          >
            <Stack gap="xs" mt="xs">
              {products.map((p) => (
                <Radio.Card key={p.id} value={p.id} radius="md" p="sm" withBorder data-testid={`plan-${p.lookupKey}`}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={4} />
                    <div style={{ flex: 1 }}>
                      <Group justify="space-between" gap={4}>
                        <Text fw={700}>{p.title}</Text>
                        {p.paymentMethod === 'pix' && (
                          <Badge color="teal.9" variant="filled">
                            Pix
                          </Badge>
                        )}
                        {p.entitlement === 'va_pro_duo' && (
                          <Badge color="indigo.9" variant="filled">
                            2 pessoas
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {p.description}
                      </Text>
                      <Text fw={700} mt={2}>
                        {p.price}{' '}
                        <Text span size="sm" c="dimmed" fw={400}>
                          {periodLabel(p)}
                        </Text>
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {couponOpen ? (
          <TextInput
            label="Cupom de desconto"
            value={cupom}
            onChange={(e) => setCupom(e.currentTarget.value.toUpperCase())}
            maxLength={40}
            autoComplete="off"
          />
        ) : (
          <UnstyledButton onClick={() => setCouponOpen(true)} c="blue.9" fz="sm" td="underline">
            Tenho um cupom
          </UnstyledButton>
        )}
        <Button size="md" onClick={buy} loading={ui.busy} disabled={!selected}>
          {selected?.paymentMethod === 'pix' ? 'Pagar com Pix' : 'Assinar o Vetor PRO'}
        </Button>
        <Button variant="subtle" onClick={closePaywall}>
          Agora não
        </Button>
      </Stack>
    </Modal>
  );
}
