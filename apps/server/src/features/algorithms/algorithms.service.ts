import type { AlgorithmFile, AlgorithmResponse, AlgorithmSummary } from '@vetor/domain/algorithms/algorithms.schemas';
import { AppError } from '@vetor/domain/errors';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// The latest published version of each algorithm; premium unless freeTrial (docs/product/content-and-study.md §4 Locked items).

async function latest(db: Db, id?: string): Promise<{ version: number; content: AlgorithmFile }[]> {
  const rows = await db.execute<{ version: number; content: AlgorithmFile }>(sql`
    select distinct on (algorithm_id) version, content from algorithm_versions
    where status = 'published' ${id ? sql`and algorithm_id = ${id}` : sql``}
    order by algorithm_id, version desc`);
  return (Array.isArray(rows) ? rows : (rows as { rows: { version: number; content: AlgorithmFile }[] }).rows).map(
    (r) => ({
      version: Number(r.version),
      content: typeof r.content === 'string' ? (JSON.parse(r.content) as AlgorithmFile) : r.content,
    }),
  );
}

export async function listAlgorithms(db: Db): Promise<AlgorithmSummary[]> {
  return (await latest(db))
    .map(({ content: a }) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      animals: a.animals,
      premium: a.premium,
      freeTrial: a.freeTrial,
      isNew: a.isNew,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
}

export async function getAlgorithm(db: Db, id: string, isPremium: boolean): Promise<AlgorithmResponse> {
  const [row] = await latest(db, id);
  if (!row) throw new AppError('ENTITY_NOT_FOUND');
  if (row.content.premium && !row.content.freeTrial && !isPremium) throw new AppError('PREMIUM_REQUIRED');
  return { ...row.content, version: row.version };
}
