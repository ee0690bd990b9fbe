// The relevance test set of docs/search.md: each query must find its item in the top 3
// (search.int.test.ts checks it; scripts/search-relevance.mjs prints the results).

/** [kind of query, query, the item it must find in the top 3]. */
export const RELEVANCE: [string, string, string][] = [
  ['sem acento', 'insuficiencia renal', 'doenca-renal-cronica-felina'],
  ['sem acento', 'doenca renal cronica', 'doenca-renal-cronica-canina'],
  ['caixa', 'MELOXICAM', 'meloxicam'],
  ['caixa e acento', 'CiNoMoSe', 'cinomose'],
  ['plural', 'piometras', 'piometra'],
  ['plural', 'convulsões', 'status-epilepticus'],
  ['erro de digitação', 'amoxicilna', 'amoxicilina'],
  ['erro de digitação', 'cinomoze', 'cinomose'],
  ['erro de digitação', 'meloxican', 'meloxicam'],
  ['erro de digitação', 'dexametazona', 'dexametasona'],
  ['prefixo', 'amoxi', 'amoxicilina'],
  ['prefixo', 'leishm', 'leishmaniose-visceral-canina'],
  ['prefixo', 'pimob', 'pimobendan'],
  ['abreviação', 'DRC', 'doenca-renal-cronica-felina'],
  ['abreviação', 'ICC', 'insuficiencia-cardiaca-congestiva-aguda'],
  ['abreviação', 'FeLV', 'felv'],
  ['abreviação', 'cushing', 'hiperadrenocorticismo-canino'],
  ['nome acima de menção', 'furosemida', 'furosemida'],
  ['nome acima de menção', 'maropitant', 'maropitant'],
  ['abreviação', 'IECA', 'enalapril'],
  ['abreviação', 'PIF', 'peritonite-infecciosa-felina'],
  ['nome como palavra', 'dor', 'manejo-da-dor-aguda'],
  ['vacina', 'raiva', 'vacina-antirrabica'],
  ['patologia clínica', 'hemograma', 'hemograma-valores-de-referencia'],
  ['calculadora', 'transfusao', 'transfusion-volume-speed'],
  ['calculadora', 'glasgow', 'modified-glasgow-coma-scale'],
];
