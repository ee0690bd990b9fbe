import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { CalculatorCatalogue } from '../components/calculator-catalogue';

// The dialog (and its modal code) loads on the first press of "Calculadora rápida".
const CalculatorDialog = lazy(() =>
  import('../components/calculator-dialog').then((m) => ({ default: m.CalculatorDialog })),
);

/** /calculators (route name calculators-list): the catalogue grouped by the eight classes. */
export default function CalculatorsListRoute() {
  const [dialog, setDialog] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: 1, minWidth: 200 }}>
          <Title order={1} size="h2">
            Calculadoras
          </Title>
          <Text c="gray.7" size="sm">
            Doses, fluidos, transfusão, energia, conversões e escores para cães e gatos.
          </Text>
        </div>
        {/* Quick access to the same dialog the drug header opens. */}
        <Button
          variant="light"
          leftSection={<IconCalculator size={18} aria-hidden="true" />}
          onClick={() => {
            setMounted(true);
            setDialog(true);
          }}
          data-testid="open-calculator-dialog"
        >
          Calculadora rápida
        </Button>
      </Group>
      <CalculatorCatalogue />
      {mounted && (
        <Suspense fallback={null}>
          <CalculatorDialog opened={dialog} onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
