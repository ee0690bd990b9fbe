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
    app.decorate('searchIndex', new PgSearchIndex(app.db));
  },
  { name: 'search-index', dependencies: ['db'] },
);
