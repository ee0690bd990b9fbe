import { Alert, Anchor, Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { parseDecimalInput } from '@vetor/domain/algorithms/algorithms.engine';
import { defibrillationJoules, emergencyChart } from '@vetor/domain/algorithms/emergency-chart';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DrugDoses } from '../components/drug-doses';
import { type KnownPatient, useKnownPatient } from './algorithm-route';

// /algorithms/emergency-chart: the CPR drug chart of RECOVER 2024 for one patient. Everything is
// computed in the browser from the domain's table, so it opens offline and without PRO: in an
// arrest nobody should meet a paywall (docs/decisions/tools-emergency-chart.md).

export default function EmergencyChartRoute({ initialPatient }: { initialPatient?: KnownPatient } = {}) {
  const [params] = useSearchParams();
  const start = useKnownPatient(initialPatient, params);
  const [weightText, setWeightText] = useState(start.weight ?? '');
  const [species, setSpecies] = useState<'dog' | 'cat' | undefined>(start.species);
  const parsed = parseDecimalInput(weightText);
  const weight = parsed !== null && parsed > 0 && parsed <= 150 ? parsed : null;
  const joules = weight === null ? null : defibrillationJoules(weight);
  return (
    <Stack gap="md" maw={880} mx="auto" w="100%">
      <div>
        <Title order={1} size="h3">
          Tabela de emergência (RCP)
        </Title>
        <Text size="sm" c="dimmed">
          Doses da RECOVER 2024 para o peso do paciente, com o volume da apresentação indicada.
        </Text>
      </div>
      <Alert color="orange" variant="light" p="xs">
        Apoio à decisão: não substitui o julgamento clínico. Confira a concentração do frasco em uso antes de aspirar.
      </Alert>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Peso"
          value={weightText}
          onChange={(e) => setWeightText(e.currentTarget.value.replace(/[^\d,]/g, ''))}
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          rightSection={<Text size="sm">kg</Text>}
          error={weightText !== '' && weight === null ? 'Informe um peso entre 0,1 e 150 kg.' : null}
          data-testid="chart-weight"
          w={140}
        />
        <Chip.Group multiple={false} value={species ?? null} onChange={(v) => setSpecies(v as 'dog' | 'cat')}>
          <Group gap={6} role="radiogroup" aria-label="Espécie">
            <Chip value="dog">Cão</Chip>
            <Chip value="cat">Gato</Chip>
          </Group>
        </Chip.Group>
      </Group>
      {emergencyChart(weight ?? 0, species).map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Title order={2} size="h5" mb={6}>
            {group.title}
          </Title>
          <DrugDoses steps={group.rows.map((r) => r.step)} weightKg={weight} />
        </section>
      ))}
      <section aria-label="Desfibrilação" data-testid="chart-defibrillation">
        <Title order={2} size="h5" mb={6}>
          Desfibrilação (FV ou TV sem pulso)
        </Title>
        <Text size="sm">
          Externa, bifásico 2 a 4 J/kg{joules ? `: ${joules.biphasic}` : ''}; monofásico 4 a 6 J/kg
          {joules ? `: ${joules.monophasic}` : ''}. Um choque, depois 2 min de compressões antes de reavaliar o ritmo;
          se o ritmo chocável persistir, os choques seguintes podem ter energia 50% maior.
        </Text>
        <Text size="sm" data-testid="chart-defibrillation-internal">
          Interna (pás sobre o coração, RCP com tórax aberto), bifásico 0,2 a 0,4 J/kg
          {joules ? `: ${joules.internalBiphasic}` : ''}; monofásico 0,5 a 1 J/kg
          {joules ? `: ${joules.internalMonophasic}` : ''}.
        </Text>
      </section>
      <Text size="xs" c="dimmed">
        Fonte: RECOVER 2024 (recomendações de tratamento, doi:10.1111/vec.13391) e Plumb&apos;s Veterinary Drug
        Handbook. Passo a passo:{' '}
        <Anchor component={Link} to="/algorithms/rcp-recover" underline="always">
          algoritmo de RCP
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
