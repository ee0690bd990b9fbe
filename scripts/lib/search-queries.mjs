// The queries of the search benchmarks: the rotating sets (what real users repeat, so mostly
// answered from the HTTP cache) and generators of queries that never repeat (every one misses the
// cache, the cold figure). Deterministic, so every run sends the same sequence.

export const QUERIES = [
  'insuficiencia renal',
  'amoxicilna',
  'meloxicam',
  'DRC',
  'cinomoze',
  'pimob',
  'dor aguda gatos',
  'leishm',
  'convulsões',
  'diabetes',
];

export const QUESTIONS = [
  'Qual a dose de meloxicam para gatos?',
  'Como estadiar a doença renal crônica felina?',
  'Qual o tratamento da cetoacidose diabética?',
  'Quais os sinais clínicos da cinomose?',
  'Qual a dose de maropitant para vômito em cães?',
];

export function random(seed) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/**
 * `count` distinct search queries from the corpus word list, in four kinds as vets type them: a
 * whole word, the start of one (4–6 letters, while typing), two words, and a word with a typo (a
 * letter dropped, so typo correction runs).
 */
export function uniqueQueries(words, count) {
  const rnd = random(7);
  const usable = words.filter((w) => w.length >= 5);
  const pick = () => usable[Math.floor(rnd() * usable.length)];
  const out = new Set();
  for (let i = 0; out.size < count && i < count * 20; i++) {
    const w = pick();
    const kind = i % 4;
    if (kind === 0) out.add(w);
    else if (kind === 1) out.add(w.slice(0, 4 + Math.floor(rnd() * 3)));
    else if (kind === 2) out.add(`${w} ${pick()}`);
    else {
      const at = 2 + Math.floor(rnd() * (w.length - 3));
      out.add(w.slice(0, at) + w.slice(at + 1));
    }
  }
  return [...out];
}

/** `count` distinct questions about the library's items (names of drugs, diseases, products…). */
export function uniqueQuestions(names, count) {
  const templates = [
    (n, s) => `Qual a dose de ${n} para ${s}?`,
    (n) => `Quais os efeitos adversos de ${n}?`,
    (n, s) => `Como tratar ${n} em ${s}?`,
    (n) => `Quais os sinais clínicos de ${n}?`,
    (n) => `Qual o mecanismo de ação de ${n}?`,
    (n, s) => `Quais as contraindicações de ${n} em ${s}?`,
  ];
  const out = new Set();
  for (const t of templates)
    for (const s of ['gatos', 'cães', 'filhotes'])
      for (const n of names) if (out.size < count) out.add(t(n.toLowerCase(), s));
  return [...out];
}

/** An autocannon request whose path is the next of `paths` each time: no two requests alike. */
export function eachOnce(paths, headers) {
  let next = 0;
  return {
    method: 'GET',
    headers,
    setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
  };
}
