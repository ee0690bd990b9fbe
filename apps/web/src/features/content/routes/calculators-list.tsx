import { Stack, Title } from '@mantine/core';
import { CalculatorCatalogue } from '../../../components/calculator-catalogue';

/** /items?category=7: the calculators catalogue. */
export function CalculatorsList() {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Calculadoras
      </Title>
      <CalculatorCatalogue />
    </Stack>
  );
}
