import { doseRange } from './drug.schemas.js';

// Finds the doses a text quotes ("meloxicam 0,1 mg/kg", "insulina regular 0,1 a 0,25 UI/kg") and the
// drug each belongs to, so the content checks can ask two questions of every text in the library:
// does a quoted dose belong to a drug with a monograph, and does it agree with that monograph?
// Matching runs on a folded copy of the text (lower case, no accents) of the same length, so an
// index in one is an index in the other.

/** A drug as the checks know it: its id and every name it may be written with (folded). */
export interface LexiconDrug {
  id: string;
  names: readonly string[];
}

export interface DoseMention {
  /** The drug the dose belongs to, or null when no monograph's name stands before it. */
  drugId: string | null;
  /** The words before the dose when no drug was found (what the text doses). */
  context: string;
  /** Unit as written in the library's doses: "mg/kg", "UI/kg", "mcg/kg/min"… */
  unit: string;
  min: number;
  max: number;
  /** The dose as written, for messages. */
  text: string;
}

/** Lower case without accents, one character for one character. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) out += (ch.normalize('NFD')[0] ?? ch).toLowerCase();
  return out;
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const DOSE_RE = new RegExp(
  String.raw`(?<![\d,.])(${NUMBER})(?:\s*(?:a|-|–|ou)\s*(${NUMBER}))?\s*(mg|mcg|µg|ug|g|ui|u|meq|mmol)\s*\/\s*(kg|m2|m²)(?:\s*\/\s*(min|h|dia))?`,
  'g',
);

const UNIT_NAMES: Record<string, string> = {
  mg: 'mg',
  mcg: 'mcg',
  µg: 'mcg',
  ug: 'mcg',
  g: 'g',
  ui: 'UI',
  u: 'UI',
  meq: 'mEq',
  mmol: 'mmol',
};

/** Unit of a library dose ("mg/kg", "µg/kg/min") in the spelling the mentions use. */
export function normalUnit(measurement: string): string {
  const [amount = '', per = '', time] = fold(measurement).replace(/\s/g, '').split('/');
  const base = `${UNIT_NAMES[amount] ?? amount}/${per === 'm2' || per === 'm²' ? 'm²' : per}`;
  return time ? `${base}/${time === 'hora' ? 'h' : time}` : base;
}

/**
 * Words that may stand between a drug's name and its second or third dose without naming another
 * drug ("meloxicam 0,2 mg/kg no primeiro dia e depois 0,1 mg/kg"). Anything else there is read as
 * the name of something the text doses.
 */
const CONNECTORS = new Set(
  `a ao aos as ate apos com como da das de do dos e em entao na nas no nos o os ou para pela pelo por se sem seguido
   seguida seguidos seguidas depois primeiro primeira dia dias semana semanas hora horas cada via vias dose doses ataque
   inicial iniciais manutencao bolus infusao continua taxa caes cao gatos gato maximo maxima minimo minima total
   pode podendo repetir repetida repetidas vezes vez ate lento lentamente minutos minuto iv im sc vo io ev sid bid tid
   qid q8h q12h q24h q6h q4h sob forma mais menos entre alta altas baixa baixas reduzir reduzida aumentar aumentada
   ajustar ajustada conforme resposta efeito dividida divididos divididas diaria diario durante desde que nao ja
   seguir usar usando usada usado administrar administrada aplicar aplicada dar tambem ainda perto oux h min mg kg
   ml ui mcg g l ate cerca aproximadamente usa usam recebe recebem apenas so inducao remissao comecar chegar chegando
   exemplo tipicamente geralmente habitual habitualmente usual padrao efeito lenta rapida extremo inferior superior
   faixa fracoes fracao peso ideal alimento refeicao unico quem`
    .split(/\s+/)
    .filter(Boolean),
);

const CEILING_RE =
  /(?:[<>≥≤≈]|acima de|abaixo de|mais de|menos de|ate|ultrapassar|exceder|maximo de|max\.|chegar a)\s*(?:cerca de\s*)?\(?\s*$/;

/** The drug whose name starts exactly at `at`, or null. */
function firstNameAt(folded: string, at: number, lexicon: readonly LexiconDrug[]): string | null {
  for (const drug of lexicon)
    for (const name of drug.names)
      if (folded.startsWith(name, at) && !/[a-z]/.test(folded[at + name.length] ?? '')) return drug.id;
  return null;
}

/** The drug of the lexicon named last in a text, or null. */
export function lastDrugNamed(text: string, lexicon: readonly LexiconDrug[]): string | null {
  const folded = fold(text);
  return lastNameIn(folded, 0, folded.length, lexicon)?.id ?? null;
}

/**
 * One pattern for every name of a lexicon (longest first, so "insulina regular" wins over
 * "insulina"), built once per lexicon: texts are many, the lexicon is one.
 */
const patterns = new WeakMap<readonly LexiconDrug[], { re: RegExp; idOf: Map<string, string> }>();
function patternOf(lexicon: readonly LexiconDrug[]) {
  let found = patterns.get(lexicon);
  if (!found) {
    const idOf = new Map<string, string>();
    for (const drug of lexicon) for (const name of drug.names) if (!idOf.has(name)) idOf.set(name, drug.id);
    const alternatives = [...idOf.keys()]
      .sort((a, b) => b.length - a.length)
      .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    found = { re: new RegExp(`(?<![a-z])(?:${alternatives.join('|')})(?![a-z])`, 'g'), idOf };
    patterns.set(lexicon, found);
  }
  return found;
}

function lastNameIn(folded: string, from: number, to: number, lexicon: readonly LexiconDrug[]) {
  const { re, idOf } = patternOf(lexicon);
  let best: { id: string; at: number } | null = null;
  for (const m of folded.slice(from, to).matchAll(re)) {
    const id = idOf.get(m[0]);
    if (id) best = { id, at: m.index + from };
  }
  return best;
}

/**
 * Every dose quoted in one text (a paragraph, a bullet, a card's answer), with its drug: the last
 * name of the lexicon written before it since the previous dose; failing that, the previous dose's
 * drug when only connecting words stand between them; failing that, null (something without a
 * monograph is dosed).
 */
export function doseMentions(
  text: string,
  lexicon: readonly LexiconDrug[],
  /**
   * The drug a text is about when it names none: its section's title names it (for the first dose),
   * or the whole file is about it, a flashcard of that drug (`throughout`: for every dose).
   */
  about: { drugId: string | null; throughout: boolean } = { drugId: null, throughout: false },
): DoseMention[] {
  const folded = fold(text);
  const out: DoseMention[] = [];
  let previousEnd = 0;
  let previousDrug: string | null = about.drugId;
  for (const m of folded.matchAll(DOSE_RE)) {
    const start = m.index;
    // "> 100 mg/kg", "acima de 0,5 g/kg", "sem ultrapassar 8 mg/kg": a toxic threshold or a
    // ceiling, not a dose to give.
    if (CEILING_RE.test(folded.slice(Math.max(0, start - 30), start))) {
      previousEnd = start + m[0].length;
      continue;
    }
    const windowStart = Math.max(previousEnd, start - 120);
    const named = lastNameIn(folded, windowStart, start, lexicon);
    const between = folded
      .slice(windowStart, start)
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !/^\d+$/.test(w));
    const onlyConnectors = between.every((w) => CONNECTORS.has(w));
    // "0,4 mg/kg de escopolamina": the drug named right after its dose.
    const after = /^\s*(?:de|do|da)\s+/.exec(folded.slice(start + m[0].length, start + m[0].length + 8));
    const namedAfter = after ? firstNameAt(folded, start + m[0].length + after[0].length, lexicon) : null;
    // The first dose of a text with no name before it is the drug the text is about (its flashcard,
    // its section's title); a later one, the previous dose's drug if only connecting words part them.
    const drugId =
      namedAfter ??
      named?.id ??
      (onlyConnectors ? previousDrug : previousEnd === 0 || about.throughout ? about.drugId : null);
    const [min, max] = [m[1], m[2] ?? m[1]].map((n) => Number(String(n).replace(',', '.'))) as [number, number];
    const unit = normalUnit(`${m[3]}/${m[4]}${m[5] ? `/${m[5]}` : ''}`);
    out.push({
      drugId,
      context: drugId ? '' : text.slice(windowStart, start).trim().slice(-60),
      unit,
      min,
      max,
      text: text.slice(start, start + m[0].length),
    });
    previousEnd = start + m[0].length;
    previousDrug = drugId;
  }
  return out;
}

/** Whether a quoted dose lies within one of the drug's own doses in the same unit (5% slack for rounding). */
export function agreesWithMonograph(
  mention: Pick<DoseMention, 'unit' | 'min' | 'max'>,
  monographDoses: readonly { dose: string; measurement: string }[],
): boolean {
  const same = monographDoses.filter((d) => normalUnit(d.measurement) === mention.unit);
  if (!same.length) return true; // another unit (a CRI quoted per hour, a dose per m²): nothing to compare
  return same.some((d) => {
    const r = doseRange(d.dose);
    return mention.min >= r.min * 0.95 && mention.max <= r.max * 1.05;
  });
}
