// Classes of the non-drug product categories (oral hygiene, supplements, foods, snacks). Products of
// the drug categories (1, 2, 4, 5) use the therapeutic classes of drug-classes.ts.

export const PRODUCT_CLASSES: Readonly<Record<3 | 6 | 8 | 9 | 10, readonly string[]>> = {
  3: [
    'Cremes dentais',
    'Géis bucais',
    'Aditivos para água',
    'Petiscos dentais',
    'Escovas e dedeiras',
    'Soluções bucais',
  ],
  6: [
    'Probióticos e prebióticos',
    'Condroprotetores',
    'Ácidos graxos ômega-3',
    'Hepatoprotetores',
    'Vitamínicos e minerais',
    'Aminoácidos e energéticos',
    'Antianêmicos',
    'Calmantes naturais',
    'Quelantes de fósforo',
    'Dermatológicos orais',
  ],
  8: [
    'Renal',
    'Gastrointestinal',
    'Hipoalergênico',
    'Urinário',
    'Controle de peso',
    'Recuperação e convalescença',
    'Diabetes',
    'Articular',
    'Hepático',
    'Cardíaco',
  ],
  9: ['Cães filhotes', 'Cães adultos', 'Cães sênior', 'Gatos filhotes', 'Gatos adultos', 'Gatos castrados'],
  10: ['Bifinhos', 'Biscoitos', 'Petiscos cremosos', 'Petiscos mastigáveis', 'Petiscos funcionais'],
};

export function isProductClass(category: number, name: string): boolean {
  const list = (PRODUCT_CLASSES as Record<number, readonly string[]>)[category];
  return list?.includes(name) ?? false;
}
