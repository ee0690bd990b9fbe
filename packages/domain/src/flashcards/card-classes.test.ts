import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldText } from '../platform/fold-text.js';

// The study dialog lists the card classes of a category: one name per subject. Topic cards are
// classed by clinical specialty, so "Cardiologia" and "Cardiovascular" never stand side by side.

const dir = fileURLToPath(new URL('../../../../content/flashcards/', import.meta.url));

function classesByType(): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
    const deck = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      content_type: number;
      cards: { card_class: string }[];
    };
    const set = out.get(deck.content_type) ?? new Set<string>();
    for (const card of deck.cards) set.add(card.card_class);
    out.set(deck.content_type, set);
  }
  return out;
}

/** The specialties topic cards are classed by. */
const TOPIC_SPECIALTIES = [
  'Cardiologia',
  'Comportamento',
  'Dermatologia',
  'Dor e Analgesia',
  'Emergência e Terapia Intensiva',
  'Endocrinologia',
  'Gastroenterologia',
  'Hematologia',
  'Infectologia',
  'Nefrologia e Urologia',
  'Neurologia',
  'Nutrição e Metabolismo',
  'Odontologia',
  'Oftalmologia',
  'Oncologia',
  'Ortopedia',
  'Patologia Clínica',
  'Pneumologia',
  'Reprodução',
  'Toxicologia',
];

describe('flashcard classes', () => {
  const byType = classesByType();

  it('class topic cards by one specialty name each', () => {
    const topic = [...(byType.get(4) ?? [])];
    expect(topic.length).toBeGreaterThan(5);
    expect(topic.filter((c) => !TOPIC_SPECIALTIES.includes(c))).toEqual([]);
  });

  it('never spell one class two ways in a category (case, accents)', () => {
    for (const [type, classes] of byType) {
      const folded = [...classes].map((c) => foldText(c));
      expect(new Set(folded).size, `content_type ${type}`).toBe(folded.length);
    }
  });
});
