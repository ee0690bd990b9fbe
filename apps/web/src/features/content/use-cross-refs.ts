import { foldText } from '@vetor/domain/platform/fold-text';
import { useMemo } from 'react';
import type { CrossRefResolver } from '../../components/sections/paragraph-parts';
import { useGlobalSummary } from './api/get-global-summary';
import { entryPath } from './list-scope';

/**
 * How a name written in content text ("Ver o tópico de tratamento "Suporte ao paciente com
 * parvovirose"") finds its item: by name, ignoring case and accents, over the library's summary.
 */
export function useCrossRefResolver(): CrossRefResolver | undefined {
  const { data } = useGlobalSummary();
  return useMemo(() => {
    if (!data) return undefined;
    // Built on the first lookup, not while the page renders: most texts name no other item, and
    // folding every name of the library was a long task of each content page's start (issue 18).
    let paths: Map<string, string> | undefined;
    return (name: string) => {
      paths ??= new Map(data.items.map((s) => [foldText(s.name), entryPath(s.kind, s.category, s.id)]));
      return paths.get(foldText(name));
    };
  }, [data]);
}
