// The home menu sections (spec 2 §1 Home): three tabs — 0 content shortcuts, 1 clinical-support
// cards, 2 header actions — with the PRO flag on flashcards, treatment, diseases, algorithms,
// differential diagnosis, drug interactions and clinical pathology.

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
  | 'history';

export interface HomeEntry {
  id: string;
  label: string;
  description: string;
  path: string;
  icon: HomeIcon;
  pro: boolean;
  tab: 0 | 1 | 2;
  /** Content category this entry opens, for the `category` query. */
  category?: number;
}

export const HOME_MENU: HomeEntry[] = [
  {
    id: 'drugs',
    label: 'Medicamentos e vacinas',
    description: 'Doses, produtos e cuidados',
    path: '/items?category=1',
    icon: 'pill',
    pro: false,
    tab: 0,
    category: 1,
  },
  {
    id: 'diseases',
    label: 'Doenças',
    description: 'Diagnóstico e manejo',
    path: '/items?category=11',
    icon: 'virus',
    pro: true,
    tab: 0,
    category: 11,
  },
  {
    id: 'treatment',
    label: 'Tratamento',
    description: 'Condutas por sistema',
    path: '/items?category=12',
    icon: 'firstAid',
    pro: true,
    tab: 0,
    category: 12,
  },
  {
    id: 'clinical_pathology',
    label: 'Patologia clínica',
    description: 'Valores de referência',
    path: '/items?category=13',
    icon: 'microscope',
    pro: true,
    tab: 0,
    category: 13,
  },
  {
    id: 'supplements',
    label: 'Suplementos',
    description: 'Nutracêuticos e probióticos',
    path: '/items?topic=supplements',
    icon: 'leaf',
    pro: false,
    tab: 0,
    category: 6,
  },
  {
    id: 'foods',
    label: 'Alimentos',
    description: 'Coadjuvantes e completos',
    path: '/items?topic=foods',
    icon: 'bowl',
    pro: false,
    tab: 0,
    category: 8,
  },
  {
    id: 'oral_hygiene',
    label: 'Higiene oral',
    description: 'Produtos para a saúde bucal',
    path: '/items?topic=oral_hygiene',
    icon: 'tooth',
    pro: false,
    tab: 0,
    category: 3,
  },
  {
    id: 'calculators',
    label: 'Calculadoras',
    description: 'Doses, fluidos, energia e escores',
    path: '/calculators',
    icon: 'calculator',
    pro: false,
    tab: 1,
    category: 7,
  },
  {
    id: 'algorithms',
    label: 'Algoritmos interativos',
    description: 'Passo a passo clínico',
    path: '/items?category=14',
    icon: 'sitemap',
    pro: true,
    tab: 1,
    category: 14,
  },
  {
    id: 'ddx',
    label: 'Diagnóstico diferencial',
    description: 'A partir dos sinais clínicos',
    path: '/ddx',
    icon: 'stethoscope',
    pro: true,
    tab: 1,
  },
  {
    id: 'interactions',
    label: 'Interações medicamentosas',
    description: 'Verifique até 6 fármacos',
    path: '/drugs/interactions',
    icon: 'arrowsShuffle',
    pro: true,
    tab: 1,
  },
  {
    id: 'flashcards',
    label: 'Flashcards',
    description: 'Estude e revise',
    path: '/cards',
    icon: 'cards',
    pro: true,
    tab: 1,
  },
  {
    id: 'handouts',
    label: 'Orientações ao tutor',
    description: 'Compartilhe com o tutor',
    path: '/handouts',
    icon: 'fileText',
    pro: false,
    tab: 1,
    category: 15,
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
