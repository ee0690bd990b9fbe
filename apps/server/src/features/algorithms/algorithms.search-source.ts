import type { Db } from '../../db/client.js';
import type { SearchDocument, SearchSource } from '../../lib/search-index/search-index.js';
import { listAlgorithms } from './algorithms.service.js';

// The algorithms (content category 14) as search documents, one per algorithm, opened at
// /algorithms/{id}, by name and description. The body stays empty: AI answers quote the library's
// sections, not the steps of a decision tree out of context.

export const algorithmsSearchSource: SearchSource = {
  name: 'algorithms',
  async documents(db: Db) {
    return (await listAlgorithms(db)).map((a, position): SearchDocument => {
      const locked = a.premium && !a.freeTrial;
      return {
        id: `algorithm:${a.id}`,
        itemKey: `algorithm:${a.id}`,
        itemType: 'item',
        itemId: a.id,
        itemName: a.name,
        synonyms: [],
        description: a.description,
        category: 14,
        categoryName: 'Algoritmos',
        topic: 'algorithms',
        photo: null,
        itemPath: `/algorithms/${a.id}`,
        sectionTitle: null,
        body: '',
        isDose: false,
        premium: locked,
        requiresPro: locked,
        position,
      };
    });
  },
};
