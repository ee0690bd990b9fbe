import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconBulb, IconRefresh, IconSend } from '@tabler/icons-react';
import { AI_EXAMPLES, AI_TIPS, type AiSearchResponse } from '@vetor/domain/ai-search/ai-search.schemas';
import { message } from '@vetor/domain/messages';
import { LIMITS } from '@vetor/domain/platform/constants';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, alertError } from '../../../lib/api';
import { openPaywall } from '../../../lib/paywall';
import { askAi } from '../api/ask-ai';
import { AiAnswer } from '../components/ai-answer';
import { AiSources } from '../components/ai-sources';

// AI question search (docs/product/content-and-study.md §2 /ai-search): states idle, loading, answered (and reset back to
// idle). Answers come only from our content, with numbered citations to its sections.

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; question: string; text: string }
  | { kind: 'answered'; question: string; answer: AiSearchResponse };

function pickExamples(): string[] {
  return [...AI_EXAMPLES].sort(() => Math.random() - 0.5).slice(0, LIMITS.aiExamplesShown);
}

export default function AiSearchRoute() {
  const [params] = useSearchParams();
  const [question, setQuestion] = useState(params.get('search') ?? '');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [examples] = useState(pickExamples);
  const abort = useRef<AbortController | null>(null);
  const tooLong = question.length > LIMITS.aiQuestionMax;

  useEffect(() => () => abort.current?.abort(), []);

  const reset = () => {
    abort.current?.abort();
    setState({ kind: 'idle' });
    setQuestion('');
  };

  const ask = async (text: string) => {
    const q = text.trim();
    if (!q || q.length > LIMITS.aiQuestionMax) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setQuestion(q);
    setState({ kind: 'loading', question: q, text: '' });
    try {
      const answer = await askAi(
        q,
        (written) => setState({ kind: 'loading', question: q, text: written }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      // An empty answer resets the screen (docs/product/content-and-study.md §8).
      if (!answer.llm_response.trim()) reset();
      else setState({ kind: 'answered', question: q, answer });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'idle' });
      if (error instanceof ApiError && error.status === 403) openPaywall(error.message);
      else alertError(error);
    }
  };

  const title = state.kind === 'idle' ? 'Busca com IA' : state.question;
  return (
    <Stack gap="md" maw={900} mx="auto" p="md" w="100%">
      <Title order={1} size="h3" data-testid="ai-title" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>

      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          void ask(question);
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="Sua pergunta"
            placeholder="Ex.: Qual a dose de meloxicam para gatos?"
            autosize
            minRows={2}
            maxRows={6}
            value={question}
            onChange={(ev) => setQuestion(ev.currentTarget.value)}
            onKeyDown={(ev) => {
              // Enter submits; Shift+Enter breaks the line.
              if (ev.key === 'Enter' && !ev.shiftKey) {
                ev.preventDefault();
                void ask(question);
              }
            }}
            error={tooLong ? message('AI_QUESTION_MAX') : undefined}
            description={`${question.length}/${LIMITS.aiQuestionMax}`}
            data-testid="ai-question"
          />
          <Group justify="flex-end" gap="xs">
            {state.kind !== 'idle' && (
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                onClick={reset}
                data-testid="ai-new-question"
              >
                Nova pergunta
              </Button>
            )}
            <Button
              type="submit"
              leftSection={<IconSend size={16} />}
              disabled={!question.trim() || tooLong || state.kind === 'loading'}
              data-testid="ai-send"
            >
              Perguntar
            </Button>
          </Group>
        </Stack>
      </form>

      {state.kind === 'idle' && (
        <>
          <Paper withBorder radius="md" p="md" data-testid="ai-tips">
            <Group gap="xs" mb="xs">
              <IconBulb size={18} aria-hidden="true" />
              <Text fw={600}>Dicas</Text>
            </Group>
            <Stack gap={4} component="ul" m={0} pl="md">
              {AI_TIPS.map((tip) => (
                <Text key={tip} component="li" size="sm">
                  {tip}
                </Text>
              ))}
            </Stack>
          </Paper>
          <Stack gap="xs" data-testid="ai-examples">
            <Text fw={600} size="sm">
              Experimente perguntar
            </Text>
            {examples.map((example) => (
              <Button
                key={example}
                variant="light"
                justify="flex-start"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                h="auto"
                py={8}
                onClick={() => void ask(example)}
              >
                {example}
              </Button>
            ))}
          </Stack>
        </>
      )}

      {state.kind === 'loading' && (
        <Paper withBorder radius="md" p="md" aria-busy="true">
          <Group gap="xs" mb={state.text ? 'sm' : 0}>
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Procurando no conteúdo do Vetor…
            </Text>
          </Group>
          {state.text && <AiAnswer markdown={state.text} />}
        </Paper>
      )}

      {state.kind === 'answered' && (
        <>
          <Paper withBorder radius="md" p="md">
            <AiAnswer markdown={state.answer.llm_response} />
          </Paper>
          <AiSources sources={state.answer.sources} />
        </>
      )}

      <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="ai-disclaimer">
        {message('AI_DISCLAIMER')}
      </Alert>
    </Stack>
  );
}
