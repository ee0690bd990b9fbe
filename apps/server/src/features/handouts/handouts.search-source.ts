import type { Db } from '../../db/client.js';
import type { SearchDocument, SearchSource } from '../../lib/search-index/search-index.js';
import { listHandouts } from './handouts.repository.js';

// The handouts (content category 15) as search documents: one per handout, opened at /handouts/{id}.

export const handoutsSearchSource: SearchSource = {
  name: 'handouts',
  async documents(db: Db) {
    return (await listHandouts(db)).map(
      (h, position): SearchDocument => ({
        id: `handout:${h.id}`,
        itemKey: `handout:${h.id}`,
        itemType: 'item',
        itemId: h.id,
        itemName: h.name,
        synonyms: [],
        description: h.summary,
        category: 15,
        categoryName: 'Orientações ao tutor',
        topic: 'handouts',
        photo: null,
        itemPath: `/handouts/${h.id}`,
        sectionTitle: null,
        body: h.summary,
        isDose: false,
        premium: false,
        requiresPro: false,
        position,
      }),
    );
  },
};
