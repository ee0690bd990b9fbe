import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { message } from '@vetor/domain/messages';
import { CATEGORY } from '@vetor/domain/platform/categories';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ProBadge } from '../../../components/pro-badge';
import { FavoriteStar } from '../../../lib/favorites-port';
import { usePageTitle } from '../../../lib/page-title';
import { openPaywall } from '../../../lib/paywall';
import { useSessionUser } from '../../../lib/session';
import { isCalculatorLocked } from './calculator-catalogue';
import { CalculatorReferencesButton, CalculatorSectionsView } from './calculator-info';

// The frame of every calculator screen: title, classes, references, the body, then the sections.
// A premium calculator opened by a free user (a shared link, a favourite kept from a PRO period)
// shows the lock and opens the purchase dialog instead of the body (docs/product/calculators-patients-prescriptions-management.md §6).

export function CalculatorPage({ definition, children }: { definition: CalculatorDefinition; children: ReactNode }) {
  const isPremium = Boolean(useSessionUser()?.isPremium);
  const locked = isCalculatorLocked(definition, isPremium);
  usePageTitle(definition.name);
  return (
    <Stack gap="lg" data-testid={`calculator-${definition.id}`}>
      <Stack gap={6}>
        <Group gap="xs">
          {definition.classes.map((c) => (
            <Badge key={c} variant="light" color="vetor" size="sm" radius="sm">
              {c}
            </Badge>
          ))}
          {definition.premium && <ProBadge />}
        </Group>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} size="h2" style={{ flex: 1, minWidth: 200 }}>
            {definition.name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <FavoriteStar
              item={{ id: definition.id, name: definition.name, category: CATEGORY.CALCULATORS, type: 0 }}
            />
            {!locked && <CalculatorReferencesButton definition={definition} />}
          </Group>
        </Group>
      </Stack>
      {locked ? <CalculatorLocked definition={definition} /> : children}
      <CalculatorSectionsView definition={definition} />
    </Stack>
  );
}

function CalculatorLocked({ definition }: { definition: CalculatorDefinition }) {
  const navigate = useNavigate();
  useEffect(() => {
    openPaywall(message('PREMIUM_REQUIRED'));
  }, []);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="calculator-locked">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="orange.9" variant="filled">
          <IconLock size={30} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h4">
          Calculadora exclusiva do Vetor PRO
        </Title>
        <Text c="gray.8" maw={440}>
          {definition.name} faz parte das calculadoras e escores do Vetor PRO. Assine para usar todas as calculadoras
          clínicas.
        </Text>
        <Group justify="center">
          <Button onClick={() => openPaywall(message('PREMIUM_REQUIRED'))}>Conhecer o Vetor PRO</Button>
          <Button variant="default" onClick={() => navigate('/calculators')}>
            Ver calculadoras gratuitas
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
