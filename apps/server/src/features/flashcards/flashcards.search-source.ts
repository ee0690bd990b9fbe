import type { Db } from '../../db/client.js';
import type { SearchDocument, SearchSource } from '../../lib/search-index/search-index.js';
import { libraryCards } from './flashcards.repository.js';

// The flashcard decks as search documents: one per content (drug or topic item) that has cards,
// opened at /cards?content={id} (the selection on that deck). A deck is indexed like a section of
// its content (the name weighs little, no name bonus), so the drug or disease itself ranks above its
// deck; its body stays empty so AI answers never quote a card. A deck of premium content is premium.

export const flashcardsSearchSource: SearchSource = {
  name: 'flashcards',
  async documents(db: Db) {
    const decks = new Map<string, { name: string; cards: number; premium: boolean }>();
    for (const { card, source } of await libraryCards(db)) {
      let deck = decks.get(card.content_id);
      if (!deck) {
        deck = { name: card.content_name, cards: 0, premium: source.premium && !source.freeTrial };
        decks.set(card.content_id, deck);
      }
      deck.cards++;
    }
    return [...decks].map(
      ([contentId, deck], position): SearchDocument => ({
        id: `flashcards:${contentId}`,
        itemKey: `flashcards:${contentId}`,
        itemType: 'item',
        itemId: contentId,
        itemName: `Flashcards: ${deck.name}`,
        synonyms: [],
        description: `${deck.cards} cartões de estudo`,
        category: 0,
        categoryName: 'Flashcards',
        topic: 'cards',
        photo: null,
        itemPath: `/cards?content=${encodeURIComponent(contentId)}`,
        sectionTitle: 'Flashcards',
        body: '',
        isDose: false,
        premium: deck.premium,
        requiresPro: deck.premium,
        position,
      }),
    );
  },
};
