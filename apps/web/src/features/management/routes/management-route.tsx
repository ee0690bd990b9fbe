import { AppShell, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Route, NavLink as RouterLink, Routes, useLocation } from 'react-router';
import { ComingSoonBadge } from '../../../components/coming-soon';
import { AdFormPage } from '../components/ad-form';
import { AuditPage } from '../components/audit-page';
import { ClassesPage } from '../components/classes-page';
import { DrugPage, DrugsPage } from '../components/drugs-page';
import { ItemEditor } from '../components/item-editor';
import { ItemList } from '../components/item-list';
import { ManagementLogin } from '../components/management-login';
import { AdsPage, NewsPage } from '../components/news-ads-page';
import { NewsFormPage } from '../components/news-form';
import { SubtopicPage, TopicsPage } from '../components/topics-page';
import { setManagementSession, useManagementSession } from '../management-session';

// The management area (spec 3 §2): its own sign-in and shell, desktop first and usable on a
// tablet, loaded only when /management is opened so the app's first load does not grow.

const LINKS = [
  { to: '/management', label: 'Itens dos tópicos', end: true },
  { to: '/management/topics', label: 'Tópicos e subtópicos' },
  { to: '/management/classes', label: 'Classes' },
  { to: '/management/audit', label: 'Registro de ações' },
  { to: '/management/news', label: 'Notícias' },
  { to: '/management/ads', label: 'Anúncios' },
  { to: '/management/customers', label: 'Clientes' },
  { to: '/management/drugs', label: 'Medicamentos' },
  { to: '/management/health', label: 'Saúde do conteúdo' },
];

function Soon({ title }: { title: string }) {
  return (
    <Stack>
      <Group>
        <Title order={1} size="h2">
          {title}
        </Title>
        <ComingSoonBadge />
      </Group>
      <Text c="dimmed" data-testid="coming-soon">
        Esta tela da gestão estará disponível em breve. Use o menu para editar itens, classes e ver o registro de ações.
      </Text>
    </Stack>
  );
}

export default function ManagementRoute() {
  const session = useManagementSession();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  if (!session) return <ManagementLogin />;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Text fw={700}>Vetor · Gestão</Text>
          </Group>
          <Group>
            <Text size="sm">
              {session.editor.name} (perfil {session.profile})
            </Text>
            <Button size="xs" variant="light" onClick={() => setManagementSession(null)}>
              Sair
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Gestão">
        {LINKS.map((l) => (
          <NavLink
            key={l.to}
            component={RouterLink}
            to={l.to}
            end={l.end}
            label={l.label}
            active={l.end ? location.pathname === l.to : location.pathname.startsWith(l.to)}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Routes>
          <Route index element={<ItemList />} />
          <Route path="items/:id" element={<ItemEditor />} />
          <Route path="classes" element={<ClassesPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="news" element={<NewsPage />} />
          <Route path="news/new" element={<NewsFormPage />} />
          <Route path="news/:id" element={<NewsFormPage />} />
          <Route path="ads" element={<AdsPage />} />
          <Route path="ads/new" element={<AdFormPage />} />
          <Route path="ads/:id" element={<AdFormPage />} />
          <Route path="customers" element={<Soon title="Clientes" />} />
          <Route path="topics" element={<TopicsPage />} />
          <Route path="topics/:topicId/subtopics/:id" element={<SubtopicPage />} />
          <Route path="drugs" element={<DrugsPage />} />
          <Route path="drugs/:collection/:id" element={<DrugPage />} />
          <Route path="health" element={<Soon title="Saúde do conteúdo" />} />
          <Route path="*" element={<Navigate to="/management" replace />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}
