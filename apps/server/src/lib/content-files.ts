import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describeIssue } from '@vetor/domain/content/content-errors';
import type { z } from 'zod';

// Reads a folder of reviewable JSON content files and validates each with its domain schema,
// collecting problems as lines that name the file and field (shared by the decision-support
// features' seeds; a bad edit stops the start instead of serving half the data).

export class ContentFilesError extends Error {
  constructor(readonly lines: string[]) {
    super(`Conteúdo inválido:\n${lines.join('\n')}`);
    this.name = 'ContentFilesError';
  }
}

export interface ReadFile<T> {
  /** Path as reviewers see it: content/ddx/signs/general.json. */
  name: string;
  /** File name without .json. */
  base: string;
  data: T;
}

export async function readJsonFolder<T>(
  contentDir: string,
  folder: string,
  schema: z.ZodType<T>,
  errors: string[],
): Promise<ReadFile<T>[]> {
  const dir = join(contentDir, folder);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out: ReadFile<T>[] = [];
  for (const file of names) {
    const path = join(dir, file);
    const name = join('content', relative(contentDir, path));
    out.push(...parseFile(name, file.slice(0, -5), await readFile(path, 'utf8'), schema, errors));
  }
  return out;
}

export async function readJsonFile<T>(
  contentDir: string,
  path: string,
  schema: z.ZodType<T>,
  errors: string[],
): Promise<T | undefined> {
  const text = await readFile(join(contentDir, path), 'utf8');
  return parseFile(join('content', path), path, text, schema, errors)[0]?.data;
}

function parseFile<T>(name: string, base: string, text: string, schema: z.ZodType<T>, errors: string[]): ReadFile<T>[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    errors.push(`${name}: (raiz): JSON inválido: ${(error as Error).message}`);
    return [];
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    errors.push(describeIssue(name, parsed.error));
    return [];
  }
  return [{ name, base, data: parsed.data }];
}
