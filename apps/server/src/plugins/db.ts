import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the already-open database; who opened it (server.ts or a test) closes it. */
export default fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'db' },
);
