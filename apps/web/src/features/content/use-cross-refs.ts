import { foldText } from '@vetor/domain/platform/fold-text';
import { useDeferredValue, useMemo } from 'react';
import type { CrossRefResolver } from '../../components/sections/paragraph-parts';
import { useGlobalSummary } from './api/get-global-summary';
import { entryPath } from './list-scope';

/**
 * How a name written in content text ("Ver o tópico de tratamento "Suporte ao paciente com
 * parvovirose"") finds its item: by name, ignoring case and accents, over the library's summary.
 * Deferred: the summary arrives after the page's own answer as a store update, which React renders
 * in one blocking task; the new resolver redraws every paragraph, so that redraw waits for a
 * non-blocking render instead (a 20 ms task on the drug page's start, 80 ms on a phone).
 */
export function useCrossRefResolver(): CrossRefResolver | undefined {
  const data = useDeferredValue(useGlobalSummary().data);
  return useMemo(() => {
    if (!data) return undefined;
    // Built on the first lookup, not while the page renders: most texts name no other item, and
    // folding every name of the library was a long task of each content page's start.
    let paths: Map<string, string> | undefined;
    return (name: string) => {
      paths ??= new Map(data.items.map((s) => [foldText(s.name), entryPath(s.kind, s.category, s.id)]));
      return paths.get(foldText(name));
    };
  }, [data]);
}
