// The 15 content categories of docs/product/platform-accounts-subscription.md §9 / docs/product/content-and-study.md §1, with the collection names the API and the
// local store use. Flags say which lists and screens treat a category specially.
export interface Category {
  id: number;
  portugueseName: string;
  name: string;
  collection: string;
  productsCollection: string | null;
  flags: {
    drug: boolean;
    food: boolean;
    photoList: boolean;
    productFeatures: boolean;
    pro: boolean;
  };
}

const f = (o: Partial<Category['flags']> = {}): Category['flags'] => ({
  drug: false,
  food: false,
  photoList: false,
  productFeatures: false,
  pro: false,
  ...o,
});

export const CATEGORIES: readonly Category[] = [
  {
    id: 1,
    portugueseName: 'Medicamentos Sistêmicos',
    name: 'systemic_drugs',
    collection: 'drugs',
    productsCollection: 'products',
    flags: f({ drug: true }),
  },
  {
    id: 2,
    portugueseName: 'Vacinas',
    name: 'vaccines',
    collection: 'vaccines',
    productsCollection: 'vaccines_products',
    flags: f({ drug: true }),
  },
  {
    id: 3,
    portugueseName: 'Higiene Oral',
    name: 'oral_hygiene',
    collection: 'oral_hygiene',
    productsCollection: 'oral_hygiene_products',
    flags: f(),
  },
  {
    id: 4,
    portugueseName: 'Dermatológicos Tópicos',
    name: 'topical_dermatologicals',
    collection: 'dermatologicals',
    productsCollection: 'dermatologicals_products',
    flags: f({ drug: true }),
  },
  {
    id: 5,
    portugueseName: 'Oftálmicos',
    name: 'ophthalmic_agents',
    collection: 'ophthalmics',
    productsCollection: 'ophthalmics_products',
    flags: f({ drug: true }),
  },
  {
    id: 6,
    portugueseName: 'Suplementos',
    name: 'supplements',
    collection: 'supplements',
    productsCollection: 'supplements_products',
    flags: f({ photoList: true }),
  },
  {
    id: 7,
    portugueseName: 'Calculadoras',
    name: 'calculators',
    collection: 'calculators',
    productsCollection: null,
    flags: f(),
  },
  {
    id: 8,
    portugueseName: 'Alimentos Coadjuvantes e Prescritos',
    name: 'prescribed_foods',
    collection: 'foods',
    productsCollection: 'foods_products',
    flags: f({ food: true, productFeatures: true }),
  },
  {
    id: 9,
    portugueseName: 'Alimentos Completos',
    name: 'complete_foods',
    collection: 'complete_foods',
    productsCollection: 'complete_foods_products',
    flags: f({ food: true, productFeatures: true }),
  },
  {
    id: 10,
    portugueseName: 'Petiscos',
    name: 'snacks',
    collection: 'snacks',
    productsCollection: 'snacks_products',
    flags: f({ productFeatures: true }),
  },
  {
    id: 11,
    portugueseName: 'Doenças',
    name: 'diseases',
    collection: 'diseases',
    productsCollection: null,
    flags: f({ pro: true }),
  },
  {
    id: 12,
    portugueseName: 'Tratamento',
    name: 'treatment',
    collection: 'treatment',
    productsCollection: null,
    flags: f({ photoList: true, productFeatures: true, pro: true }),
  },
  {
    id: 13,
    portugueseName: 'Patologia Clínica',
    name: 'clinical_pathology',
    collection: 'clinical_pathology',
    productsCollection: null,
    flags: f({ photoList: true, productFeatures: true, pro: true }),
  },
  {
    id: 14,
    portugueseName: 'Algoritmos',
    name: 'algorithms',
    collection: 'algorithms',
    productsCollection: null,
    flags: f({ pro: true }),
  },
  {
    id: 15,
    portugueseName: 'Orientações ao Tutor',
    name: 'clinical_handouts',
    collection: 'handouts',
    productsCollection: null,
    flags: f(),
  },
];

/** The category ids by name, so code never carries a bare number such as 7 for calculators. */
export const CATEGORY = {
  SYSTEMIC_DRUGS: 1,
  VACCINES: 2,
  ORAL_HYGIENE: 3,
  TOPICAL_DERMATOLOGICALS: 4,
  OPHTHALMIC_AGENTS: 5,
  SUPPLEMENTS: 6,
  CALCULATORS: 7,
  PRESCRIBED_FOODS: 8,
  COMPLETE_FOODS: 9,
  SNACKS: 10,
  DISEASES: 11,
  TREATMENT: 12,
  CLINICAL_PATHOLOGY: 13,
  ALGORITHMS: 14,
  CLINICAL_HANDOUTS: 15,
} as const;
export type CategoryId = (typeof CATEGORY)[keyof typeof CATEGORY];

export const DRUG_CATEGORY_IDS = [1, 2, 4, 5] as const;
export const FOOD_CATEGORY_IDS = [8, 9] as const;
export const PHOTO_CATEGORY_IDS = [6, 12, 13] as const;
export const PRODUCT_FEATURE_CATEGORY_IDS = [8, 9, 10, 12, 13] as const;

export function categoryById(id: number): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}
