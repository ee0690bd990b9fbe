// The AI search relevance set: questions a vet asks, and the sections and dose records retrieval
// must hand to the answer, in order (ai-search.int.test.ts checks them; to print them again after a
// deliberate change: `npm run build -w @vetor/domain -w @vetor/server && node scripts/ai-relevance.mjs`).
// It pins retrieval itself, so a faster engine has to prove it cites exactly what the old one did.

export const AI_RELEVANCE_QUESTIONS: string[] = [
  'Qual a dose de meloxicam para gatos?',
  'dose de amoxicilina com clavulanato em cães',
  'Como tratar cetoacidose diabética?',
  'potássio na cetoacidose diabética',
  'Qual o tratamento da piometra?',
  'dose de maropitant para vômito em cães',
  'Como manejar status epilepticus em cães?',
  'diazepam retal convulsão',
  'tratamento da erliquiose monocítica canina',
  'dose de doxiciclina para erliquiose',
  'Como diagnosticar hiperadrenocorticismo?',
  'dose de trilostano',
  'tratamento da dermatite atópica canina',
  'oclacitinibe dose cães',
  'fluidoterapia no cão desidratado',
  'Como tratar a obstrução uretral felina?',
  'hipertireoidismo felino metimazol dose',
  'estadiamento da doença renal crônica felina',
  'dose de furosemida na insuficiência cardíaca congestiva',
  'pimobendan doença mixomatosa valva mitral',
  'intoxicação por chumbinho atropina',
  'tratamento da leishmaniose visceral canina',
  'dose de gabapentina para dor crônica',
  'vacinação contra raiva em gatos',
  'Como tratar giardíase em cães?',
  'transfusão sanguínea volume',
];
