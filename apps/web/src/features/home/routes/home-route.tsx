import { Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconArrowsShuffle,
  IconBowl,
  IconCalculator,
  IconCards,
  IconChevronRight,
  IconDental,
  IconFileText,
  IconFirstAidKit,
  IconHistory,
  IconLeaf,
  IconMicroscope,
  IconPill,
  IconPrescription,
  IconSearch,
  IconSitemap,
  IconSparkles,
  IconStar,
  IconStethoscope,
  IconVirus,
} from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ProBadge } from '../../../components/pro-badge';
import { useSession } from '../../../lib/session';
import { useToggles } from '../../../lib/toggles';
import { entryForCategoryQuery, HOME_MENU, type HomeEntry, type HomeIcon } from '../home-menu';

const ICONS: Record<HomeIcon, typeof IconPill> = {
  pill: IconPill,
  virus: IconVirus,
  firstAid: IconFirstAidKit,
  microscope: IconMicroscope,
  leaf: IconLeaf,
  bowl: IconBowl,
  tooth: IconDental,
  calculator: IconCalculator,
  sitemap: IconSitemap,
  stethoscope: IconStethoscope,
  arrowsShuffle: IconArrowsShuffle,
  cards: IconCards,
  fileText: IconFileText,
  star: IconStar,
  history: IconHistory,
};

function BigCard({
  icon,
  title,
  text,
  onClick,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="button"
      onClick={onClick}
      data-testid={testId}
      style={{ textAlign: 'left', cursor: 'pointer', width: '100%' }}
    >
      <Group wrap="nowrap" gap="md">
        {icon}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Box>
        <IconChevronRight size={20} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      </Group>
    </Card>
  );
}

function EntryCard({ entry, onOpen }: { entry: HomeEntry; onOpen: (e: HomeEntry) => void }) {
  const Icon = ICONS[entry.icon];
  return (
    <UnstyledButton
      onClick={() => onOpen(entry)}
      data-testid={`home-entry-${entry.id}`}
      style={{
        background: '#fff',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 12,
        padding: 12,
        height: '100%',
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" color="vetor">
            <Icon size={24} aria-hidden="true" />
          </ThemeIcon>
          {entry.pro && <ProBadge />}
        </Group>
        <Text fw={700} size="sm" lh={1.25}>
          {entry.label}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3}>
          {entry.description}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** Home (spec 1 §2, spec 2 §2): search, AI and prescription cards, then the three menu tabs. */
export default function HomeRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const toggles = useToggles();
  const open = (entry: HomeEntry) => navigate(entry.path);

  useEffect(() => {
    const entry = entryForCategoryQuery(params.get('category'));
    if (entry) navigate(entry.path);
    else if (params.has('category')) setParams({}, { replace: true });
  }, [params, navigate, setParams]);

  const firstName = typeof user?.displayName === 'string' ? user.displayName.split(' ')[0] : undefined;
  const headerActions = HOME_MENU.filter((e) => e.tab === 2);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h3">
          {firstName
            ? `Olá, ${user?.displayNamePrefix ? `${user.displayNamePrefix} ` : ''}${firstName}`
            : 'Bem-vindo ao Vetor'}
        </Title>
        <Group gap="xs">
          {headerActions.map((e) => {
            const Icon = ICONS[e.icon];
            return (
              <UnstyledButton
                key={e.id}
                onClick={() => open(e)}
                data-testid={`home-entry-${e.id}`}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 6,
                  padding: '6px 10px',
                  borderRadius: 999,
                  background: '#fff',
                  border: '1px solid var(--mantine-color-gray-3)',
                }}
              >
                <Icon size={18} aria-hidden="true" color="var(--mantine-color-vetor-8)" />
                <Text size="sm" fw={600}>
                  {e.label}
                </Text>
              </UnstyledButton>
            );
          })}
        </Group>
      </Group>

      <SimpleGrid
        cols={{
          base: 1,
          sm: toggles.ai_search || toggles.prescriptions ? 2 : 1,
          lg: 1 + Number(toggles.ai_search) + Number(toggles.prescriptions),
        }}
        spacing="sm"
      >
        <BigCard
          testId="home-search-card"
          icon={
            <ThemeIcon size={44} radius="md">
              <IconSearch size={24} aria-hidden="true" />
            </ThemeIcon>
          }
          title="Buscar no Vetor"
          text="Medicamentos, doenças, produtos e calculadoras"
          onClick={() => navigate(toggles.algolia ? '/searches' : '/items/searches')}
        />
        {toggles.ai_search && (
          <BigCard
            testId="home-ai-card"
            icon={
              <ThemeIcon size={44} radius="md" color="violet.8">
                <IconSparkles size={24} aria-hidden="true" />
              </ThemeIcon>
            }
            title="Pergunte à IA"
            text="Respostas com fontes do conteúdo Vetor"
            onClick={() => navigate('/ai-search')}
          />
        )}
        {toggles.prescriptions && (
          <BigCard
            testId="home-prescriptions-card"
            icon={
              <ThemeIcon size={44} radius="md" color="teal.9">
                <IconPrescription size={24} aria-hidden="true" />
              </ThemeIcon>
            }
            title="Nova prescrição"
            text="Receita em PDF para o tutor por WhatsApp ou e-mail"
            onClick={() => navigate('/prescriptions')}
          />
        )}
      </SimpleGrid>

      {([0, 1] as const).map((tab) => (
        <section key={tab} aria-labelledby={`home-tab-${tab}`}>
          <Title order={2} size="h5" mb="xs" id={`home-tab-${tab}`} c="vetor.9">
            {tab === 0 ? 'Conteúdos' : 'Suporte clínico'}
          </Title>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm">
            {HOME_MENU.filter((e) => e.tab === tab).map((e) => (
              <EntryCard key={e.id} entry={e} onOpen={open} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
