// Writes content/flashcards/** from the library's own items: each card asks about one fact the
// item already states (class and use, mechanism, indications, doses, cautions, disease sections),
// so every answer is checked against that item's references, which the card file cites.
// Run once when items change, then review the diff: `node scripts/generate-flashcards.mjs`.
// Files are data: editing a card by hand is fine; re-running overwrites the generated folders.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../content/', import.meta.url).pathname;
const read = (p) => JSON.parse(readFileSync(join(root, p), 'utf8'));
const out = join(root, 'flashcards');
rmSync(out, { recursive: true, force: true });

const clean = (t) =>
  String(t ?? '')
    .replace(/\s+/g, ' ')
    .trim();
const sentence = (t) => {
  const c = clean(t);
  return c && !/[.!?]$/.test(c) ? `${c}.` : c;
};
// Lower-case the first letter of ordinary words only: 'FeLV' and 'IRIS' keep their capitals.
const lower = (t) => (t && /^.[a-zà-ú]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
const plain = (t) =>
  clean(t)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const bullets = (sections, max = 6) =>
  (sections ?? [])
    .flatMap((s) => (s.style === 7 ? (s.paragraphs ?? [s.text]) : s.style === 3 || s.style === 4 ? [s.text] : []))
    .filter((t) => t && t !== '---')
    .map((t) => clean(t).replace(/^->\s*/, ''))
    .slice(0, max);
const joinList = (items) => items.map((i) => sentence(i)).join(' ');
const slug = (t) =>
  clean(t)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

const ROUTE = (r) => clean(r);
function doseAnswer(d) {
  const freq = d.frequencyUnit ? `a cada ${d.frequency} ${d.frequencyUnit}` : lower(clean(d.frequency));
  const parts = [`${clean(d.dose)} ${d.measurement}`, d.route && ROUTE(d.route), freq].filter(Boolean);
  return [sentence(parts.join(', ')), d.description && sentence(d.description)].filter(Boolean).join(' ');
}

const ATTENTION_Q = {
  Contraindicações: (n) => `Quais são as contraindicações de ${n}?`,
  'Efeitos adversos': (n) => `Quais efeitos adversos de ${n} devem ser monitorados?`,
  'Interações medicamentosas': (n) => `Quais interações medicamentosas de ${n} merecem atenção?`,
};
const INFO_Q = {
  'Mecanismo de ação': (n) => `Qual é o mecanismo de ação de ${n}?`,
  Indicações: (n) => `Quais são as principais indicações de ${n}?`,
};

function drugCards(file) {
  const n = lower(file.name);
  const cls = file.classes?.[0] ?? 'Diversos';
  const cards = [];
  const push = (key, question, answer) => {
    if (!answer) return;
    cards.push({ card_id: `${file.id}-${key}`, card_class: cls, question, answer });
  };
  const sameAsClass = file.classes.some((c) => plain(c).slice(0, 8) === plain(file.description).slice(0, 8));
  push(
    'classe',
    `A que classe farmacológica pertence ${n}?`,
    sameAsClass
      ? sentence(file.classes.join(', '))
      : `${sentence(file.classes.join(', '))} ${sentence(file.description)}`,
  );
  for (const s of file.info ?? []) {
    const q = INFO_Q[s.text]?.(n) ?? `${file.name} — ${lower(s.text)}: o que é importante lembrar?`;
    push(slug(s.text), q, joinList(bullets(s.sections)));
  }
  const seen = new Set();
  for (const d of (file.doses ?? []).slice(0, 4)) {
    const key = `dose-${slug(d.title)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    push(key, `Qual é a dose de ${n} — ${lower(clean(d.title))}?`, doseAnswer(d));
  }
  for (const s of file.attention ?? []) {
    const q = ATTENTION_Q[s.text]?.(n) ?? `${file.name} — ${lower(s.text)}: o que observar?`;
    push(slug(s.text), q, joinList(bullets(s.sections)));
  }
  return cards;
}

function itemCards(file, subtopicNames) {
  const n = file.name;
  const cls = subtopicNames.get(file.subtopic_id) ?? 'Diversos';
  const cards = [];
  const push = (key, question, answer) => {
    if (!answer || cards.some((c) => c.card_id === `${file.id}-${key}`)) return;
    cards.push({ card_id: `${file.id}-${key}`, card_class: cls, question, answer });
  };
  if (file.contentPoints?.length)
    push('pontos-chave', `Quais são os pontos-chave de ${lower(n)}?`, joinList(file.contentPoints));
  for (const macro of file.sections ?? []) {
    for (const sub of macro.sections ?? []) {
      if (sub.style !== 1) continue;
      const answer = joinList(bullets(sub.sections));
      push(
        slug(`${macro.text}-${sub.text}`),
        `${n} — ${lower(clean(macro.text))}: o que saber sobre ${lower(clean(sub.text))}?`,
        answer,
      );
    }
  }
  return cards.slice(0, 9);
}

function write(folder, file) {
  mkdirSync(join(out, folder), { recursive: true });
  writeFileSync(join(out, folder, `${file.content_id}.json`), `${JSON.stringify(file, null, 2)}\n`);
}

let total = 0;
const refsOf = (f) => (f.references ?? []).slice(0, 3).map((r) => clean(r.name));
for (const [folder, type] of [
  ['drugs', 1],
  ['dermatologicals', 2],
  ['ophthalmics', 3],
]) {
  for (const name of readdirSync(join(root, folder)).sort()) {
    const file = read(join(folder, name));
    const cards = drugCards(file);
    const references = refsOf(file);
    if (!cards.length || !references.length) continue;
    write(folder, { content_id: file.id, content_type: type, content_name: file.name, references, cards });
    total += cards.length;
  }
}
const subtopicNames = new Map();
for (const t of readdirSync(join(root, 'topics')))
  for (const s of read(join('topics', t)).subtopics ?? []) subtopicNames.set(s.id, s.name);
for (const name of readdirSync(join(root, 'items')).sort()) {
  const file = read(join('items', name));
  if (!file.categories?.some((c) => c === 11 || c === 12)) continue;
  const cards = itemCards(file, subtopicNames);
  const references = refsOf(file);
  if (!cards.length || !references.length) continue;
  write('items', { content_id: file.id, content_type: 4, content_name: file.name, references, cards });
  total += cards.length;
}
console.log(`${total} cards`);
