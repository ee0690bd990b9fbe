// Handouts benchmark: the handouts list filter (search ignoring accents + content-type chip) over
// 500 items, as the web runs it. Usage: npm run build -w @vetor/domain && node scripts/bench-handouts.mjs
import { filterHandouts } from '../packages/domain/dist/handouts/handouts.schemas.js';

const names = [
  'Diabetes no cão',
  'Meloxicam: como dar',
  'Doença renal crônica no gato',
  'Ciclosporina colírio',
  'Otite no cão',
];
const list = Array.from({ length: 500 }, (_, i) => ({
  id: `h${i}`,
  name: `${names[i % names.length]} ${i}`,
  content_type: (i % 4) + 1,
}));
const queries = ['', 'diabetes', 'DOENCA RENAL', 'colirio', 'cão 12', 'zzz'];
for (let i = 0; i < 200; i++) filterHandouts(list, queries[i % queries.length], i % 5 === 0 ? null : (i % 4) + 1);
const times = [];
for (let i = 0; i < 1000; i++) {
  const t0 = performance.now();
  filterHandouts(list, queries[i % queries.length], i % 5 === 0 ? null : (i % 4) + 1);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(
  `500 itens: mediana ${times[500].toFixed(3)} ms, p95 ${times[950].toFixed(3)} ms, máx ${times[999].toFixed(3)} ms`,
);
