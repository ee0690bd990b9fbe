import { Alert, Button, Card, Center, Group, List, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCopy, IconRefresh, IconShare } from '@tabler/icons-react';
import {
  chooseOption,
  continueFlow,
  type EncodedStep,
  encodeFlow,
  type FlowState,
  flowSummary,
  gathered,
  nodeOf,
  prefillLast,
  replayFlow,
  setInput,
  startFlow,
  summaryText,
} from '@vetor/domain/algorithms/algorithms.engine';
import type { AlgorithmFile } from '@vetor/domain/algorithms/algorithms.schemas';
import { patientFromQuery } from '@vetor/domain/algorithms/drug-steps';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { ANIMAL } from '@vetor/domain/platform/enums';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api';
import { usePatientContext } from '../../../lib/patient-context';
import { openPaywall } from '../../../lib/paywall';
import { useAlgorithm } from '../api/get-algorithms';
import { FlowStepView } from '../components/flow-step';

// /algorithms/{id}: the step-by-step timeline. ?s= carries a shared path (answers and inputs),
// replayed from the root; the end shows the summary to copy into a record or share as a link.

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): EncodedStep[] | null {
  try {
    const b64 = encoded.replaceAll('-', '+').replaceAll('_', '/');
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return Array.isArray(parsed) ? (parsed as EncodedStep[]) : null;
  } catch {
    return null;
  }
}

export default function AlgorithmRoute({ initialPatient }: { initialPatient?: KnownPatient } = {}) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // The patient handed over (a prop from the app's patient context, or ?peso=12,5&especie=cao)
  // fills the weight and species the flow asks; the vet can still change them.
  const patient = useKnownPatient(initialPatient, params);
  const query = useAlgorithm(id);
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  useEffect(() => {
    if (forbidden) openPaywall(message('PREMIUM_REQUIRED'));
  }, [forbidden]);

  if (forbidden)
    return (
      <Stack maw={LAYOUT.dialogMaxWidth} mx="auto" mt="xl" gap="md">
        <Alert color="orange" title="Conteúdo PRO">
          {message('PREMIUM_REQUIRED')}
        </Alert>
        <Button onClick={() => openPaywall(message('PREMIUM_REQUIRED'))}>Conhecer o Vetor PRO</Button>
      </Stack>
    );
  if (query.isError)
    return (
      <Alert color="red" maw={LAYOUT.dialogMaxWidth} mx="auto" mt="xl">
        {query.error instanceof ApiError ? query.error.message : message('ERROR')}
      </Alert>
    );
  if (!query.data)
    return (
      <Center h="40vh">
        <Loader aria-label="Carregando algoritmo" />
      </Center>
    );
  return <Flow key={`${query.data.id}@${query.data.version}`} file={query.data} patient={patient} />;
}

/** What the app already knows of the patient, as the flow's inputs hold it ('12,5', 'dog'). */
export interface KnownPatient {
  weight?: string;
  species?: 'dog' | 'cat';
}

/**
 * The patient set in the header (docs/decisions/web-patient-context.md) as the flow's inputs hold
 * it; a prop or the URL (?peso=, ?especie=) wins over it.
 */
export function useKnownPatient(initialPatient: KnownPatient | undefined, params: URLSearchParams): KnownPatient {
  const { patient } = usePatientContext();
  const fromContext: KnownPatient = patient
    ? { weight: String(patient.weightKg).replace('.', ','), species: patient.species === ANIMAL.CAT ? 'cat' : 'dog' }
    : {};
  return { ...fromContext, ...initialPatient, ...patientFromQuery(params) };
}

/** 'Peso:' but 'Há sinais de alarme?' — a question keeps its own mark. */
const labelOf = (question: string) => (question.endsWith('?') ? question : `${question}:`);

function Flow({ file, patient }: { file: AlgorithmFile; patient: KnownPatient }) {
  const [params] = useSearchParams();
  const known: Record<string, string> = { ...patient };
  const [state, setRawState] = useState<FlowState>(() => {
    const shared = params.get('s');
    const encoded = shared ? fromBase64Url(shared) : null;
    return encoded ? replayFlow(file, encoded, Date.now()) : prefillLast(file, startFlow(file, Date.now()), known);
  });
  // Every new step that asks for weight or species starts with what is known.
  const setState = (next: FlowState | ((s: FlowState) => FlowState)) =>
    setRawState((s) => prefillLast(file, typeof next === 'function' ? next(s) : next, known));

  const shareLink = () =>
    `${window.location.origin}/algorithms/${file.id}?s=${toBase64Url(JSON.stringify(encodeFlow(state)))}`;
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showAlert('success', done);
    } catch {
      showAlert('error', 'Não foi possível copiar. Selecione o texto e copie manualmente.');
    }
  };
  const share = async () => {
    const url = shareLink();
    if (navigator.share) {
      try {
        await navigator.share({ title: file.name, text: summaryText(file, state), url });
        return;
      } catch {
        // cancelled or unavailable: fall back to copying the link
      }
    }
    await copy(url, 'Link copiado.');
  };

  return (
    <Stack gap="md" maw={880} mx="auto" w="100%">
      <div>
        <Title order={1} size="h3">
          {file.name}
        </Title>
        <Text size="sm" c="dimmed">
          {file.description}
        </Text>
      </div>
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Text size="xs" c="dimmed">
          Apoio à decisão: não substitui o julgamento clínico nem o exame do paciente.
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={16} />}
          onClick={() => setState(startFlow(file, Date.now()))}
          aria-label="Recomeçar o algoritmo"
          style={{ flexShrink: 0 }}
        >
          Recomeçar
        </Button>
      </Group>
      <Timeline active={state.steps.length - 1} bulletSize={28} lineWidth={2}>
        {state.steps.map((step, level) => {
          const node = nodeOf(file, step.nodeId);
          return (
            // Without cycles a node appears at most once in a path, so its id is a stable key.
            <Timeline.Item
              key={step.nodeId}
              bullet={
                <Text size="xs" fw={700}>
                  {level + 1}
                </Text>
              }
            >
              <FlowStepView
                node={node}
                answer={step.answer}
                inputs={step.inputs}
                gathered={gathered({ steps: state.steps.slice(0, level), endedAt: null })}
                isLast={level === state.steps.length - 1}
                references={file.references}
                onChoose={(i) => setState((s) => chooseOption(file, s, level, i, Date.now()))}
                onInput={(model, value) => setState((s) => setInput(s, level, model, value))}
                onContinue={() => setState((s) => continueFlow(file, s, level, Date.now()))}
              />
            </Timeline.Item>
          );
        })}
      </Timeline>
      {state.endedAt !== null && (
        <Card withBorder radius="md" padding="md" data-testid="flow-summary">
          <Stack gap="sm">
            <Title order={2} size="h5">
              Resumo do caminho
            </Title>
            <List spacing={4}>
              {flowSummary(file, state).map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines follow the path in order
                <List.Item key={i}>
                  <Text span fw={600}>
                    {labelOf(l.question)}
                  </Text>{' '}
                  {l.answer}
                </List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              Concluído em {new Date(state.endedAt).toLocaleString('pt-BR')}
            </Text>
            <Group gap="sm">
              <Button
                leftSection={<IconCopy size={16} />}
                onClick={() => copy(summaryText(file, state), 'Resumo copiado.')}
                data-testid="copy-summary"
              >
                Copiar resumo
              </Button>
              <Button variant="light" leftSection={<IconShare size={16} />} onClick={share} data-testid="share-summary">
                Compartilhar link
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
