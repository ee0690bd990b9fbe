import { AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Route, NavLink as RouterLink, Routes, useLocation } from 'react-router';
import { AdFormPage } from '../components/ad-form';
import { AuditPage } from '../components/audit-page';
import { ClassesPage } from '../components/classes-page';
import { CustomerPage, CustomersPage } from '../components/customers-page';
import { DrugPage, DrugsPage } from '../components/drugs-page';
import { EditorsPage } from '../components/editors-page';
import { HealthPage } from '../components/health-page';
import { ItemEditor } from '../components/item-editor';
import { ItemList } from '../components/item-list';
import { ManagementLogin } from '../components/management-login';
import { AdsPage, NewsPage } from '../components/news-ads-page';
import { NewsFormPage } from '../components/news-form';
import { SubtopicPage, TopicsPage } from '../components/topics-page';
import { setManagementSession, useManagementSession } from '../management-session';

// The management area (docs/product/calculators-patients-prescriptions-management.md §2): its own sign-in and shell, desktop first and usable on a
// tablet, loaded only when /management is opened so the app's first load does not grow.

// `admin`: profile 1 only (customers and the team); the menu hides them from profile 2 and the
// server refuses their calls either way.
const LINKS = [
  { to: '/management', label: 'Itens dos tópicos', end: true },
  { to: '/management/topics', label: 'Tópicos e subtópicos' },
  { to: '/management/drugs', label: 'Medicamentos' },
  { to: '/management/classes', label: 'Classes' },
  { to: '/management/health', label: 'Saúde do conteúdo' },
  { to: '/management/news', label: 'Notícias' },
  { to: '/management/ads', label: 'Anúncios' },
  { to: '/management/customers', label: 'Clientes', admin: true },
  { to: '/management/editors', label: 'Equipe da gestão', admin: true },
  { to: '/management/audit', label: 'Registro de ações' },
];

export default function ManagementRoute() {
  const session = useManagementSession();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  if (!session) return <ManagementLogin />;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: { sm: 200, lg: 240 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
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
        {LINKS.filter((l) => !l.admin || session.profile === 1).map((l) => (
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
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:uid" element={<CustomerPage />} />
          <Route path="editors" element={<EditorsPage />} />
          <Route path="ads/new" element={<AdFormPage />} />
          <Route path="ads/:id" element={<AdFormPage />} />
          <Route path="topics" element={<TopicsPage />} />
          <Route path="topics/:topicId/subtopics/:id" element={<SubtopicPage />} />
          <Route path="drugs" element={<DrugsPage />} />
          <Route path="drugs/:collection/:id" element={<DrugPage />} />
          <Route path="health" element={<HealthPage />} />
          <Route path="*" element={<Navigate to="/management" replace />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}
