import fp from 'fastify-plugin';
import { PgSearchIndex } from '../lib/search-index/pg-search-index.js';
import type { SearchIndex } from '../lib/search-index/search-index.js';

// The one search index of the app (docs/architecture.md, "Seams"): features search through app.searchIndex and
// the management area rebuilds a source with reindexSearch(app.db, app.searchIndex, name).

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchIndex;
  }
}

export default fp(
  async (app) => {
    const index = new PgSearchIndex(app.db);
    app.decorate('searchIndex', index);
    // A publish on another instance rewrote the shared index under this one's in-memory word list.
    app.contentEvents.onChange(() => index.changedElsewhere());
  },
  { name: 'search-index', dependencies: ['db', 'content-events'] },
);
