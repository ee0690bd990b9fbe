import { describe, expect, it } from 'vitest';
import { handoutsForPrescription } from './share-handouts.js';

const library = [
  { id: 'leishmaniose-no-cao', itemId: 'leishmaniose-visceral-canina' },
  { id: 'meloxicam-orientacoes', itemId: 'meloxicam' },
  { id: 'diabetes-no-gato', itemId: 'diabetes-mellitus-felino' },
  { id: 'tramadol-orientacoes', itemId: 'tramadol' },
];

describe('handoutsForPrescription', () => {
  it("checks and lists first the prescribed drugs' handouts; the rest stay offered, unchecked", () => {
    const { ordered, preselected } = handoutsForPrescription(library, ['tramadol', 'meloxicam']);
    expect(preselected).toEqual(['meloxicam-orientacoes', 'tramadol-orientacoes']);
    expect(ordered.map((h) => h.id)).toEqual([
      'meloxicam-orientacoes',
      'tramadol-orientacoes',
      'leishmaniose-no-cao',
      'diabetes-no-gato',
    ]);
  });

  it('checks nothing for a prescription of free-text items only', () => {
    expect(handoutsForPrescription(library, []).preselected).toEqual([]);
  });
});
