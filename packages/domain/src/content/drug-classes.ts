// Catalogue of drug systems and therapeutic classes (docs/product/calculators-patients-prescriptions-management.md §9, docs/product/content-and-study.md §4 Filters). Class names
// are what drug and product files list in `classes`; the library test checks every name exists here.

/** The 22 drug systems of docs/product/calculators-patients-prescriptions-management.md §9, in the order the class lists use. */
export const DRUG_SYSTEMS = [
  { id: 1, name: 'Homeopáticos' },
  { id: 2, name: 'Respiratório' },
  { id: 3, name: 'Musculoesquelético/Articular' },
  { id: 4, name: 'Cardiovascular' },
  { id: 5, name: 'Antimicrobianos/Antiparasitários' },
  { id: 6, name: 'Hematológico' },
  { id: 7, name: 'Eletrólitos/Solutos séricos' },
  { id: 8, name: 'Renal/Urinário' },
  { id: 9, name: 'Emergência/Terapia intensiva' },
  { id: 10, name: 'Gastrointestinal' },
  { id: 11, name: 'Endócrino/Metabolismo' },
  { id: 12, name: 'Anestesia/Sedação/Adjuvantes' },
  { id: 13, name: 'Neurológico/Comportamental' },
  { id: 14, name: 'Analgésicos' },
  { id: 15, name: 'Anti-inflamatórios' },
  { id: 16, name: 'Hepatobiliar' },
  { id: 17, name: 'Dermatológico não tópico' },
  { id: 18, name: 'Reprodução/Obstetrícia' },
  { id: 19, name: 'Oncológico' },
  { id: 20, name: 'Alergia/Hipersensibilidade' },
  { id: 21, name: 'Imunossupressores/Imunomoduladores' },
  { id: 22, name: 'Diversos (eutanásicos)' },
] as const;

export type DrugSystemId = (typeof DRUG_SYSTEMS)[number]['id'];
export const DRUG_SYSTEM_IDS = DRUG_SYSTEMS.map((s) => s.id) as readonly DrugSystemId[];

/** The miscellaneous class (docs/product/content-and-study.md §9). */
export const MISCELLANEOUS_CLASS = 'Diversos';

export interface TherapeuticClass {
  name: string;
  /** Content category the class belongs to (1, 2, 4 or 5). */
  category: 1 | 2 | 4 | 5;
  /** Drug system; present for systemic drugs (category 1). */
  system?: DrugSystemId;
}

const sys = (system: DrugSystemId, names: string[]): TherapeuticClass[] =>
  names.map((name) => ({ name, category: 1, system }));
const cat = (category: 2 | 4 | 5, names: string[]): TherapeuticClass[] => names.map((name) => ({ name, category }));

export const THERAPEUTIC_CLASSES: readonly TherapeuticClass[] = [
  ...sys(1, ['Medicamentos homeopáticos']),
  ...sys(2, ['Broncodilatadores', 'Corticoides inalatórios', 'Mucolíticos']),
  ...sys(3, ['Condroprotetores', 'Relaxantes musculares']),
  ...sys(4, [
    'Inodilatadores',
    'Inibidores da ECA',
    'Diuréticos de alça',
    'Diuréticos poupadores de potássio',
    'Bloqueadores dos canais de cálcio',
    'Betabloqueadores',
    'Inibidores da fosfodiesterase 5',
    'Antiarrítmicos',
    'Bloqueadores do receptor de angiotensina',
  ]),
  ...sys(5, [
    'Penicilinas',
    'Cefalosporinas',
    'Fluoroquinolonas',
    'Nitroimidazóis',
    'Tetraciclinas',
    'Sulfonamidas potencializadas',
    'Lincosamidas',
    'Macrolídeos',
    'Lactonas macrocíclicas',
    'Isoxazolinas',
    'Anti-helmínticos',
    'Antifúngicos azólicos',
    'Antiprotozoários',
    'Leishmanicidas e leishmaniostáticos',
    'Aminoglicosídeos',
    'Anfenicóis',
    'Rifamicinas',
    'Antifúngicos alilamínicos',
    'Antifúngicos poliênicos',
    'Antifúngicos diversos',
    'Ectoparasiticidas sistêmicos',
  ]),
  ...sys(6, [
    'Antiagregantes plaquetários',
    'Anticoagulantes',
    'Vitamina K e antagonistas de rodenticidas',
    'Estimulantes da eritropoese',
  ]),
  ...sys(7, ['Soluções cristaloides', 'Suplementos de eletrólitos']),
  ...sys(8, ['Agonistas alfa-adrenérgicos', 'Antagonistas alfa-1 adrenérgicos']),
  ...sys(9, ['Catecolaminas e vasopressores', 'Anticolinérgicos', 'Diuréticos osmóticos', 'Antídotos']),
  ...sys(10, [
    'Antieméticos',
    'Procinéticos',
    'Inibidores da bomba de prótons',
    'Antagonistas H2',
    'Protetores de mucosa',
    'Laxantes',
    'Estimulantes de apetite',
    'Eméticos',
  ]),
  ...sys(11, [
    'Hormônios tireoidianos',
    'Antitireoidianos',
    'Insulinas',
    'Inibidores da esteroidogênese',
    'Mineralocorticoides',
    'Análogos da vitamina D',
    'Vitaminas',
  ]),
  ...sys(12, [
    'Anestésicos injetáveis',
    'Agonistas alfa-2 adrenérgicos',
    'Fenotiazínicos',
    'Benzodiazepínicos',
    'Anestésicos locais',
    'Anestésicos inalatórios',
  ]),
  ...sys(13, ['Anticonvulsivantes', 'Antidepressivos ISRS', 'Antidepressivos tricíclicos', 'Antidepressivos SARI']),
  ...sys(14, ['Opioides', 'Analgésicos não opioides', 'Gabapentinoides']),
  ...sys(15, ['AINEs', 'Glicocorticoides']),
  ...sys(16, ['Hepatoprotetores e coleréticos']),
  ...sys(17, ['Antipruriginosos sistêmicos']),
  ...sys(18, ['Agonistas dopaminérgicos', 'Ocitócicos', 'Antiprogestágenos']),
  ...sys(19, ['Alcaloides da vinca', 'Agentes alquilantes', 'Antraciclinas', 'Inibidores de tirosina quinase']),
  ...sys(20, ['Anti-histamínicos', 'Inibidores de Janus quinase']),
  ...sys(21, ['Inibidores da calcineurina', 'Antimetabólitos']),
  ...sys(22, [MISCELLANEOUS_CLASS, 'Eutanásicos']),
  ...cat(2, ['Vacinas essenciais', 'Vacinas não essenciais', 'Vacinas não recomendadas rotineiramente']),
  ...cat(4, [
    'Antissépticos tópicos',
    'Antibacterianos tópicos',
    'Antifúngicos tópicos',
    'Corticoides tópicos',
    'Ectoparasiticidas tópicos',
    'Endectocidas tópicos',
    'Queratolíticos',
  ]),
  ...cat(5, [
    'Imunomoduladores oftálmicos',
    'Antibacterianos oftálmicos',
    'Midriáticos e cicloplégicos',
    'Antiglaucomatosos',
    'Anti-inflamatórios oftálmicos',
    'Lubrificantes oculares',
  ]),
];

export function therapeuticClass(name: string): TherapeuticClass | undefined {
  return THERAPEUTIC_CLASSES.find((c) => c.name === name);
}
