import type { DatabaseSources } from './bundled-databases';

// Where the carried databases come from in the app: the lazy modules the build makes from the
// content files (apps/web/build/bundled-databases.ts), else the published JSON.

export const appDatabaseSources: DatabaseSources = {
  bundled: async (name) => {
    const m =
      name === 'foods'
        ? await import('virtual:vetor-database/foods')
        : name === 'oral-hygiene'
          ? await import('virtual:vetor-database/oral-hygiene')
          : await import('virtual:vetor-database/supplements');
    return m.default;
  },
  download: async (name) => {
    const res = await fetch(`/databases/${name}.json`);
    if (!res.ok) {
      void res.body?.cancel(); // unread, the request would stay open until collected
      throw new Error(`/databases/${name}.json: ${res.status}`);
    }
    return (await res.json()) as Awaited<ReturnType<DatabaseSources['download']>>;
  },
};
