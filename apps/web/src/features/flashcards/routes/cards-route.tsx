import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  Chip,
  Group,
  Loader,
  Modal,
  Progress,
  Radio,
  Rating,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowsSort, IconHelpCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_SORT_LABELS,
  type ContentSort,
  formatAverage,
  formatProgress,
  sortContents,
  starsOf,
} from '@vetor/domain/flashcards/flashcards.rules';
import {
  CARD_CONTENT_TYPE_LABELS,
  CARD_CONTENT_TYPE_ORDER,
  type CardContentType,
  type CategoryProgress,
  type Flashcard,
} from '@vetor/domain/flashcards/flashcards.schemas';
import { message } from '@vetor/domain/messages';
import { LAYOUT } from '@vetor/domain/platform/constants';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showAlert } from '../../../lib/alerts';
import { alertError } from '../../../lib/api';
import { withLoading } from '../../../lib/dialogs';
import { getCards } from '../api/get-cards';
import { useCardsProgress } from '../api/get-cards-progress';
import { saveLocalCounter } from '../api/post-answer';
import { HelpDialog } from '../components/help-dialog';
import { ReviewCountsView } from '../components/review-counts';
import { type Selection, SelectionDialog } from '../components/selection-dialog';
import { StudyDialog } from '../components/study-dialog';

// /cards (docs/product/content-and-study.md §2 Flashcards): the menu with the tabs Categories and Contents, the selection
// dialog, the help article and the study dialog. ?content={id} (from the drug header) opens the
// selection with that item chosen.

interface Study {
  title: string;
  cards: Flashcard[];
}

export default function CardsRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const progress = useCardsProgress();
  const [tab, setTab] = useState<string | null>('categories');
  const [selecting, setSelecting] = useState<{ contentType?: CardContentType; contentId?: string } | null>(null);
  const [study, setStudy] = useState<Study | null>(null);
  // ?help opens the help article directly (the help centre links here).
  const [help, setHelp] = useState(() => params.has('help'));

  useEffect(() => {
    if (progress.data) saveLocalCounter(progress.data.daily);
  }, [progress.data]);

  // The drug header's button: /cards?content={id} opens the selection on that item.
  const contentParam = params.get('content');
  useEffect(() => {
    if (!contentParam || !progress.data) return;
    const content = progress.data.contents.find((c) => c.content_id === contentParam);
    if (content) setSelecting({ contentType: content.content_type, contentId: content.content_id });
    else showAlert('info', message('FLASH_CARDS_EMPTY'));
    setParams((p) => {
      p.delete('content');
      return p;
    });
  }, [contentParam, progress.data, setParams]);

  const open = async (title: string, load: Promise<Flashcard[]>) => {
    try {
      const cards = await withLoading(load);
      if (cards.length === 0) showAlert('info', message('FLASH_CARDS_EMPTY'));
      else setStudy({ title, cards });
    } catch (error) {
      alertError(error);
    }
  };

  const startSelection = (s: Selection) => {
    setSelecting(null);
    if (s.kind === 'class') void open(s.cardClass, getCards({ content_type: s.contentType, card_class: s.cardClass }));
    else void open(s.contentName, getCards({ content_id: s.contentId }));
  };

  const closeStudy = () => {
    setStudy(null);
    void queryClient.invalidateQueries({ queryKey: ['flashcards'] });
  };

  if (progress.isError)
    return (
      <Stack maw={LAYOUT.dialogMaxWidth} mx="auto" mt="xl" gap="md">
        <Alert color="red" title="Não foi possível carregar seus flashcards">
          {message('ERROR')}
        </Alert>
        <Button variant="light" onClick={() => navigate(-1)}>
          Voltar
        </Button>
      </Stack>
    );
  if (!progress.data)
    return (
      <Center h="40vh">
        <Loader aria-label="Carregando flashcards" />
      </Center>
    );
  const data = progress.data;

  return (
    <Stack gap="md" maw={LAYOUT.contentMaxWidth} mx="auto" w="100%">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Flashcards
        </Title>
        <Tooltip label="Como funciona">
          <ActionIcon variant="subtle" size="lg" aria-label="Ajuda sobre flashcards" onClick={() => setHelp(true)}>
            <IconHelpCircle size={22} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="categories">Categorias</Tabs.Tab>
          <Tabs.Tab value="contents">Conteúdos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="categories" pt="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {CARD_CONTENT_TYPE_ORDER.map((t) => data.categories.find((c) => c.content_type === t))
              .filter((c): c is CategoryProgress => Boolean(c))
              .map((c) => (
                <CategoryCard
                  key={c.content_type}
                  category={c}
                  onStart={() => setSelecting({ contentType: c.content_type })}
                  onReview={() =>
                    void open(
                      `Revisar hoje · ${CARD_CONTENT_TYPE_LABELS[c.content_type]}`,
                      getCards({ content_type: c.content_type, review: 'today' }),
                    )
                  }
                />
              ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="contents" pt="md">
          <ContentsTab data={data} onOpen={(id, name) => void open(name, getCards({ content_id: id }))} />
        </Tabs.Panel>
      </Tabs>
      {selecting && (
        <SelectionDialog
          progress={data}
          initial={selecting}
          onClose={() => setSelecting(null)}
          onStart={startSelection}
        />
      )}
      {study && <StudyDialog title={study.title} initialCards={study.cards} onClose={closeStudy} />}
      {help && <HelpDialog onClose={() => setHelp(false)} />}
    </Stack>
  );
}

/** What a screen reader says for the stars: the average out of 5, or that there is none yet (not "traço"). */
const ratingLabel = (average: number | null) =>
  average === null ? 'Nota média: ainda sem respostas' : `Nota média ${formatAverage(average)} de 5`;

function ProgressLine({ answers, total, average }: { answers: number; total: number; average: number | null }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Rating
          value={starsOf(average)}
          fractions={2}
          readOnly
          size="sm"
          // A read-only rating is a picture of the score: the role lets its label be read (a div's is not).
          role="img"
          aria-label={ratingLabel(average)}
        />
        <Text size="sm" fw={600} data-testid="progress-text">
          {formatProgress(answers, total)}
        </Text>
      </Group>
      <Progress value={total ? (answers / total) * 100 : 0} radius="xl" aria-hidden="true" />
    </Stack>
  );
}

function CategoryCard({
  category,
  onStart,
  onReview,
}: {
  category: CategoryProgress;
  onStart: () => void;
  onReview: () => void;
}) {
  const today = category.review.new + category.review.learning + category.review.due;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`category-${category.content_type}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h5">
              {CARD_CONTENT_TYPE_LABELS[category.content_type]}
            </Title>
            <Text size="sm" c="dimmed">
              {category.answers_total} de {category.total} cards · nota média{' '}
              {formatAverage(category.average_latest_score)}
            </Text>
          </div>
          <ReviewCountsView counts={category.review} />
        </Group>
        <ProgressLine answers={category.answers_total} total={category.total} average={category.average_latest_score} />
        <Group grow>
          <Button onClick={onStart} data-testid="category-start">
            Começar
          </Button>
          <Button variant="light" onClick={onReview} disabled={today === 0} data-testid="category-review">
            Revisar hoje
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ContentsTab({
  data,
  onOpen,
}: {
  data: NonNullable<ReturnType<typeof useCardsProgress>['data']>;
  onOpen: (id: string, name: string) => void;
}) {
  const [type, setType] = useState<string>('all');
  const [sort, setSort] = useState<ContentSort>('alphabetical');
  const [sorting, setSorting] = useState(false);
  const list = sortContents(
    data.contents.filter((c) => type === 'all' || c.content_type === Number(type)),
    sort,
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Chip.Group multiple={false} value={type} onChange={setType}>
          <Group gap={6}>
            <Chip value="all" size="sm">
              Todos
            </Chip>
            {CARD_CONTENT_TYPE_ORDER.map((t) => (
              <Chip key={t} value={String(t)} size="sm">
                {CARD_CONTENT_TYPE_LABELS[t]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Tooltip label="Ordenar">
          <ActionIcon variant="light" size="lg" aria-label="Ordenar conteúdos" onClick={() => setSorting(true)}>
            <IconArrowsSort size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack gap={6}>
        {list.map((c) => (
          <UnstyledButton
            key={c.content_id}
            onClick={() => onOpen(c.content_id, c.content_name)}
            data-testid="content-row"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {c.content_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {CARD_CONTENT_TYPE_LABELS[c.content_type]} · {c.total} cards ·{' '}
                  {formatProgress(c.answers_total, c.total)}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Rating
                  value={starsOf(c.average_latest_score)}
                  fractions={2}
                  readOnly
                  size="xs"
                  role="img"
                  aria-label={ratingLabel(c.average_latest_score)}
                />
                <ReviewCountsView counts={c.review} />
              </Stack>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      <Modal
        opened={sorting}
        onClose={() => setSorting(false)}
        title="Ordenar por"
        centered
        size={LAYOUT.dialogMaxWidth}
      >
        <Radio.Group
          value={sort}
          onChange={(v) => {
            setSort(v as ContentSort);
            setSorting(false);
          }}
        >
          <Stack gap="sm">
            {(Object.keys(CONTENT_SORT_LABELS) as ContentSort[]).map((s) => (
              <Radio key={s} value={s} label={CONTENT_SORT_LABELS[s]} />
            ))}
          </Stack>
        </Radio.Group>
      </Modal>
    </Stack>
  );
}
