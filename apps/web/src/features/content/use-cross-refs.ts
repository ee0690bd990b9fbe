import { useMemo } from 'react';
import type { CrossRefResolver } from '../../components/sections/paragraph-parts';
import { useGlobalSummary } from './api/get-global-summary';
import { fold } from './list-entry';
import { entryOfSummary } from './list-scope';

/**
 * How a name written in content text ("Ver o tópico de tratamento "Suporte ao paciente com
 * parvovirose"") finds its item: by name, ignoring case and accents, over the library's summary.
 */
export function useCrossRefResolver(): CrossRefResolver | undefined {
  const { data } = useGlobalSummary();
  return useMemo(() => {
    if (!data) return undefined;
    const paths = new Map<string, string>();
    for (const s of data.items) paths.set(fold(s.name), entryOfSummary(s).path);
    return (name: string) => paths.get(fold(name));
  }, [data]);
}
