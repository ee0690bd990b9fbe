// Draws each product's picture as a clean form icon (no placeholder boxes, no copied photos
// or brand artwork). The form comes from the product's presentations; one stroke style for all.
// Run: node scripts/draw-product-icons.mjs (rewrites content/photos/<product>.svg).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../content/', import.meta.url).pathname;
const INK = '#2f5d8a';
const TINT = '#cfe0f1';
const line = `fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
const filled = `fill="${TINT}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"`;

/** One drawing per form, on a 200 × 200 canvas; the first matching rule wins. */
const FORMS = [
  {
    label: 'Pipeta',
    test: /pipeta/i,
    draw: `<path d="M88 40h24v20l8 14v60a20 20 0 0 1-40 0V74l8-14z" ${filled}/><path d="M100 154v14" ${line}/><path d="M84 96h32" ${line}/>`,
  },
  {
    label: 'Injetável',
    test: /injet|vacina|insulina|ampola|frasco-ampola|intravenos|subcut|seringa preenchida/i,
    draw: `<rect x="78" y="34" width="44" height="20" rx="4" ${filled}/><path d="M84 54v12h32V54" ${line}/><rect x="70" y="66" width="60" height="100" rx="12" ${filled}/><path d="M70 104h60M70 134h60" ${line}/>`,
  },
  {
    label: 'Pomada ou creme',
    test: /pomada|creme|gel\b|pasta/i,
    draw: `<path d="M54 72h92l-10 88H64z" ${filled}/><path d="M60 160h80" ${line}/><rect x="86" y="44" width="28" height="28" rx="5" ${filled}/><path d="M74 108h52" ${line}/>`,
  },
  {
    label: 'Colírio',
    test: /col[íi]rio|oft[aá]lm|gotas/i,
    draw: `<path d="M94 30l6-6 6 6v16H94z" ${filled}/><rect x="82" y="46" width="36" height="20" rx="4" ${filled}/><rect x="68" y="66" width="64" height="100" rx="16" ${filled}/><path d="M100 98c-8 12-10 18-10 22a10 10 0 0 0 20 0c0-4-2-10-10-22z" fill="#fff" stroke="${INK}" stroke-width="5"/>`,
  },
  {
    label: 'Spray',
    test: /spray/i,
    draw: `<rect x="66" y="80" width="68" height="88" rx="12" ${filled}/><path d="M84 80V58h32v22" ${line}/><path d="M84 58V44h40l10 8" ${line}/><path d="M146 40l10-6M148 52h12M146 64l10 6" ${line}/>`,
  },
  {
    label: 'Escova',
    test: /escova/i,
    draw: `<path d="M40 150l90-90" ${line}/><rect x="118" y="36" width="44" height="24" rx="6" transform="rotate(45 140 48)" ${filled}/><path d="M138 30l-10 10M152 44l-10 10M166 58l-10 10" ${line}/>`,
  },
  {
    label: 'Ração ou pó',
    // Whole words only: "liberação" is not "ração", nor "copo dosador" a powder. A powder for oral
    // suspension comes in a bottle, so "pó" alone is not this form.
    test: /(?<!\p{L})(?:ra[cç](?:[aã]o|[oõ]es)|alimento|sach[eê]|lata(?!\p{L})|[úu]mido)/iu,
    draw: `<path d="M60 46h80l8 120H52z" ${filled}/><path d="M60 46l8 14h64l8-14" ${line}/><circle cx="88" cy="112" r="9" fill="#fff" stroke="${INK}" stroke-width="5"/><circle cx="114" cy="124" r="9" fill="#fff" stroke="${INK}" stroke-width="5"/><circle cx="100" cy="140" r="9" fill="#fff" stroke="${INK}" stroke-width="5"/>`,
  },
  {
    label: 'Petisco',
    test: /petisco|biscoito|bifinho|cookie|snack|palito|(?<!\p{L})osso/iu,
    draw: `<path d="M62 84a14 14 0 1 1 18-18l40 40a14 14 0 1 1 18 18 14 14 0 1 1-18 18l-40-40a14 14 0 1 1-18-18z" ${filled}/>`,
  },
  {
    label: 'Cápsulas',
    test: /c[aá]psula/i,
    draw: `<g transform="rotate(-40 100 100)"><path d="M100 60h-22a26 26 0 0 0 0 52h22z" fill="${TINT}" stroke="${INK}" stroke-width="6"/><path d="M100 60h22a26 26 0 0 1 0 52h-22z" fill="#fff" stroke="${INK}" stroke-width="6"/></g>`,
  },
  {
    label: 'Comprimidos',
    test: /comprimido|mastig|tablete|dr[aá]gea/i,
    draw: `<circle cx="78" cy="84" r="30" ${filled}/><path d="M58 84h40" ${line}/><circle cx="128" cy="130" r="30" ${filled}/><path d="M108 130h40" ${line}/>`,
  },
  {
    label: 'Adesivo transdérmico',
    test: /adesivo|transd[ée]rmico/i,
    draw: `<rect x="50" y="50" width="100" height="100" rx="18" ${filled}/><rect x="72" y="72" width="56" height="56" rx="10" fill="#fff" stroke="${INK}" stroke-width="5"/><path d="M150 60l14-14" ${line}/>`,
  },
  {
    label: 'Frasco',
    test: /./,
    draw: `<rect x="84" y="32" width="32" height="22" rx="4" ${filled}/><path d="M88 54v10c-14 6-20 16-20 28v64a10 10 0 0 0 10 10h44a10 10 0 0 0 10-10V92c0-12-6-22-20-28V54" ${filled}/><rect x="80" y="104" width="40" height="36" rx="4" fill="#fff" stroke="${INK}" stroke-width="5"/>`,
  },
];

export function formOf(text) {
  return FORMS.find((f) => f.test.test(text));
}

function svg(form) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${form.label}"><rect width="200" height="200" rx="16" fill="#f2f6fa"/>${form.draw}</svg>\n`;
}

function* jsonFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* jsonFiles(path);
    else if (name.endsWith('.json')) yield path;
  }
}

const counts = {};
for (const file of jsonFiles(join(ROOT, 'products'))) {
  const product = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof product.photo !== 'string' || !product.photo.startsWith('/content/photos/')) continue;
  // The presentations say the form; the folder breaks ties (an ophthalmic solution is a dropper).
  const hint = file.includes('ophthalmic') ? 'oftálmico' : file.includes('foods') ? 'ração' : '';
  const volumes = (product.presentation_volumes ?? []).map((v) => `${v.presentation} ${v.volume}`);
  const text = [...(product.presentationList ?? []), ...volumes, hint, product.name].join(' ');
  const form = formOf(text);
  counts[form.label] = (counts[form.label] ?? 0) + 1;
  writeFileSync(join(ROOT, product.photo.replace('/content/', '')), svg(form));
}
console.log(counts);
