import {
  Accordion,
  Badge,
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  MultiSelect,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import {
  DRUGS_INTERACTIONS_MAX,
  DRUGS_INTERACTIONS_MIN,
  INTERACTION_LEVELS,
  type InteractionsResponse,
} from '@vetor/domain/interactions/interactions.schemas';
import { message } from '@vetor/domain/messages';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { accentInsensitiveFilter } from '../../../components/accent-filter';
import { DecisionSupportDisclaimer } from '../../../components/decision-support-disclaimer';
import { isForbidden, premiumQueryGate, usePremiumQueryErrors } from '../../../components/premium-query';
import { alertError } from '../../../lib/api';
import { openPaywall } from '../../../lib/paywall';
import { readJson } from '../../../lib/storage';
import { useInteractionDrugs } from '../api/get-drugs';
import { usePostInteractions } from '../api/post-interactions';
import { InteractionCard } from '../components/interaction-card';
import { LEVEL_STYLE } from '../levels';

// /drugs/interactions (docs/product/content-and-study.md §2, §4): levels and warnings, 2 to 6 systemic drugs, the results.
// ?hasDrug=true (from a drug page) pre-selects the drug being viewed and opens step 2.

export default function InteractionsRoute() {
  const [params] = useSearchParams();
  const drugs = useInteractionDrugs();
  const check = usePostInteractions();
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<InteractionsResponse | null>(null);
  const lastChecked = useRef<string | null>(null);
  const preselected = useRef(false);

  usePremiumQueryErrors(drugs.error);

  // The drug page records the drug being viewed; only a systemic drug of the list is pre-selected.
  useEffect(() => {
    if (preselected.current || !drugs.data || params.get('hasDrug') !== 'true') return;
    preselected.current = true;
    const current = readJson<{ id: string; category: number }>('current_drug', 'session');
    if (current && drugs.data.drugs.some((d) => d.id === current.id)) setChosen([current.id]);
    setStep(1);
  }, [drugs.data, params]);

  const options = useMemo(() => (drugs.data?.drugs ?? []).map((d) => ({ value: d.id, label: d.name })), [drugs.data]);

  // Opening step 3 runs the check, only when the drugs changed since the last one (docs/product/content-and-study.md §4).
  useEffect(() => {
    if (step !== 2) return;
    const key = chosen.join('|');
    if (lastChecked.current === key && result) return;
    let cancelled = false;
    check
      .mutateAsync(chosen)
      .then((data) => {
        if (cancelled) return;
        lastChecked.current = key;
        setResult(data);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isForbidden(error)) openPaywall(error.message);
        else alertError(error);
        setStep(1);
      });
    return () => {
      cancelled = true;
    };
    // The check depends only on entering step 3 with these drugs.
  }, [step, result, chosen.join, chosen, check.mutateAsync]);

  function changeDrugs(next: string[]) {
    setChosen(next);
    // Changing the drugs clears the results.
    setResult(null);
    lastChecked.current = null;
  }

  const gate = premiumQueryGate(drugs, 'Carregando medicamentos');
  if (gate || !drugs.data) return <Screen>{gate}</Screen>;

  const found = result?.interactions.filter((i) => i.level !== null) ?? [];
  const noData = result?.interactions.filter((i) => i.level === null) ?? [];
  const canContinue = step === 0 || (step === 1 && chosen.length >= DRUGS_INTERACTIONS_MIN);

  return (
    <Screen>
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} orientation="vertical" size="sm">
        <Stepper.Step label="Classificação" description="Níveis e avisos">
          <Stack gap="xs">
            {INTERACTION_LEVELS.map((l) => (
              <Group key={l.level} gap="sm" wrap="nowrap" align="flex-start">
                <Badge color={LEVEL_STYLE[l.level].color} w={90} style={{ flexShrink: 0 }}>
                  {l.name}
                </Badge>
                <Text size="sm">{l.text}</Text>
              </Group>
            ))}
            <List size="sm" spacing={4} mt="xs">
              <List.Item>
                A ausência de registro não garante que a associação seja segura: consulte a bula e a literatura.
              </List.Item>
              <List.Item>
                Regras por classe (por exemplo, AINE + corticoide) valem para todos os fármacos da classe.
              </List.Item>
              <List.Item>
                Considere a espécie, a idade, a função renal e hepática e as doses de cada paciente.
              </List.Item>
            </List>
          </Stack>
        </Stepper.Step>
        <Stepper.Step
          label="Medicamentos"
          description={`De ${DRUGS_INTERACTIONS_MIN} a ${DRUGS_INTERACTIONS_MAX} medicamentos sistêmicos`}
        >
          <Stack gap="xs">
            <MultiSelect
              label="Medicamentos"
              placeholder={chosen.length ? '' : 'Busque pelo nome'}
              data={options}
              value={chosen}
              onChange={changeDrugs}
              searchable
              filter={accentInsensitiveFilter}
              maxValues={DRUGS_INTERACTIONS_MAX}
              nothingFoundMessage={message('DRUGS_NO_DATA')}
              hidePickedOptions
              maxDropdownHeight={280}
              data-testid="interaction-drugs"
            />
            <Text size="xs" c="gray.7">
              {chosen.length} de {DRUGS_INTERACTIONS_MAX} medicamentos
              {chosen.length >= DRUGS_INTERACTIONS_MAX ? ` · ${message('DRUGS_INTERACTIONS_MAX')}` : ''}
              {chosen.length < DRUGS_INTERACTIONS_MIN ? ` · ${message('DRUGS_INTERACTIONS_MIN')}` : ''}
            </Text>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Resultados" description="Interações encontradas">
          {!result ? (
            <Center h={120}>
              <Loader aria-label="Verificando interações" />
            </Center>
          ) : (
            <Stack gap="md" data-testid="interaction-results">
              {found.length === 0 ? (
                <Text>{message('DRUGS_INTERACTIONS_NOT_FOUND')}</Text>
              ) : (
                <Accordion variant="separated" multiple>
                  {found.map((i) => (
                    <InteractionCard key={`${i.firstDrug}+${i.secondDrug}`} interaction={i} />
                  ))}
                </Accordion>
              )}
              {noData.length > 0 && (
                <Card withBorder padding="sm">
                  <Title order={2} size="h6">
                    Sem dados registrados
                  </Title>
                  <List size="sm" mt={4} spacing={2}>
                    {noData.map((i) => (
                      <List.Item key={`${i.firstDrug}+${i.secondDrug}`}>
                        {i.firstName} + {i.secondName}
                      </List.Item>
                    ))}
                  </List>
                </Card>
              )}
            </Stack>
          )}
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
          Voltar
        </Button>
        {step < 2 && (
          <Button onClick={() => setStep((s) => s + 1)} disabled={!canContinue}>
            {step === 1 ? 'Verificar interações' : 'Continuar'}
          </Button>
        )}
      </Group>
    </Screen>
  );
}

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="md" maw={900}>
      <div>
        <Title order={1} size="h2">
          Interações medicamentosas
        </Title>
        <Text c="gray.7" size="sm">
          Verifique de 2 a 6 medicamentos sistêmicos da biblioteca.
        </Text>
      </div>
      <DecisionSupportDisclaimer />
      {children}
    </Stack>
  );
}
