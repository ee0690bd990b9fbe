import type { Db } from '../../db/client.js';
import type { SearchDocument, SearchSource } from '../../lib/search-index/search-index.js';
import { rankableDiagnoses } from './ddx.repository.js';

// The differential-diagnosis conditions as search documents, one per diagnosis. The tool has no
// page per diagnosis (a diagnosis opens as a dialog over its ranked list), so a hit opens /ddx.
// Indexed like a section (titled with the tool's name), so a disease's own page ranks above its
// entry in the tool. The whole tool is PRO, so every hit is too.

export const ddxSearchSource: SearchSource = {
  name: 'ddx',
  async documents(db: Db) {
    const rows = (await rankableDiagnoses(db)).sort((a, b) => a.id.localeCompare(b.id));
    return rows.map(
      (d, position): SearchDocument => ({
        id: `ddx:${d.id}`,
        itemKey: `ddx:${d.id}`,
        itemType: 'item',
        itemId: d.id,
        itemName: d.diagnosis,
        synonyms: [],
        description: d.description,
        category: 0,
        categoryName: 'Diagnóstico diferencial',
        topic: 'ddx',
        photo: null,
        itemPath: '/ddx',
        sectionTitle: 'Diagnóstico diferencial',
        body: '',
        isDose: false,
        premium: true,
        requiresPro: true,
        position,
      }),
    );
  },
};
