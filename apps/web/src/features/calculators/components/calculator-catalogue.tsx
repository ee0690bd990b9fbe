import { Box, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronRight, IconLock, IconSearch } from '@tabler/icons-react';
import { CALCULATOR_CLASSES, type CalculatorDefinition } from '@vetor/domain/calculators/calculator.types';
import { CALCULATORS, calculatorPath } from '@vetor/domain/calculators/catalogue';
import { message } from '@vetor/domain/messages';
import { TIMEOUTS_MS } from '@vetor/domain/platform/constants';
import { foldText } from '@vetor/domain/platform/fold-text';
import { distinctSubtitle } from '@vetor/domain/platform/wording';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProBadge } from '../../../components/pro-badge';
import { openPaywall } from '../../../lib/paywall';
import { useSessionUser } from '../../../lib/session';

// The calculators catalogue (content category 7, docs/product/calculators-patients-prescriptions-management.md §1): the eight classes in order, a search
// box, and a lock with the PRO badge on premium calculators for free users, whose tap opens the
// purchase dialog instead of the calculator (docs/product/calculators-patients-prescriptions-management.md §6). Rendered by /calculators only; the content
// list of the calculators category redirects there.

/** Custom calculators have their own screen under /calculators/{id}/custom (docs/product/calculators-patients-prescriptions-management.md §2). */
export { calculatorPath };

export function isCalculatorLocked(calculator: Pick<CalculatorDefinition, 'premium'>, isPremium: boolean): boolean {
  return calculator.premium && !isPremium;
}

/** Lower case without accents, so "hematocrito" finds "Hematócrito". */
export function normalizeSearch(text: string): string {
  return foldText(text).trim();
}

export function CalculatorCatalogue({
  onOpen,
  withSearch = true,
}: {
  /** Called instead of navigating (a picker); locked calculators still open the paywall. */
  onOpen?: (calculator: CalculatorDefinition) => void;
  withSearch?: boolean;
}) {
  const navigate = useNavigate();
  const isPremium = Boolean(useSessionUser()?.isPremium);
  const [query, setQuery] = useState('');
  // Search inputs filter after the spec's 500 ms pause, not on every keystroke (docs/product/platform-accounts-subscription.md §5).
  const [debounced] = useDebouncedValue(query, TIMEOUTS_MS.searchDebounce);

  const groups = useMemo(() => {
    const q = normalizeSearch(debounced);
    const matches = (c: CalculatorDefinition) =>
      !q || normalizeSearch(`${c.name} ${c.classes.join(' ')} ${c.responseLabel}`).includes(q);
    return CALCULATOR_CLASSES.map((cls) => ({
      cls,
      items: CALCULATORS.filter((c) => c.classes.includes(cls) && matches(c)),
    })).filter((g) => g.items.length > 0);
  }, [debounced]);

  const open = (c: CalculatorDefinition) => {
    if (isCalculatorLocked(c, isPremium)) {
      openPaywall(message('PREMIUM_REQUIRED'));
      return;
    }
    if (onOpen) onOpen(c);
    else navigate(calculatorPath(c));
  };

  return (
    <Stack gap="lg" data-testid="calculator-catalogue" data-arrow-list>
      {withSearch && (
        <TextInput
          label="Buscar calculadora"
          placeholder="Nome ou categoria"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          type="search"
          data-testid="calculator-search"
          data-search-input
        />
      )}
      {groups.length === 0 && (
        <Text c="gray.7" ta="center" py="lg">
          Nenhuma calculadora encontrada.
        </Text>
      )}
      {groups.map(({ cls, items }) => (
        <Box component="section" key={cls} aria-labelledby={`calc-class-${slug(cls)}`}>
          <Title order={2} size="h5" c="vetor.9" mb="xs" id={`calc-class-${slug(cls)}`}>
            {cls}
          </Title>
          <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: 'none', overflow: 'hidden' }}>
            {items.map((c, i) => {
              const locked = isCalculatorLocked(c, isPremium);
              return (
                <li key={c.id} style={{ borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-gray-3)' }}>
                  <UnstyledButton
                    onClick={() => open(c)}
                    w="100%"
                    px="md"
                    py="sm"
                    data-testid={`calculator-entry-${c.id}`}
                    data-locked={locked || undefined}
                    aria-label={locked ? `${c.name} (conteúdo PRO, bloqueado)` : c.name}
                    style={{ display: 'block', minHeight: 48 }}
                  >
                    <Group wrap="nowrap" gap="sm">
                      {locked && <IconLock size={18} aria-hidden="true" color="var(--mantine-color-orange-9)" />}
                      <Box style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={600} size="sm" lh={1.3}>
                          {c.name}
                        </Text>
                        {distinctSubtitle(c.name, c.responseLabel) && (
                          <Text size="xs" c="gray.7" lh={1.3}>
                            {c.responseLabel}
                          </Text>
                        )}
                      </Box>
                      {locked && <ProBadge />}
                      <IconChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}

function slug(text: string): string {
  return normalizeSearch(text).replace(/[^a-z0-9]+/g, '-');
}
