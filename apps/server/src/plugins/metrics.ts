import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { cacheLookups } from '../lib/cache-stats.js';
import { fromThisMachine } from '../lib/this-machine-only.js';
import { errorBody } from './errors.js';

// Prometheus metrics at GET /metrics (outside /api and the OpenAPI document): requests by route
// (rate, latency histogram, errors), the database pool, the answer caches' hits and misses, and the
// process's own (memory, event-loop delay, CPU). Not public: a direct connection from this machine,
// or `Authorization: Bearer <METRICS_TOKEN>` from a scraper elsewhere; anyone else gets the
// unknown-route answer. One registry per app, so tests that build several apps do not collide.

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async (app: FastifyInstance, options: { token: string | undefined }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'vetor_' });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const duration = new Histogram({
      name: 'vetor_http_request_duration_seconds',
      help: 'Tempo de resposta por rota (o _count dá a taxa de requisições)',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'vetor_http_request_errors_total',
      help: 'Respostas 5xx por rota',
      labelNames,
      registers: [registry],
    });
    const stats = app.database.poolStats?.bind(app.database);
    new Gauge({
      name: 'vetor_db_pool_connections',
      help: 'Conexões do pool do PostgreSQL por estado (total, idle, waiting = pedidos à espera)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const now = stats?.();
        if (!now) return;
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
    new Gauge({
      name: 'vetor_db_pool_max',
      help: 'Tamanho máximo do pool do PostgreSQL',
      registers: [registry],
      collect() {
        const now = stats?.();
        if (now) this.set(now.max);
      },
    });
    new Counter({
      name: 'vetor_cache_lookups_total',
      help: 'Consultas aos caches de respostas, por cache e resultado (hit ou miss)',
      labelNames: ['cache', 'result'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, { hits, misses }] of cacheLookups()) {
          this.inc({ cache, result: 'hit' }, hits);
          this.inc({ cache, result: 'miss' }, misses);
        }
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw URL: ids in paths would make a series per patient.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc(labels);
    });

    const allowed = (request: FastifyRequest) => {
      if (fromThisMachine(request)) return true;
      const header = request.headers.authorization;
      return Boolean(options.token && header?.startsWith('Bearer ') && sameSecret(header.slice(7), options.token));
    };
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request)) return reply.code(404).send(errorBody('ROUTE_NOT_FOUND'));
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
