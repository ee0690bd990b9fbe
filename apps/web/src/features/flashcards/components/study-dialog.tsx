import {
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  Modal,
  Progress,
  Stack,
  Text,
  Title,
  Transition,
  UnstyledButton,
} from '@mantine/core';
import { IconRotate } from '@tabler/icons-react';
import { averageScore, formatAverage, formatProgress } from '@vetor/domain/flashcards/flashcards.rules';
import { CARD_SCORE_LABELS, type Flashcard } from '@vetor/domain/flashcards/flashcards.schemas';
import { message } from '@vetor/domain/messages';
import { useState } from 'react';
import { confirm } from '../../../lib/dialogs';
import { openPaywall } from '../../../lib/paywall';
import { useSessionUser } from '../../../lib/session';
import { localLimitReached, postAnswer } from '../api/post-answer';

// Study (docs/product/content-and-study.md §2, §4): a fullscreen dialog with the checkpoint view (progress, Start or
// Continue) and the flip card. A click flips the card; a 1–5 score posts the answer (with the
// previous score when re-answering), fades, and shows the next card; after the last card the view
// returns to the checkpoint and wraps to step 0.

const SCORES = [1, 2, 3, 4, 5] as const;
const FADE_MS = 180;

export function StudyDialog({
  title,
  initialCards,
  onClose,
}: {
  title: string;
  initialCards: Flashcard[];
  onClose: () => void;
}) {
  const user = useSessionUser();
  const [cards, setCards] = useState(initialCards);
  const [view, setView] = useState<'checkpoint' | 'card'>('checkpoint');
  const [step, setStep] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [visible, setVisible] = useState(true);
  const [sessionAnswers, setSessionAnswers] = useState(0);
  // While an answer posts or the card fades, clicks would flip or rate the wrong card.
  const [busy, setBusy] = useState(false);

  const answered = cards.filter((c) => c.score !== undefined);
  const allAnswered = answered.length === cards.length;
  const average = averageScore(answered.map((c) => c.score!));
  const card = cards[step];

  const exit = async () => {
    if (sessionAnswers === 0 && view === 'checkpoint') return onClose();
    if (await confirm({ message: message('FLASH_CARDS_EXIT_CONFIRMATION'), confirmLabel: 'Sair' })) onClose();
  };

  const start = async () => {
    if (allAnswered) {
      if (!(await confirm({ message: message('FLASH_CARDS_ANSWER_AGAIN_ALERT'), confirmLabel: 'Começar novamente' })))
        return;
      setStep(0);
    } else {
      const firstOpen = cards.findIndex((c, i) => i >= step && c.score === undefined);
      setStep(firstOpen >= 0 ? firstOpen : cards.findIndex((c) => c.score === undefined));
    }
    setFlipped(false);
    setView('card');
  };

  const rate = async (score: (typeof SCORES)[number]) => {
    if (!card || busy) return;
    if (!user?.isPremium && localLimitReached()) {
      openPaywall(message('FLASH_CARDS_FREE_LIMIT'));
      return;
    }
    setBusy(true);
    const outcome = await postAnswer({
      answer_id: crypto.randomUUID(),
      card_id: card.card_id,
      score,
      previous_score: card.score ?? null,
    });
    if (outcome === 'limit') {
      setBusy(false);
      openPaywall(message('FLASH_CARDS_FREE_LIMIT'));
      return;
    }
    setSessionAnswers((n) => n + 1);
    setCards((list) => list.map((c, i) => (i === step ? { ...c, score } : c)));
    setVisible(false);
    setTimeout(() => {
      setFlipped(false);
      if (step + 1 >= cards.length) {
        setStep(0);
        setView('checkpoint');
      } else setStep(step + 1);
      setVisible(true);
      setBusy(false);
    }, FADE_MS);
  };

  return (
    <Modal opened onClose={exit} fullScreen withCloseButton={false} title={null} data-testid="study-dialog" padding={0}>
      <Stack gap="md" p="md" maw={720} mx="auto" mih="100dvh">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" lineClamp={2}>
            {title}
          </Title>
          <CloseButton aria-label="Sair do estudo" onClick={exit} size="lg" />
        </Group>
        {view === 'checkpoint' ? (
          <Stack gap="md" data-testid="study-checkpoint">
            <Text size="sm" c="dimmed">
              {cards.length} {cards.length === 1 ? 'card' : 'cards'}
            </Text>
            <Progress
              value={(answered.length / Math.max(1, cards.length)) * 100}
              size="lg"
              radius="xl"
              aria-hidden="true"
            />
            <Group justify="space-between">
              <Text fw={600} data-testid="study-progress">
                Progresso: {formatProgress(answered.length, cards.length)}
              </Text>
              <Text fw={600}>Nota média: {formatAverage(average)}</Text>
            </Group>
            <Text size="sm">
              {answered.length} de {cards.length} respondidos
            </Text>
            <Button size="md" onClick={start} data-testid="study-start">
              {answered.length === 0 ? 'Começar' : allAnswered ? 'Começar novamente' : 'Continuar'}
            </Button>
          </Stack>
        ) : (
          card && (
            <Transition mounted={visible} transition="fade" duration={FADE_MS}>
              {(style) => (
                <Stack gap="md" style={style}>
                  <Group justify="space-between">
                    <Badge variant="light">{card.content_name}</Badge>
                    <Text size="sm" c="dimmed">
                      {step + 1}/{cards.length}
                    </Text>
                  </Group>
                  <UnstyledButton
                    onClick={() => !busy && setFlipped((f) => !f)}
                    aria-label={flipped ? 'Ver a pergunta' : 'Ver a resposta'}
                    data-testid="flip-card"
                    style={{
                      minHeight: 240,
                      borderRadius: 16,
                      border: '1px solid var(--mantine-color-gray-4)',
                      background: flipped ? 'var(--mantine-color-vetor-0, #eef6f4)' : 'white',
                      padding: 24,
                      display: 'flex',
                      flexDirection: 'column',
                      justifyContent: 'center',
                      gap: 12,
                    }}
                  >
                    <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                      {flipped ? 'Resposta' : 'Pergunta'}
                    </Text>
                    <Text size="lg" fw={flipped ? 400 : 600} data-testid={flipped ? 'card-answer' : 'card-question'}>
                      {flipped ? card.answer : card.question}
                    </Text>
                    {!flipped && (
                      <Group gap={4} c="dimmed">
                        <IconRotate size={16} aria-hidden="true" />
                        <Text size="sm">Toque para ver a resposta</Text>
                      </Group>
                    )}
                  </UnstyledButton>
                  {flipped && (
                    <Box>
                      <Text size="sm" fw={600} mb={6} id="score-label">
                        Como foi?
                      </Text>
                      <Group gap={6} grow role="group" aria-labelledby="score-label">
                        {SCORES.map((s) => (
                          <Button
                            key={s}
                            variant={card.score === s ? 'filled' : 'light'}
                            onClick={() => rate(s)}
                            disabled={busy}
                            aria-label={`${s} – ${CARD_SCORE_LABELS[s]}`}
                            data-testid={`score-${s}`}
                            px={0}
                          >
                            {s}
                          </Button>
                        ))}
                      </Group>
                      <Group justify="space-between" mt={4}>
                        <Text size="xs" c="dimmed">
                          {CARD_SCORE_LABELS[1]}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {CARD_SCORE_LABELS[5]}
                        </Text>
                      </Group>
                    </Box>
                  )}
                </Stack>
              )}
            </Transition>
          )
        )}
      </Stack>
    </Modal>
  );
}
