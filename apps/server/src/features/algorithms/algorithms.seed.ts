import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type AlgorithmFile, algorithmFileSchema, graphProblems } from '@vetor/domain/algorithms/algorithms.schemas';
import { calculatorById } from '@vetor/domain/calculators/catalogue';
import { describeIssues } from '@vetor/domain/content/content-errors';
import { and, desc, eq } from 'drizzle-orm';
import { REPO_ROOT } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { SeedStep } from '../../db/seed-step.js';
import { algorithmVersions } from './algorithms.table.js';

// Loads content/algorithms/*.json: each file is checked by the domain schema, then as a graph
// (children exist, no cycles, leaves are info nodes), then its library links (items, drugs and
// calculators must exist). Any problem stops the start with lines naming the file. A file whose
// bytes changed becomes a new published version.

const CONTENT_DIR = join(REPO_ROOT, 'content');
const DRUG_FOLDERS: [string, number][] = [
  ['drugs', 1],
  ['vaccines', 2],
  ['dermatologicals', 4],
  ['ophthalmics', 5],
];

export interface LoadedAlgorithm {
  file: AlgorithmFile;
  hash: string;
}

export async function loadAlgorithmFiles(contentDir = CONTENT_DIR): Promise<LoadedAlgorithm[]> {
  const dir = join(contentDir, 'algorithms');
  const names = existsSync(dir) ? (await readdir(dir)).filter((n) => n.endsWith('.json')).sort() : [];
  const problems: string[] = [];
  const out: LoadedAlgorithm[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const display = join('content', relative(contentDir, path));
    const text = await readFile(path, 'utf8');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      problems.push(`${display}: (raiz): JSON inválido: ${(error as Error).message}`);
      continue;
    }
    const parsed = algorithmFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...describeIssues(display, parsed.error));
      continue;
    }
    const file = parsed.data;
    const local: string[] = graphProblems(file).map((p) => `${display}: ${p}`);
    if (`${file.id}.json` !== name) local.push(`${display}: id: "${file.id}" difere do nome do arquivo`);
    for (const [i, node] of file.nodes.entries()) {
      if (node.calculator && !calculatorById(node.calculator.id))
        local.push(`${display}: nodes.${i}.calculator.id: calculadora inexistente "${node.calculator.id}"`);
      for (const [j, ref] of (node.references ?? []).entries())
        if (ref >= file.references.length)
          local.push(`${display}: nodes.${i}.references.${j}: referência inexistente ${ref}`);
      for (const [j, link] of (node.links ?? []).entries()) {
        const where = `${display}: nodes.${i}.links.${j}`;
        if (link.kind === 'calculator' && !calculatorById(link.id))
          local.push(`${where}: calculadora inexistente "${link.id}"`);
        if (link.kind === 'item' && !existsSync(join(contentDir, 'items', `${link.id}.json`)))
          local.push(`${where}: item inexistente "${link.id}"`);
        if (link.kind === 'drug') {
          const found = DRUG_FOLDERS.find(([folder]) => existsSync(join(contentDir, folder, `${link.id}.json`)));
          if (!found) local.push(`${where}: medicamento inexistente "${link.id}"`);
          else link.category = found[1];
        }
      }
    }
    problems.push(...local);
    if (!local.length) out.push({ file, hash: createHash('sha256').update(text).digest('hex') });
  }
  if (problems.length) throw new Error(`Algoritmos inválidos:\n${problems.join('\n')}`);
  return out;
}

export async function seedAlgorithms(database: Database, contentDir = CONTENT_DIR): Promise<number> {
  const loaded = await loadAlgorithmFiles(contentDir);
  const db = database.db;
  let added = 0;
  for (const { file, hash } of loaded) {
    const [latest] = await db
      .select({ version: algorithmVersions.version, hash: algorithmVersions.contentHash })
      .from(algorithmVersions)
      .where(and(eq(algorithmVersions.algorithmId, file.id), eq(algorithmVersions.status, 'published')))
      .orderBy(desc(algorithmVersions.version))
      .limit(1);
    if (latest?.hash === hash) continue;
    await db
      .insert(algorithmVersions)
      .values({
        algorithmId: file.id,
        version: (latest?.version ?? 0) + 1,
        status: 'published',
        content: file,
        contentHash: hash,
      })
      .onConflictDoNothing();
    added++;
  }
  return added;
}

export const algorithmsSeed: SeedStep = async (database, log, contentDir) => {
  const added = await seedAlgorithms(database, contentDir);
  log.info(`algorithms: ${added} new versions`);
};
