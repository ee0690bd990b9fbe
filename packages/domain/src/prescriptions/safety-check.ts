import { checkInteractions, type InteractionRule, type Memberships } from '../interactions/interactions-rules.js';
import { ANIMAL } from '../platform/enums.js';

// The safety check a prescription passes before it is saved: the prescription's own items against
// the patient. One pure function so the editor panel and the server answer the same thing
// (docs/decisions/prescriptions-safety-check.md). Decision support: every warning can be
// acknowledged; none blocks the save.

export type SafetyKind = 'interaction' | 'duplicate-class' | 'species' | 'breed' | 'dose' | 'organ';

export interface SafetyWarning {
  /**
   * Stable for the same finding on the same items (kind, drugs, and what tells two findings of one
   * kind apart), so an acknowledgement names the warnings it covers.
   */
  id: string;
  kind: SafetyKind;
  /** 1 = attention, 2 = serious, 3 = avoid (same scale as the interaction levels). */
  level: 1 | 2 | 3;
  /** pt-BR text shown in the panel. */
  message: string;
  drugIds: string[];
  /** Where the statement comes from: a monograph section anchor or an interaction rule. */
  source: { type: 'drug'; drugId: string; section: string } | { type: 'interaction'; ruleId: string };
}

export interface SafetyPatient {
  species: number;
  breed: string;
  weight: number;
  renal?: boolean;
  hepatic?: boolean;
}

export interface SafetyItem {
  name: string;
  drugIds: string[];
  /** The dose the vet prescribes per kg, when the item carries one (e.g. 2 mg/kg). */
  dosePerKg?: { value: number; measurement: string } | null;
}

export interface SafetyDrug {
  id: string;
  name: string;
  doses: readonly { dose: string; measurement: string; animals: readonly number[] }[];
}

export interface SafetyLibrary {
  drugs: ReadonlyMap<string, SafetyDrug>;
  rules: readonly InteractionRule<unknown>[];
  memberships: Memberships;
  classNames: ReadonlyMap<string, string>;
}

/** Drugs a species must not receive at any dose; the monograph's attention section says why. */
export const SPECIES_CONTRAINDICATIONS: readonly { drugId: string; species: number; reason: string }[] = [
  { drugId: 'permetrina', species: ANIMAL.CAT, reason: 'Permetrina é tóxica para gatos (tremores, convulsões).' },
  { drugId: 'paracetamol', species: ANIMAL.CAT, reason: 'Paracetamol é tóxico para gatos (metemoglobinemia).' },
];

/** Breeds carrying the ABCB1 (MDR1) mutation often, and the class they do not tolerate. */
export const MDR1_BREEDS = [
  'collie',
  'border collie',
  'pastor-de-shetland',
  'pastor de shetland',
  'pastor-australiano',
  'pastor australiano',
  'old english sheepdog',
  'whippet de pelo longo',
  'pastor-branco-suíço',
  'pastor alemão branco',
];
const MDR1_CLASS = 'lactonas-macrociclicas';

/** Classes a prescription should not hold twice (two NSAIDs, two corticoids). */
const DUPLICATE_CLASSES = ['aines', 'corticoides', 'opioides', 'fluoroquinolonas', 'cefalosporinas'];

/** Drug classes that need a dose adjustment when the patient is flagged. */
const ORGAN_CLASSES: Record<'renal' | 'hepatic', { classes: string[]; message: string }> = {
  renal: { classes: ['aines', 'nefrotoxicos'], message: 'Paciente com doença renal: considere ajuste ou alternativa.' },
  hepatic: {
    classes: ['aines', 'inibidores-cyp3a', 'substratos-cyp3a'],
    message: 'Paciente com doença hepática: considere ajuste ou alternativa.',
  },
};

/** "0,2" → [0.2, 0.2]; "11 a 22" → [11, 22]; anything without a number → null. */
export function parseDoseRange(dose: string): [number, number] | null {
  const numbers = dose.match(/\d+(?:[.,]\d+)?/g)?.map((n) => Number(n.replace(',', '.')));
  if (!numbers?.length) return null;
  return [Math.min(...numbers), Math.max(...numbers)];
}

const formatNumber = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

function doseWarning(item: SafetyItem, drug: SafetyDrug, species: number): SafetyWarning | null {
  const given = item.dosePerKg;
  if (!given) return null;
  const ranges = drug.doses
    .filter((d) => d.animals.includes(species) && d.measurement === given.measurement)
    .map((d) => parseDoseRange(d.dose))
    .filter((r): r is [number, number] => r !== null);
  if (!ranges.length) return null;
  const min = Math.min(...ranges.map((r) => r[0]));
  const max = Math.max(...ranges.map((r) => r[1]));
  if (given.value >= min && given.value <= max) return null;
  const range = min === max ? formatNumber(min) : `${formatNumber(min)} a ${formatNumber(max)}`;
  return {
    id: `dose:${drug.id}:${given.value}${given.measurement}`,
    kind: 'dose',
    level: given.value > max * 2 || given.value < min / 2 ? 3 : 2,
    message: `${drug.name}: ${formatNumber(given.value)} ${given.measurement} fora da faixa da biblioteca (${range} ${given.measurement}).`,
    drugIds: [drug.id],
    source: { type: 'drug', drugId: drug.id, section: 'doses' },
  };
}

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export function checkPrescriptionSafety(
  patient: SafetyPatient,
  items: readonly SafetyItem[],
  library: SafetyLibrary,
): SafetyWarning[] {
  const warnings: SafetyWarning[] = [];
  const drugIds = [...new Set(items.flatMap((i) => i.drugIds))];
  const nameOf = (id: string) => library.drugs.get(id)?.name ?? id;
  const classesOf = (id: string) => library.memberships.get(id) ?? new Set<string>();

  const found = checkInteractions(
    drugIds.map((id) => ({ id, name: nameOf(id) })),
    library.rules,
    library.memberships,
  );
  for (const pair of found) {
    if (pair.level === null) continue;
    const rule = library.rules.find((r) => r.id === pair.rule?.id) ?? null;
    warnings.push({
      id: `interaction:${[pair.firstDrug, pair.secondDrug].sort().join('+')}`,
      kind: 'interaction',
      level: Math.min(3, Math.max(1, pair.level)) as 1 | 2 | 3,
      message: `${pair.firstName} + ${pair.secondName}: ${pair.eDescription || pair.description}`,
      drugIds: [pair.firstDrug, pair.secondDrug],
      source: { type: 'interaction', ruleId: rule?.id ?? `${pair.firstDrug}+${pair.secondDrug}` },
    });
  }

  for (const cls of DUPLICATE_CLASSES) {
    const members = drugIds.filter((id) => classesOf(id).has(cls));
    if (members.length < 2) continue;
    warnings.push({
      id: `duplicate-class:${cls}`,
      kind: 'duplicate-class',
      level: 2,
      message: `Dois fármacos da mesma classe (${library.classNames.get(cls) ?? cls}): ${members.map(nameOf).join(', ')}.`,
      drugIds: members,
      source: { type: 'drug', drugId: members[0]!, section: 'attention' },
    });
  }

  for (const c of SPECIES_CONTRAINDICATIONS)
    if (c.species === patient.species && drugIds.includes(c.drugId))
      warnings.push({
        id: `species:${c.drugId}`,
        kind: 'species',
        level: 3,
        message: c.reason,
        drugIds: [c.drugId],
        source: { type: 'drug', drugId: c.drugId, section: 'attention' },
      });

  const breed = normalize(patient.breed);
  if (patient.species === ANIMAL.DOG && MDR1_BREEDS.some((b) => breed.includes(normalize(b))))
    for (const id of drugIds.filter((d) => classesOf(d).has(MDR1_CLASS)))
      warnings.push({
        id: `breed:${id}`,
        kind: 'breed',
        level: 3,
        message: `${nameOf(id)} em ${patient.breed}: raça com mutação MDR1 frequente; risco de neurotoxicidade acima das doses preventivas.`,
        drugIds: [id],
        source: { type: 'drug', drugId: id, section: 'attention' },
      });

  for (const item of items)
    for (const id of item.drugIds) {
      const drug = library.drugs.get(id);
      const w = drug && doseWarning(item, drug, patient.species);
      if (w) warnings.push(w);
    }

  for (const organ of ['renal', 'hepatic'] as const) {
    if (!patient[organ]) continue;
    const { classes, message } = ORGAN_CLASSES[organ];
    for (const id of drugIds.filter((d) => classes.some((c) => classesOf(d).has(c))))
      warnings.push({
        id: `organ:${organ}:${id}`,
        kind: 'organ',
        level: 2,
        message: `${nameOf(id)} — ${message}`,
        drugIds: [id],
        source: { type: 'drug', drugId: id, section: 'attention' },
      });
  }

  return warnings.sort((a, b) => b.level - a.level);
}

/** The item fields the check reads (a structural subset of a prescription item, so the editor and
 * the server map a draft the same way). */
export interface CheckedItem {
  name: string;
  drugsList?: readonly { drugId: string }[] | null;
  dose?: { dose: string; measurement: string } | null;
}

/**
 * A draft's items as the check reads them: the principles of each item and, for a per-kg dose, its
 * upper value (a range's top is what could overdose). A free-text item has no principles: nothing
 * to check.
 */
export function safetyItemsOf(pages: readonly (readonly CheckedItem[])[]): SafetyItem[] {
  return pages.flat().map((item) => {
    const range = item.dose && /\/kg$/.test(item.dose.measurement) ? parseDoseRange(item.dose.dose) : null;
    return {
      name: item.name,
      drugIds: [...new Set((item.drugsList ?? []).map((d) => d.drugId))],
      dosePerKg: range && range[1] > 0 && item.dose ? { value: range[1], measurement: item.dose.measurement } : null,
    };
  });
}
