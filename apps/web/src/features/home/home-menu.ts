import { CATEGORY } from '@vetor/domain/platform/categories';
import { VETERINARY_STATUS } from '@vetor/domain/platform/enums';

// The home menu sections (docs/product/content-and-study.md §1 Home): three tabs — 0 content shortcuts, 1 clinical-support
// cards, 2 header actions — with the PRO flag on flashcards, treatment, diseases, algorithms,
// differential diagnosis, drug interactions and clinical pathology; plus the big cards above them.
//
// `comingSoon: true` marks an area whose screens are not built yet: its card shows "Em breve",
// opens the em-breve page, and the paywall does not sell it. When an area lands, its branch
// deletes that one line (docs/decisions/web-coming-soon.md).

export type HomeIcon =
  | 'pill'
  | 'virus'
  | 'firstAid'
  | 'microscope'
  | 'leaf'
  | 'bowl'
  | 'tooth'
  | 'calculator'
  | 'sitemap'
  | 'stethoscope'
  | 'arrowsShuffle'
  | 'cards'
  | 'fileText'
  | 'star'
  | 'history'
  | 'bone'
  | 'search'
  | 'sparkles'
  | 'prescription'
  | 'news';

export interface HomeEntry {
  id: string;
  label: string;
  description: string;
  path: string;
  icon: HomeIcon;
  pro: boolean;
  /** 0 contents, 1 clinical support, 2 header actions, 'card' the big cards on top. */
  tab: 0 | 1 | 2 | 'card';
  /** Content category this entry opens, for the `category` query. */
  category?: number;
  /** The area is not built yet (see the note at the top). */
  comingSoon?: boolean;
  /** What PRO unlocks here, listed by the paywall while the area is available. */
  proBenefit?: string;
}

export const HOME_MENU: HomeEntry[] = [
  {
    id: 'drugs',
    label: 'Medicamentos e vacinas',
    description: 'Doses, produtos e cuidados',
    path: `/items?category=${CATEGORY.SYSTEMIC_DRUGS}`,
    icon: 'pill',
    pro: false,
    tab: 0,
    category: CATEGORY.SYSTEMIC_DRUGS,
  },
  {
    id: 'diseases',
    label: 'Doenças',
    description: 'Diagnóstico e manejo',
    path: `/items?category=${CATEGORY.DISEASES}`,
    icon: 'virus',
    pro: true,
    tab: 0,
    category: CATEGORY.DISEASES,
    proBenefit: 'Doenças: diagnóstico e manejo completos',
  },
  {
    id: 'treatment',
    label: 'Tratamento',
    description: 'Condutas por sistema',
    path: `/items?category=${CATEGORY.TREATMENT}`,
    icon: 'firstAid',
    pro: true,
    tab: 0,
    category: CATEGORY.TREATMENT,
    proBenefit: 'Tratamento: condutas por sistema',
  },
  {
    id: 'clinical_pathology',
    label: 'Patologia clínica',
    description: 'Valores de referência',
    path: `/items?category=${CATEGORY.CLINICAL_PATHOLOGY}`,
    icon: 'microscope',
    pro: true,
    tab: 0,
    category: CATEGORY.CLINICAL_PATHOLOGY,
    proBenefit: 'Patologia clínica: valores de referência',
  },
  {
    id: 'supplements',
    label: 'Suplementos',
    description: 'Nutracêuticos e probióticos',
    path: '/items?topic=supplements',
    icon: 'leaf',
    pro: false,
    tab: 0,
    category: CATEGORY.SUPPLEMENTS,
  },
  {
    id: 'foods',
    label: 'Alimentos',
    description: 'Coadjuvantes e completos',
    path: '/items?topic=foods',
    icon: 'bowl',
    pro: false,
    tab: 0,
    category: CATEGORY.PRESCRIBED_FOODS,
  },
  {
    id: 'oral_hygiene',
    label: 'Higiene oral',
    description: 'Produtos para a saúde bucal',
    path: '/items?topic=oral_hygiene',
    icon: 'tooth',
    pro: false,
    tab: 0,
    category: CATEGORY.ORAL_HYGIENE,
  },
  {
    id: 'snacks',
    label: 'Petiscos',
    description: 'Recompensas e mastigáveis',
    path: `/items?category=${CATEGORY.SNACKS}`,
    icon: 'bone',
    pro: false,
    tab: 0,
    category: CATEGORY.SNACKS,
  },

  {
    id: 'calculators',
    label: 'Calculadoras',
    description: 'Doses, fluidos, energia e escores',
    path: '/calculators',
    icon: 'calculator',
    pro: false,
    tab: 1,
    category: CATEGORY.CALCULATORS,
    proBenefit: 'Todas as calculadoras clínicas e escores',
  },
  {
    id: 'algorithms',
    label: 'Algoritmos interativos',
    description: 'Passo a passo clínico',
    path: '/algorithms',
    icon: 'sitemap',
    pro: true,
    tab: 1,
    category: CATEGORY.ALGORITHMS,
    proBenefit: 'Algoritmos interativos',
  },
  {
    id: 'ddx',
    label: 'Diagnóstico diferencial',
    description: 'A partir dos sinais clínicos',
    path: '/ddx',
    icon: 'stethoscope',
    pro: true,
    tab: 1,
    proBenefit: 'Diagnóstico diferencial por sinais clínicos',
  },
  {
    id: 'interactions',
    label: 'Interações medicamentosas',
    description: 'Verifique até 6 fármacos',
    path: '/drugs/interactions',
    icon: 'arrowsShuffle',
    pro: true,
    tab: 1,
    proBenefit: 'Interações medicamentosas',
  },
  {
    id: 'flashcards',
    label: 'Flashcards',
    description: 'Estude e revise',
    path: '/cards',
    icon: 'cards',
    pro: true,
    tab: 1,
    proBenefit: 'Flashcards sem limite diário',
  },
  {
    id: 'handouts',
    label: 'Orientações ao tutor',
    description: 'Compartilhe com o tutor',
    path: '/handouts',
    icon: 'fileText',
    pro: false,
    tab: 1,
    category: CATEGORY.CLINICAL_HANDOUTS,
  },
  {
    id: 'search',
    label: 'Buscar no Vetor',
    description: 'Medicamentos, doenças, produtos e calculadoras',
    path: '/items/searches',
    icon: 'search',
    pro: false,
    tab: 'card',
  },
  {
    id: 'ai_search',
    label: 'Pergunte à IA',
    description: 'Respostas com fontes do conteúdo Vetor',
    path: '/ai-search',
    icon: 'sparkles',
    pro: false,
    tab: 'card',
  },
  {
    id: 'prescriptions',
    label: 'Nova prescrição',
    description: 'Receita em PDF para o tutor por WhatsApp ou e-mail',
    path: '/prescriptions',
    icon: 'prescription',
    pro: false,
    tab: 'card',
  },
  {
    id: 'news',
    label: 'Notícias',
    description: 'Novidades do Vetor',
    // Not a route (docs/product/platform-accounts-subscription.md §2): the home card and the Notícias tab open the news screen.
    path: '/news',
    icon: 'news',
    pro: false,
    tab: 'card',
  },
  {
    id: 'favorites',
    label: 'Favoritos',
    description: 'Seus itens salvos',
    path: '/items/favorites',
    icon: 'star',
    pro: false,
    tab: 2,
  },
  {
    id: 'history',
    label: 'Histórico',
    description: 'Vistos recentemente',
    path: '/items/recents',
    icon: 'history',
    pro: false,
    tab: 2,
  },
];

/** The `category` query opens a section: by category id or by entry id. */
export function entryForCategoryQuery(value: string | null): HomeEntry | undefined {
  if (!value) return undefined;
  const n = Number(value);
  return HOME_MENU.find((e) => (Number.isInteger(n) ? e.category === n : e.id === value));
}

/** The entry of a path, when the path is the entry point of a home area. */
export function entryForPath(path: string): HomeEntry | undefined {
  return HOME_MENU.find((e) => e.path === path);
}

/** The paywall's list: what PRO unlocks today, leaving out areas still coming. */
export function proBenefits(menu: readonly HomeEntry[] = HOME_MENU): string[] {
  return menu.filter((e) => e.proBenefit && !e.comingSoon).map((e) => e.proBenefit as string);
}

/** Where an entry leads: its own screen, or the em-breve page while the area is not built. */
export function entryTarget(entry: HomeEntry): string {
  return entry.comingSoon ? `/em-breve/${entry.id}` : entry.path;
}

/**
 * Only a graduated veterinarian prescribes (docs/product/calculators-patients-prescriptions-management.md §Prescriptions): a student or another profile
 * sees no "Nova prescrição" card that could only end in a registration they cannot honestly
 * complete. Who has not answered yet keeps it: the prescription flow asks.
 */
export function mayPrescribe(veterinaryStatus: number | null | undefined): boolean {
  return veterinaryStatus !== VETERINARY_STATUS.STUDENT && veterinaryStatus !== VETERINARY_STATUS.OTHER;
}
