import fp from 'fastify-plugin';

// Publication seam: the management area announces that published content changed, and whoever
// keeps copies of it (the content feature's HTTP cache) drops them at once. One instance only for
// now: another instance's cache still ends with its TTL (docs/decisions/management-profiles.md).

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
    app.decorate('contentEvents', {
      onChange(listener: Listener) {
        listeners.push(listener);
      },
      async changed() {
        for (const listener of listeners) await listener();
      },
    });
  },
  { name: 'content-events' },
);
