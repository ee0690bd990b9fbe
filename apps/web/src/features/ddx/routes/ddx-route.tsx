import {
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  MultiSelect,
  NativeSelect,
  Progress,
  SegmentedControl,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  AGE_GROUPS,
  breedGroupsFor,
  DDX_SIGNS_MAX,
  DDX_SIGNS_MIN,
  type DdxResultResponse,
  type RankedDiagnosis,
  SIGN_GROUPS,
} from '@vetor/domain/ddx/ddx.schemas';
import { signsForSex } from '@vetor/domain/ddx/ddx-ranking';
import { message } from '@vetor/domain/messages';
import { foldText } from '@vetor/domain/platform/fold-text';
import { useEffect, useMemo, useRef, useState } from 'react';
import { accentInsensitiveFilter } from '../../../components/accent-filter';
import { DecisionSupportDisclaimer } from '../../../components/decision-support-disclaimer';
import { isForbidden, premiumQueryGate, usePremiumQueryErrors } from '../../../components/premium-query';
import { alertError } from '../../../lib/api';
import { openPaywall } from '../../../lib/paywall';
import { useSigns } from '../api/get-signs';
import { usePostSigns } from '../api/post-signs';
import { DiagnosisDialog } from '../components/diagnosis-dialog';

// /ddx (docs/product/content-and-study.md §2 Differential diagnosis): patient, clinical signs, compatible conditions. The
// species picker is 0 (cão) / 1 (gato), sent as 1 / 2; sex is optional (0 macho, 1 fêmea).

type Species = '0' | '1';
type Sex = '0' | '1' | null;

export default function DdxRoute() {
  const signs = useSigns();
  const post = usePostSigns();
  const [step, setStep] = useState(0);
  const [species, setSpecies] = useState<Species | null>(null);
  const [sex, setSex] = useState<Sex>(null);
  // Signalment (optional): it reorders the conditions that already explain the signs.
  const [age, setAge] = useState<string | null>(null);
  const [breed, setBreed] = useState<string>('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<DdxResultResponse | null>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<RankedDiagnosis | null>(null);
  // Signs are posted only when species, sex or signs changed since the last post (docs/product/content-and-study.md §4).
  const lastPosted = useRef<string | null>(null);

  usePremiumQueryErrors(signs.error);

  const sexNumber = sex === null ? null : (Number(sex) as 0 | 1);
  const available = useMemo(() => signsForSex(signs.data?.signs ?? [], sexNumber), [signs.data, sexNumber]);
  const byId = useMemo(() => new Map((signs.data?.signs ?? []).map((s) => [String(s.id), s])), [signs.data]);
  const options = useMemo(
    () =>
      SIGN_GROUPS.map((g) => ({
        group: g.name,
        items: available.filter((s) => s.group === g.id).map((s) => ({ value: String(s.id), label: s.sign })),
      })).filter((g) => g.items.length > 0),
    [available],
  );

  // A sex chosen after the signs drops the signs that do not apply to it.
  useEffect(() => {
    const ok = new Set(available.map((s) => String(s.id)));
    setChosen((c) => (c.every((id) => ok.has(id)) ? c : c.filter((id) => ok.has(id))));
  }, [available]);

  const gate = premiumQueryGate(signs, 'Carregando sinais');
  if (gate || !signs.data) return <Screen>{gate}</Screen>;

  const query = {
    species: species === '1' ? (2 as const) : (1 as const),
    sex: sexNumber,
    signs: chosen.map(Number),
    age: age as 'filhote' | 'adulto' | 'idoso' | null,
    breed: breed || null,
  };
  const key = JSON.stringify(query);

  async function showResults() {
    if (lastPosted.current === key && result) {
      setStep(2);
      return;
    }
    try {
      const data = await post.mutateAsync(query);
      lastPosted.current = key;
      setResult(data);
      setSearch('');
      setStep(2);
    } catch (error) {
      if (isForbidden(error)) openPaywall(error.message);
      else alertError(error);
    }
  }

  const next = () => (step === 0 ? setStep(1) : step === 1 ? void showResults() : undefined);
  const canContinue = step === 0 ? species !== null : step === 1 ? chosen.length >= DDX_SIGNS_MIN : false;
  const animal = `${species === '1' ? 'Gato' : 'Cão'}${sex === null ? '' : sex === '1' ? ', fêmea' : ', macho'}`;
  const chosenSigns = chosen.flatMap((id) => byId.get(id) ?? []);
  const list = (result?.diagnoses ?? []).filter((d) => foldText(d.diagnosis).includes(foldText(search.trim())));

  return (
    <Screen>
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} orientation="vertical" size="sm">
        <Stepper.Step label="Paciente" description={species === null ? 'Espécie e sexo' : animal}>
          <Stack gap="sm" maw={420}>
            <Text size="sm" fw={600} id="ddx-species">
              Espécie
            </Text>
            <SegmentedControl
              aria-labelledby="ddx-species"
              value={species ?? ''}
              onChange={(v) => {
                setSpecies(v as Species);
                setBreed('');
              }}
              data={[
                { value: '0', label: 'Cão' },
                { value: '1', label: 'Gato' },
              ]}
              fullWidth
            />
            <Text size="sm" fw={600}>
              Sexo (opcional)
            </Text>
            <Chip.Group multiple={false} value={sex ?? ''} onChange={(v) => setSex(v as Sex)}>
              <Group gap="xs">
                <Chip value="1" onClick={() => sex === '1' && setSex(null)}>
                  Fêmea
                </Chip>
                <Chip value="0" onClick={() => sex === '0' && setSex(null)}>
                  Macho
                </Chip>
              </Group>
            </Chip.Group>
            <Text size="sm" fw={600}>
              Idade (opcional)
            </Text>
            <Chip.Group multiple={false} value={age ?? ''} onChange={(v) => setAge(v)}>
              <Group gap="xs" data-testid="ddx-age">
                {AGE_GROUPS.map((g) => (
                  <Chip key={g.id} value={g.id} onClick={() => age === g.id && setAge(null)}>
                    {g.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {species !== null && (
              <NativeSelect
                label="Raça (opcional)"
                value={breed}
                onChange={(e) => setBreed(e.currentTarget.value)}
                data={[
                  { value: '', label: 'Sem raça definida ou outra' },
                  ...breedGroupsFor(species === '1' ? 2 : 1).map((b) => ({ value: b.id, label: b.name })),
                ]}
                data-testid="ddx-breed"
              />
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Sinais clínicos" description={`Recomendado: ao menos 2 sinais (máx. ${DDX_SIGNS_MAX})`}>
          <Stack gap="xs">
            <MultiSelect
              label="Sinais clínicos"
              placeholder={chosen.length ? '' : 'Busque pelo nome do sinal'}
              data={options}
              value={chosen}
              onChange={setChosen}
              searchable
              filter={accentInsensitiveFilter}
              maxValues={DDX_SIGNS_MAX}
              nothingFoundMessage={message('SIGN_NO_DATA')}
              hidePickedOptions
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={280}
              data-testid="ddx-signs"
            />
            <Group justify="space-between">
              <Text size="xs" c="gray.7">
                {chosen.length} de {DDX_SIGNS_MAX} sinais
                {chosen.length >= DDX_SIGNS_MAX ? ` · ${message('DDX_SIGNS_MAX')}` : ''}
              </Text>
              {chosen.length > 0 && (
                <Anchor component="button" type="button" size="sm" onClick={() => setChosen([])}>
                  Limpar sinais
                </Anchor>
              )}
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Condições compatíveis" description="Ordenadas pelo quanto explicam os sinais">
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {animal} · {chosenSigns.map((s) => s.sign).join(', ')}
            </Text>
            {result && result.diagnoses.length === 0 ? (
              <Text data-testid="ddx-empty">{message('DDX_NO_RESULTS')}</Text>
            ) : (
              <>
                <TextInput
                  aria-label="Buscar condição"
                  placeholder="Buscar condição"
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                />
                <Stack gap="xs" data-testid="ddx-results">
                  {list.map((d, i) => (
                    <ResultRow key={d.id} rank={i + 1} d={d} byId={byId} onOpen={() => setOpen(d)} />
                  ))}
                  {list.length === 0 && <Text c="gray.7">{message('NO_RESULTS')}</Text>}
                </Stack>
              </>
            )}
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
          Voltar
        </Button>
        {step < 2 && (
          <Button onClick={next} disabled={!canContinue} loading={post.isPending}>
            {step === 1 ? 'Ver resultados' : 'Continuar'}
          </Button>
        )}
      </Group>
      <DiagnosisDialog ranked={open} animal={animal} chosen={chosenSigns} onClose={() => setOpen(null)} />
    </Screen>
  );
}

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="md" maw={900}>
      <div>
        <Title order={1} size="h2">
          Diagnóstico diferencial
        </Title>
        <Text c="gray.7" size="sm">
          Condições compatíveis com os sinais clínicos de cães e gatos.
        </Text>
      </div>
      <DecisionSupportDisclaimer />
      {children}
    </Stack>
  );
}

function ResultRow({
  rank,
  d,
  byId,
  onOpen,
}: {
  rank: number;
  d: RankedDiagnosis;
  byId: Map<string, { sign: string }>;
  onOpen: () => void;
}) {
  const against = d.againstSigns.flatMap((id) => byId.get(String(id))?.sign ?? []);
  return (
    <UnstyledButton onClick={onOpen} aria-label={`${d.diagnosis}: ${d.matched} de ${d.total} sinais`}>
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>
              {rank}. {d.diagnosis}
            </Text>
            <Text size="xs" c="gray.7" lineClamp={2}>
              {d.description}
            </Text>
          </div>
          <Badge variant="filled" color="teal.9" style={{ flexShrink: 0 }}>
            {d.matched}/{d.total}
          </Badge>
        </Group>
        <Progress value={(d.matched / d.total) * 100} size="xs" mt={6} color="teal.8" aria-hidden="true" />
        {against.length > 0 && (
          <Text size="xs" c="red.9" mt={4}>
            Contra: {against.join(', ')}
          </Text>
        )}
      </Card>
    </UnstyledButton>
  );
}
