import { Stack, Text, Title } from '@mantine/core';
import { CalculatorCatalogue } from '../../../components/calculator-catalogue';

/** /calculators (route name calculators-list): the catalogue grouped by the eight classes. */
export default function CalculatorsListRoute() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Calculadoras
        </Title>
        <Text c="gray.7" size="sm">
          Doses, fluidos, transfusão, energia, conversões e escores para cães e gatos.
        </Text>
      </div>
      <CalculatorCatalogue />
    </Stack>
  );
}
