import { Alert, Badge, Center, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useNavigate } from 'react-router';
import { ProBadge } from '../../../components/pro-badge';
import { openPaywall } from '../../../lib/paywall';
import { useSessionUser } from '../../../lib/session';
import { useAlgorithms } from '../api/get-algorithms';

const ANIMALS: Record<number, string> = { 1: 'Cães', 2: 'Gatos' };

/** /algorithms: the interactive algorithms (category 14), locked for free users unless freeTrial. */
export default function AlgorithmsRoute() {
  const list = useAlgorithms();
  const user = useSessionUser();
  const navigate = useNavigate();
  if (list.isError) return <Alert color="red">{message('ERROR')}</Alert>;
  if (!list.data)
    return (
      <Center h="40vh">
        <Loader aria-label="Carregando algoritmos" />
      </Center>
    );
  return (
    <Stack gap="md" maw={LAYOUT.contentMaxWidth} mx="auto" w="100%">
      <div>
        <Title order={1} size="h3">
          Algoritmos interativos
        </Title>
        <Text size="sm" c="dimmed">
          Passo a passo clínico. Apoio à decisão: não substitui o julgamento clínico.
        </Text>
      </div>
      <UnstyledButton
        data-testid="emergency-chart-link"
        onClick={() => navigate('/algorithms/emergency-chart')}
        p="sm"
        style={{
          border: '1px solid var(--mantine-color-red-4)',
          borderRadius: 8,
          background: 'var(--mantine-color-red-0)',
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>Tabela de emergência (RCP)</Text>
            <Text size="sm" c="dimmed">
              Doses e volumes da RECOVER 2024 para o peso do paciente.
            </Text>
          </Stack>
          <IconChevronRight size={18} aria-hidden="true" />
        </Group>
      </UnstyledButton>
      <Stack gap={6}>
        {list.data.algorithms.map((a) => {
          const locked = a.premium && !a.freeTrial && !user?.isPremium;
          return (
            <UnstyledButton
              key={a.id}
              data-testid="algorithm-row"
              onClick={() => (locked ? openPaywall(message('PREMIUM_REQUIRED')) : navigate(`/algorithms/${a.id}`))}
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600}>{a.name}</Text>
                    {a.freeTrial && !user?.isPremium && (
                      <Badge size="xs" color="teal">
                        Descubra agora
                      </Badge>
                    )}
                    {locked && <ProBadge />}
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {a.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.animals.map((n) => ANIMALS[n]).join(' e ')}
                  </Text>
                </Stack>
                {locked ? (
                  <IconLock size={18} aria-label="Conteúdo PRO" />
                ) : (
                  <IconChevronRight size={18} aria-hidden="true" />
                )}
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Stack>
  );
}
