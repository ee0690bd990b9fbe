// Readability of the owner handouts: Flesch reading ease adapted for Portuguese by
// Martins et al. (1996): 248.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words).
// Syllables are counted as vowel groups (diphthongs such as "ai", "ou", "ão" count once), a close
// approximation for Portuguese. Usage: node scripts/handouts-readability.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'content', 'handouts');
const syllables = (word) => Math.max(1, (word.toLowerCase().match(/[aeiouáéíóúâêôãõàü]+/g) ?? []).length);

function score(text) {
  const sentences = text.split(/[.!?:]+(?:\s|$)/).filter((s) => /\p{L}/u.test(s)).length || 1;
  const words = text.match(/\p{L}[\p{L}-]*/gu) ?? [];
  const syl = words.reduce((n, w) => n + syllables(w), 0);
  return 248.835 - 1.015 * (words.length / sentences) - 84.6 * (syl / words.length);
}

const rows = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const h = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    // Each bullet is read as its own sentence.
    const parts = [h.summary, ...h.blocks.flatMap((b) => [...(b.paragraphs ?? []), ...(b.bullets ?? [])])];
    const text = parts.map((p) => (/[.!?]$/.test(p.trim()) ? p : `${p}.`)).join(' ');
    return { id: h.id, type: h.content_type, score: score(text) };
  });
const mean = rows.reduce((n, r) => n + r.score, 0) / rows.length;
console.log('| handout | tipo | Flesch (Martins) |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.id} | ${r.type} | ${r.score.toFixed(1)} |`);
console.log(
  `\n${rows.length} orientações; média ${mean.toFixed(1)}; mínimo ${Math.min(...rows.map((r) => r.score)).toFixed(1)}; abaixo de 50: ${rows.filter((r) => r.score < 50).length}`,
);
