import fp from 'fastify-plugin';

// Publication seam: the management area announces that published content changed, and whoever
// keeps copies of it (the content feature's HTTP cache) drops them at once, on this instance and,
// through the broadcast plugin (PostgreSQL LISTEN/NOTIFY or Redis pub/sub), on every other one.

type Listener = () => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    contentEvents: {
      onChange(listener: Listener): void;
      /** Called after a publish or a disable has been committed. */
      changed(): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    const listeners: Listener[] = [];
    app.broadcast.subscribe('content', async () => {
      for (const listener of listeners) await listener();
    });
    app.decorate('contentEvents', {
      onChange(listener: Listener) {
        listeners.push(listener);
      },
      changed: () => app.broadcast.publish('content'),
    });
  },
  { name: 'content-events', dependencies: ['broadcast'] },
);
