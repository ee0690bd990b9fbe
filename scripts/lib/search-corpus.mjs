// The generated corpus of the search benchmarks: `count` items made of the library's own words, each
// a whole-thing document and three sections (four documents per item), the same every run.
import { random } from './search-queries.mjs';

export function generatedCorpus(words, count) {
  const rnd = random(42);
  const pick = () => words[Math.floor(rnd() * words.length)];
  const phrase = (n) => Array.from({ length: n }, pick).join(' ');
  const docs = [];
  for (let i = 0; i < count; i++) {
    const name = `${phrase(2)} ${i}`;
    const base = {
      itemKey: `gen:${i}`,
      itemType: 'item',
      itemId: `gen-${i}`,
      itemName: name[0].toUpperCase() + name.slice(1),
      synonyms: [phrase(2)],
      description: phrase(8),
      category: 11 + (i % 3),
      categoryName: ['Doenças', 'Tratamento', 'Patologia Clínica'][i % 3],
      topic: 'gerado',
      photo: null,
      isDose: false,
      premium: i % 2 === 0,
      requiresPro: true,
    };
    docs.push({ ...base, id: `gen:${i}`, itemPath: null, sectionTitle: null, body: phrase(6), position: 0 });
    for (let s = 0; s < 3; s++) {
      docs.push({
        ...base,
        id: `gen:${i}#${s}`,
        itemPath: `/item/gen-${i}/content/${s}/section/0`,
        sectionTitle: phrase(3),
        body: phrase(40),
        position: s + 1,
      });
    }
  }
  return docs;
}
