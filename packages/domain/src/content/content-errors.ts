import type { z } from 'zod';

// Turns a zod error on a content file into lines a reviewer can act on:
// 'content/drugs/x.json: doses.0.route: via desconhecida …'. The seed step reuses it.

export function issuePath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(raiz)';
}

export function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${issuePath(issue.path)}: ${issue.message}`);
}

export function describeIssue(file: string, error: z.ZodError): string {
  return describeIssues(file, error).join('\n');
}
