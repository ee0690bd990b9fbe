import type { ComponentType } from 'react';
import type { RouteMeta } from './navigation/route-meta';

// The whole route table of docs/product/platform-accounts-subscription.md §2 and docs/product/content-and-study.md §2, declared once with its metadata. Screens load
// lazily, one chunk per area; an area whose issue is still open shows a clear "em breve" page.

type Lazy = () => Promise<{ default: ComponentType }>;

/** Categories opened by the drug screen and their API collections (platform/categories.ts). */
const DRUG_COLLECTIONS: Record<string, string> = {
  '1': 'drugs',
  '2': 'vaccines',
  '4': 'dermatologicals',
  '5': 'ophthalmics',
};

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  load: Lazy;
  /** API paths the screen reads first, asked for at start alongside its chunk (app/early-start.ts). */
  prefetch?: (params: Record<string, string | undefined>) => string[];
}

export const ROUTES: AppRoute[] = [
  {
    path: '/',
    meta: { name: 'update', title: 'Vetor', publicPage: true, avoidBreadcrumb: true },
    load: () => import('../features/preferences/routes/update-route'),
  },
  {
    path: '/redirect/*',
    meta: { name: 'redirect', title: 'Redirecionando', publicPage: true, avoidBreadcrumb: true },
    load: () => import('./redirect-route'),
  },
  {
    path: '/login',
    meta: { name: 'login', title: 'Entrar', publicPage: true, avoidBreadcrumb: true },
    load: () => import('../features/accounts/routes/login-route'),
  },
  {
    path: '/registration',
    meta: { name: 'registration', title: 'Cadastro', publicPage: true, avoidBreadcrumb: true },
    load: () => import('../features/accounts/routes/registration-route'),
  },
  {
    path: '/registration/:field',
    meta: { name: 'registration-field', title: 'Editar cadastro', publicPage: true },
    load: () => import('../features/accounts/routes/registration-route'),
  },
  {
    path: '/home',
    meta: { name: 'home', offline: true, title: 'Início', scrolling: true },
    load: () => import('../features/home/routes/home-route'),
  },
  {
    path: '/accounts',
    meta: { name: 'accounts', title: 'Meus dados', scrolling: true },
    load: () => import('../features/accounts/routes/accounts-route'),
  },
  {
    path: '/subscriptions',
    meta: { name: 'subscriptions', title: 'Assinatura' },
    load: () => import('../features/subscriptions/routes/subscriptions-route'),
  },
  {
    path: '/checkouts',
    meta: { name: 'checkouts', title: 'Assinatura', avoidBreadcrumb: true },
    load: () => import('../features/subscriptions/routes/checkouts-route'),
  },
  {
    path: '/share/:encoded',
    meta: { name: 'share', title: 'Link compartilhado', avoidBreadcrumb: true },
    load: () => import('./share-route'),
  },
  {
    path: '/items',
    meta: { name: 'items', offline: true, title: 'Lista', scrolling: true },
    load: () => import('../features/content/routes/items-route'),
  },
  // Global search in list mode (docs/product/content-and-study.md §2): the full-text search screen; the static path outranks :mode.
  {
    path: '/items/searches',
    meta: { name: 'items-mode', title: 'Busca', scrolling: true },
    load: () => import('../features/search/routes/searches-route'),
  },
  {
    path: '/items/:mode',
    meta: { name: 'items-mode', offline: true, title: 'Lista', scrolling: true },
    load: () => import('../features/content/routes/items-route'),
  },
  {
    path: '/topics/:topic',
    meta: { name: 'topics', title: 'Tópico', scrolling: true },
    load: () => import('../features/content/routes/topic-route'),
  },
  {
    path: '/searches',
    meta: { name: 'searches', offline: true, title: 'Busca', scrolling: true },
    load: () => import('../features/search/routes/searches-route'),
  },
  {
    path: '/ai-search',
    meta: { name: 'ai-search', title: 'Busca com IA', allowCopy: true, scrolling: true },
    load: () => import('../features/ai-search/routes/ai-search-route'),
  },
  {
    path: '/cards',
    meta: { name: 'cards', title: 'Flashcards', scrolling: true },
    load: () => import('../features/flashcards/routes/cards-route'),
  },
  {
    path: '/algorithms',
    meta: { name: 'algorithms', title: 'Algoritmos', scrolling: true },
    load: () => import('../features/algorithms/routes/algorithms-route'),
  },
  {
    // Before /algorithms/:id in reading order; React Router ranks the static segment first anyway.
    path: '/algorithms/emergency-chart',
    meta: { name: 'emergency-chart', offline: true, title: 'Tabela de emergência (RCP)', scrolling: true },
    load: () => import('../features/algorithms/routes/emergency-chart-route'),
  },
  {
    path: '/algorithms/:id',
    meta: { name: 'algorithm', title: 'Algoritmo', scrolling: true },
    load: () => import('../features/algorithms/routes/algorithm-route'),
  },
  {
    path: '/handouts',
    meta: { name: 'handouts', title: 'Orientações ao tutor', scrolling: true },
    load: () => import('../features/handouts/routes/handouts-route'),
  },
  {
    path: '/handouts/shares',
    meta: { name: 'handouts-shares', title: 'Links enviados', scrolling: true },
    load: () => import('../features/handouts/routes/handout-shares-route'),
  },
  {
    path: '/handouts/:id',
    meta: { name: 'clinical-handouts-content', title: 'Orientação', scrolling: true },
    load: () => import('../features/handouts/routes/handout-route'),
  },
  {
    path: '/prescriptions',
    meta: { name: 'prescriptions', title: 'Prescrição', scrolling: true },
    load: () => import('../features/prescriptions/routes/prescriptions-route'),
  },
  {
    path: '/prescriptions/:id',
    meta: { name: 'prescriptions-summary', title: 'Resumo da prescrição', scrolling: true },
    load: () => import('../features/prescriptions/routes/prescription-summary-route'),
  },
  // The owner's share page and the pharmacy's validation page open without login.
  {
    path: '/shared/handouts/:shareId/:handoutId',
    meta: { name: 'handouts-shared', title: 'Orientações', publicPage: true, avoidBreadcrumb: true, scrolling: true },
    load: () => import('../features/handouts/routes/shared-handout-route'),
  },
  {
    path: '/shared/:token',
    meta: { name: 'prescriptions-shared', title: 'Receita', publicPage: true, avoidBreadcrumb: true, scrolling: true },
    load: () => import('../features/prescriptions/routes/shared-route'),
  },
  {
    path: '/validation/:code',
    meta: {
      name: 'prescriptions-validation',
      title: 'Validação de receita',
      publicPage: true,
      avoidBreadcrumb: true,
      scrolling: true,
    },
    load: () => import('../features/prescriptions/routes/validation-route'),
  },
  {
    path: '/ddx',
    meta: { name: 'ddx', title: 'Diagnóstico diferencial', scrolling: true },
    load: () => import('../features/ddx/routes/ddx-route'),
  },
  {
    path: '/drugs/interactions',
    meta: { name: 'drugs-interactions', title: 'Interações medicamentosas', scrolling: true },
    load: () => import('../features/interactions/routes/interactions-route'),
  },
  {
    path: '/references',
    meta: { name: 'references', offline: true, title: 'Referência' },
    load: () => import('../features/content/routes/references-route'),
  },
  {
    path: '/calculators',
    meta: { name: 'calculators-list', offline: true, title: 'Calculadoras', scrolling: true },
    load: () => import('../features/calculators/routes/calculators-list-route'),
  },
  {
    path: '/calculators/:id',
    meta: { name: 'calculators', offline: true, title: 'Calculadora', favorites: true, scrolling: true },
    load: () => import('../features/calculators/routes/calculator-route'),
  },
  {
    path: '/calculators/:id/custom',
    meta: { name: 'calculators-custom', offline: true, title: 'Calculadora', favorites: true, scrolling: true },
    load: () => import('../features/calculators/routes/calculator-custom-route'),
  },
  // The five custom calculators with their route names (docs/product/calculators-patients-prescriptions-management.md §2); static paths outrank :id.
  ...(
    [
      ['dose-calculator', 'dose-calculator', 'Calculadora de Doses'],
      ['rule-of-three-calculator', 'rule-of-three-calculator', 'Regra de Três'],
      ['transfusion-volume-speed', 'transfusion-volume-speed-calculator', 'Volume e Velocidade de Transfusão'],
      ['continuous-infusion', 'continuous-infusion-calculator', 'Infusão Contínua'],
      ['drops-to-volume', 'drops-to-volume-calculator', 'Conversão de Gotas em Volume'],
    ] as const
  ).map(([id, name, title]) => ({
    path: `/calculators/${id}/custom`,
    meta: { name, title, favorites: true, scrolling: true, offline: true },
    load: () => import('../features/calculators/routes/calculator-custom-route'),
  })),
  {
    path: '/categories/:category/drugs/:id',
    meta: { name: 'drugs', offline: true, title: 'Medicamento', favorites: true, scrolling: true },
    load: () => import('../features/content/routes/drug-route'),
    // The same path features/content/api/get-drug.ts asks for (collection of the drug categories).
    prefetch: ({ category, id }) => {
      const collection = DRUG_COLLECTIONS[category ?? ''];
      return collection && id ? [`/entities/${collection}/${encodeURIComponent(id)}`] : [];
    },
  },
  {
    path: '/categories/:category/drugs/:id/doses/:dose',
    meta: { name: 'drug-dose', offline: true, title: 'Dose', scrolling: true },
    load: () => import('../features/content/routes/dose-route'),
  },
  {
    path: '/categories/:category/products/:id',
    meta: { name: 'products', offline: true, title: 'Produto', favorites: true, scrolling: true },
    load: () => import('../features/content/routes/product-route'),
  },
  {
    path: '/item/:id',
    meta: { name: 'item', title: 'Conteúdo', favorites: true, scrolling: true },
    load: () => import('../features/content/routes/item-route'),
  },
  {
    path: '/item/:itemId/content/:contentIndex/section/:sectionIndex',
    meta: { name: 'item-content', title: 'Seção', favorites: true, scrolling: true },
    load: () => import('../features/content/routes/item-content-route'),
  },
  {
    path: '/support',
    meta: { name: 'support', title: 'Fale conosco', scrolling: true },
    load: () => import('../features/support/routes/support-route'),
  },
  {
    path: '/help',
    meta: { name: 'help', title: 'Central de ajuda', scrolling: true },
    load: () => import('../features/support/routes/help-route'),
  },
  {
    path: '/help/:id',
    meta: { name: 'help-article', title: 'Ajuda', scrolling: true },
    load: () => import('../features/support/routes/help-article-route'),
  },
  {
    path: '/em-breve/:area',
    meta: { name: 'coming-soon', title: 'Em breve', scrolling: true },
    load: () => import('../features/home/routes/coming-soon-area-route'),
  },
  {
    path: '/management/*',
    meta: { name: 'topics-management', title: 'Gestão', publicPage: true, avoidBreadcrumb: true },
    load: () => import('../features/management/routes/management-route'),
  },
];
