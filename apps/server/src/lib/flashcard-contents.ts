import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

// The content ids that have flashcards, for the search list's `card` flag (docs/product/content-and-study.md §2: the drug
// header shows the flashcards button only then). Raw SQL over the flashcards table so the content
// feature needs nothing from the flashcards feature's insides.
export async function contentIdsWithCards(db: Db): Promise<Set<string>> {
  const result = await db.execute<{ content_id: string }>(sql`select distinct content_id from flashcards`);
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { content_id: string }[] }).rows;
  return new Set(rows.map((r) => r.content_id));
}
