import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Messages between the server instances that share one database (docs/architecture.md, "Real parts": stateless instances
// behind a load balancer). A publish runs this instance's subscribers, then reaches every other
// instance: through Redis pub/sub when REDIS_URL is set, otherwise PostgreSQL LISTEN/NOTIFY on the
// database they share (on PGlite, one process, the same calls reach the instances of that process).
// docs/decisions/cluster-operations.md says what each broadcast drops on the other instances.

export type BroadcastTopic = 'content' | 'account';
type Subscriber = (data: string) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    broadcast: {
      /** 'redis' or 'database': how messages leave this instance. */
      readonly transport: 'redis' | 'database';
      subscribe(topic: BroadcastTopic, subscriber: Subscriber): void;
      /** Runs this instance's subscribers, then sends to the other instances. */
      publish(topic: BroadcastTopic, data?: string): Promise<void>;
      /** Throws when the way to the other instances is down (readiness; Redis only, the database has its own check). */
      ping(): Promise<void>;
      /** Resolves with the data of the next message of `topic` another instance sends (tests). */
      next(topic: BroadcastTopic): Promise<string>;
    };
  }
}

/** A NOTIFY payload may not exceed 8000 bytes; ours are a topic and an id. */
const CHANNEL = 'vetor_events';

interface Envelope {
  from: string;
  topic: BroadcastTopic;
  data: string;
}

export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
    const instance = randomUUID();
    const subscribers = new Map<BroadcastTopic, Subscriber[]>();
    const waiting = new Map<BroadcastTopic, ((data: string) => void)[]>();

    async function deliver(topic: BroadcastTopic, data: string) {
      for (const subscriber of subscribers.get(topic) ?? []) await subscriber(data);
    }

    function received(raw: string) {
      let message: Envelope;
      try {
        message = JSON.parse(raw) as Envelope;
      } catch {
        return;
      }
      if (message.from === instance) return;
      deliver(message.topic, message.data)
        .catch((err) => app.log.error({ err, topic: message.topic }, 'broadcast subscriber failed'))
        .finally(() => {
          const resolvers = waiting.get(message.topic) ?? [];
          waiting.delete(message.topic);
          for (const resolve of resolvers) resolve(message.data);
        });
    }

    /** Messages lost while the connection was down: every topic is treated as changed. */
    function gap() {
      app.log.warn('broadcast connection came back; dropping what this instance remembers');
      for (const topic of subscribers.keys())
        deliver(topic, '*').catch((err) => app.log.error({ err, topic }, 'broadcast subscriber failed'));
    }

    let send: (payload: string) => Promise<void>;
    let stop: () => Promise<void>;
    let ping = async () => {};
    if (options.redisUrl) {
      // Loaded only with REDIS_URL: most starts never need ioredis's modules.
      const { Redis } = await import('ioredis');
      const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
      const listener = new Redis(options.redisUrl);
      let subscribedOnce = false;
      listener.on('message', (_channel: string, payload: string) => received(payload));
      listener.on('ready', () => {
        if (subscribedOnce) gap();
        subscribedOnce = true;
      });
      listener.on('error', (err) => app.log.warn({ err }, 'broadcast redis connection error'));
      await listener.subscribe(CHANNEL);
      send = async (payload) => {
        await publisher.publish(CHANNEL, payload);
      };
      ping = async () => {
        await publisher.ping();
      };
      stop = async () => {
        listener.disconnect();
        publisher.disconnect();
      };
    } else {
      const database = app.database;
      stop = await database.listen(CHANNEL, received, gap);
      send = (payload) => database.notify(CHANNEL, payload);
    }
    app.addHook('onClose', async () => stop());

    app.decorate('broadcast', {
      transport: options.redisUrl ? ('redis' as const) : ('database' as const),
      subscribe(topic: BroadcastTopic, subscriber: Subscriber) {
        subscribers.set(topic, [...(subscribers.get(topic) ?? []), subscriber]);
      },
      async publish(topic: BroadcastTopic, data = '') {
        await deliver(topic, data);
        const envelope: Envelope = { from: instance, topic, data };
        // The change is already committed and done here; another instance missing it keeps its copy
        // only until its cache TTL, so a failed send is logged, not answered as an error.
        await send(JSON.stringify(envelope)).catch((err) =>
          app.log.error({ err, topic }, 'broadcast to other instances failed'),
        );
      },
      ping: () => ping(),
      next(topic: BroadcastTopic) {
        return new Promise<string>((resolve) => {
          waiting.set(topic, [...(waiting.get(topic) ?? []), resolve]);
        });
      },
    });
  },
  { name: 'broadcast', dependencies: ['db'] },
);
