import type { CardsQuery, CardsResponse, Flashcard } from '@vetor/domain/flashcards/flashcards.schemas';
import { api } from '../../../lib/api';

/** GET /preferences/cards: a category with a class, one content item, or today's reviews. */
export async function getCards(query: CardsQuery): Promise<Flashcard[]> {
  const res = await api.get<CardsResponse>('/preferences/cards', { query: { ...query } });
  return res.cards;
}
