import { Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsShuffle, IconBook2, IconCalculator, IconCards, IconChevronRight } from '@tabler/icons-react';
import type { DrugDetailResponse, ProductSummaryResponse } from '@vetor/domain/content/content-api.schemas';
import { CATEGORY } from '@vetor/domain/platform/categories';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { IconButton } from '../../../components/icon-button';
import { PageLoader } from '../../../components/page-loader';
import { ProgressRing } from '../../../components/progress-ring';
import type { ReferenceContext } from '../../../components/references/reference-store';
import { ReferencesDialog } from '../../../components/references/references-dialog';
import type { CrossRefResolver } from '../../../components/sections/paragraph-parts';
import { SectionList } from '../../../components/sections/section-list';
import { CrossRefContext } from '../../../components/sections/section-paragraph';
import { Tabs } from '../../../components/tabs';
import { comingSoonTarget } from '../../../lib/coming-soon';
import { FavoriteStar } from '../../../lib/favorites-port';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { usePageTitle } from '../../../lib/page-title';
import { writeJson } from '../../../lib/storage';
import { useDrug } from '../api/get-drug';
import { useSearchList } from '../api/get-search-list';
import { ContentHeader } from '../components/content-header';
import { DoseCard } from '../components/dose-card';
import { DosesWarning } from '../components/doses-warning';
import { useLoadFailure } from '../load-failure';
import { commercialNames, humanGroups, type ProductGroup, veterinaryGroups } from '../product-groups';
import { useCrossRefResolver } from '../use-cross-refs';
import { DrugCalculatorButton } from './drug-calculator-button';

const ReadingStepsDialog = lazyDialog(() => import('../components/reading-steps-dialog'));

const STEPS = [
  { value: 'info', label: 'Info' },
  { value: 'doses', label: 'Doses' },
  { value: 'attention', label: 'Atenção' },
  { value: 'products', label: 'Produtos' },
] as const;
type Step = (typeof STEPS)[number]['value'];

function ProductRows({ group, category }: { group: ProductGroup; category: string }) {
  return (
    <Box mb="md">
      <Text fw={700} size="sm" c="vetor.8" mb={4}>
        {group.title}
      </Text>
      <Stack gap={4}>
        {group.products.map((p: ProductSummaryResponse) => (
          <UnstyledButton
            key={p.id}
            component={Link}
            to={`/categories/${category}/products/${p.id}`}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            data-testid="product-link"
          >
            <Group justify="space-between" wrap="nowrap">
              <Box style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {p.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {p.type === 3 ? commercialNames(p).join(', ') || p.brand : p.brand}
                </Text>
              </Box>
              <IconChevronRight size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The Produtos tab: grouped and sorted only when the tab is open (the pt-BR collation it needs is
 * a long task on a phone, not worth paying on the drug's first screen).
 */
function DrugProducts({ drug: d, category }: { drug: DrugDetailResponse; category: string }) {
  const vet = veterinaryGroups([...d.veterinary_products, ...d.vaccines_suplements_serums]);
  const human = humanGroups(d.human_products);
  return (
    <>
      {vet.length === 0 && human.length === 0 && <Text c="dimmed">Nenhum produto cadastrado.</Text>}
      {vet.length > 0 && (
        <>
          <Title order={2} size="h4" mb="xs">
            Produtos veterinários
          </Title>
          {vet.map((g) => (
            <ProductRows key={`v-${g.title}`} group={g} category={category} />
          ))}
        </>
      )}
      {human.length > 0 && (
        <>
          <Title order={2} size="h4" mb="xs" mt="md">
            Produtos de uso humano
          </Title>
          {human.map((g) => (
            <ProductRows key={`h-${g.title}`} group={g} category={category} />
          ))}
        </>
      )}
    </>
  );
}

/** /categories/{category}/drugs/{id}: header and the tabs Info, Doses, Atenção, Produtos. */
export default function DrugRoute() {
  const { category = '1', id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const drug = useDrug(Number(category), id);
  // The drug's answer arrives as a store update, which React renders in one blocking task (the page is
  // large: ~0.7 s on a mid phone). Deferred, the page renders in slices between frames.
  const data = useDeferredValue(drug.data);
  // Deferred like the drug: only the flashcards button depends on it (see use-cross-refs.ts).
  const searchList = useDeferredValue(useSearchList().data);
  useLoadFailure(drug.error);
  const tab = (STEPS.some((s) => s.value === params.get('tab')) ? params.get('tab') : 'info') as Step;
  const [seen, setSeen] = useState<Set<Step>>(() => new Set([tab]));
  useEffect(() => setSeen((s) => (s.has(tab) ? s : new Set([...s, tab]))), [tab]);
  useEffect(() => {
    // The interactions screen pre-selects the drug being viewed (docs/product/content-and-study.md §2, ?hasDrug=true).
    if (data) writeJson('current_drug', { id: data.id, name: data.name, category: data.category }, 'session');
  }, [data]);

  const crossRefs = useCrossRefResolver();
  usePageTitle(data?.name);
  // Stable while the drug is, so the memoized section lists skip the page's other re-renders.
  const context = useMemo(
    () => data && { name: data.name, description: data.description, from: `/categories/${category}/drugs/${id}` },
    [data, category, id],
  );
  const setTab = useCallback(
    (v: string | null) =>
      setParams(
        (p) => {
          p.set('tab', v ?? 'info');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  if (!data || !context) return <PageLoader label="Carregando medicamento" height="40vh" />;
  const hasCards = searchList?.items.some((i) => i.id === data.id && i.card) ?? false;
  return (
    <DrugView
      drug={data}
      category={category}
      id={id}
      tab={tab}
      seen={seen}
      setTab={setTab}
      hasCards={hasCards}
      crossRefs={crossRefs}
      context={context}
    />
  );
}

interface DrugViewProps {
  drug: DrugDetailResponse;
  category: string;
  id: string;
  tab: Step;
  seen: Set<Step>;
  setTab: (tab: string | null) => void;
  hasCards: boolean;
  crossRefs: CrossRefResolver | undefined;
  context: ReferenceContext;
}

/**
 * The page itself, memoized: the route re-renders at each answer of the start (the drug, the
 * flashcards list, the library summary…) and each of those redrew the header, the tabs and their
 * Mantine parts, ~150 components, in a blocking task of its own. Now only a change of
 * what it shows does.
 */
const DrugView = memo(function DrugView({
  drug: d,
  category,
  id,
  tab,
  seen,
  setTab,
  hasCards,
  crossRefs,
  context,
}: DrugViewProps) {
  const navigate = useNavigate();
  const interactionsSoon = comingSoonTarget('/drugs/interactions');
  const interactionsLabel = interactionsSoon ? 'Interações medicamentosas (em breve)' : 'Interações medicamentosas';
  const [refs, setRefs] = useState(false);
  const [steps, setSteps] = useState(false);
  const percent = Math.round((seen.size / STEPS.length) * 100);

  // Plain elements and the app's own icon buttons and tabs (styles.css): this is the drug's first
  // screen, where Mantine's component layer was most of the start-up script on a phone.
  return (
    <div className="stack">
      <ContentHeader
        title={d.name}
        description={d.description}
        actions={
          <>
            <button
              type="button"
              className="unstyled-button"
              title="Progresso de leitura"
              onClick={() => setSteps(true)}
              // The name starts with the visible "1/4" so voice users can say what they see (WCAG 2.5.3).
              aria-label={`${seen.size}/${STEPS.length} etapas lidas`}
              data-testid="step-progress"
            >
              <ProgressRing
                size={44}
                thickness={4}
                value={percent}
                label={<span className="progress-ring-label">{`${seen.size}/${STEPS.length}`}</span>}
              />
            </button>
            <FavoriteStar item={{ id: d.id, name: d.name, category: d.category, type: 0 }} />
          </>
        }
      />
      <div className="icon-button-group">
        <IconButton
          title="Referências"
          aria-label="Referências"
          onClick={() => setRefs(true)}
          data-testid="drug-references"
        >
          <IconBook2 size={20} />
        </IconButton>
        {hasCards && (
          <IconButton title="Flashcards" aria-label="Flashcards" onClick={() => navigate(`/cards?content=${d.id}`)}>
            <IconCards size={20} />
          </IconButton>
        )}
        {d.category === CATEGORY.SYSTEMIC_DRUGS && (
          <IconButton
            title={interactionsLabel}
            aria-label={interactionsLabel}
            onClick={() => navigate(interactionsSoon ?? '/drugs/interactions?hasDrug=true')}
          >
            <IconArrowsShuffle size={20} />
          </IconButton>
        )}
        <DrugCalculatorButton icon={<IconCalculator size={20} />} />
      </div>
      <Tabs tabs={STEPS} value={tab} onChange={setTab} label="Partes do medicamento">
        {tab === 'info' && (
          <CrossRefContext.Provider value={crossRefs}>
            <SectionList sections={d.info} references={d.references} context={context} />
          </CrossRefContext.Provider>
        )}
        {tab === 'doses' && (
          <Stack gap="sm">
            <DosesWarning />
            {d.doses.map((dose, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the dose index is its route parameter
              <DoseCard key={`${dose.title}-${i}`} dose={dose} to={`/categories/${category}/drugs/${id}/doses/${i}`} />
            ))}
          </Stack>
        )}
        {tab === 'attention' && (
          <CrossRefContext.Provider value={crossRefs}>
            <SectionList sections={d.attention} references={d.references} context={context} />
          </CrossRefContext.Provider>
        )}
        {tab === 'products' && <DrugProducts drug={d} category={category} />}
      </Tabs>
      <ReferencesDialog
        opened={refs}
        onClose={() => setRefs(false)}
        own={d.references}
        external={d.internalReferences}
        context={context}
      />
      <ReadingStepsDialog
        opened={steps}
        onClose={() => setSteps(false)}
        steps={STEPS}
        seen={seen}
        current={tab}
        onPick={(step) => {
          setTab(step);
          setSteps(false);
        }}
      />
    </div>
  );
});
