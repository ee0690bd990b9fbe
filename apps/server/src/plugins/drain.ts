import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Stopping without dropping anyone (SIGTERM from an orchestrator, a rolling upgrade): readiness
// turns 503 first, so the balancer stops sending new requests here; after `delayMs` (the time the
// balancer needs to notice) the server stops accepting connections and waits for the requests in
// flight, then closes. Answers sent while draining carry `Connection: close`, so keep-alive clients
// open their next connection to another instance.

declare module 'fastify' {
  interface FastifyInstance {
    drain: {
      /** True from the moment the server was told to stop. */
      readonly draining: boolean;
      /** Readiness off, wait `delayMs`, then close (in-flight requests finish first). */
      stop(options: { delayMs: number }): Promise<void>;
    };
  }
}

export default fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let stopping: Promise<void> | null = null;
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
    app.decorate('drain', {
      get draining() {
        return draining;
      },
      stop({ delayMs }: { delayMs: number }) {
        draining = true;
        stopping ??= new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() => app.close());
        return stopping;
      },
    });
  },
  { name: 'drain' },
);
