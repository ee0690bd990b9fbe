import { CALCULATORS } from '@vetor/domain/calculators/catalogue';
import type { SearchDocument, SearchSource } from '../../lib/search-index/search-index.js';

// The calculators (content category 7) as search documents: name, classes and what they are for.

export const calculatorsSearchSource: SearchSource = {
  name: 'calculators',
  async documents() {
    return CALCULATORS.map(
      (c, position): SearchDocument => ({
        id: `calculator:${c.id}`,
        itemKey: `calculator:${c.id}`,
        itemType: 'calculator',
        itemId: c.id,
        itemName: c.name,
        synonyms: [],
        description: c.classes.join(', '),
        category: 7,
        categoryName: 'Calculadoras',
        topic: 'calculators',
        photo: null,
        itemPath: null,
        sectionTitle: null,
        body: [c.sections.objectives, c.sections.interpretation].join('\n'),
        isDose: false,
        premium: c.premium,
        requiresPro: c.premium,
        position,
      }),
    );
  },
};
