// The personal-data clean-up registry (LGPD): each feature registers how to erase or anonymise
// what it keeps about a user, and the account-deletion job runs every registered step inside the
// transaction that anonymises the account. A feature that stores personal data registers here
// when its routes load, so deletion never forgets a table.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';

/** Erases (or anonymises) one user's data; `tx` is the deletion job's transaction. */
export type PersonalDataCleaner = (tx: Db, uid: string) => Promise<void>;

export interface PersonalData {
  /** Adds a clean-up step; names are unique (a feature slug, or `slug:what`). */
  register(name: string, cleaner: PersonalDataCleaner): void;
  /** Runs every registered step for one user, in registration order. */
  erase(tx: Db, uid: string): Promise<void>;
  /** The registered names, in order (for tests and logs). */
  names(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    personalData: PersonalData;
  }
}

export function createPersonalData(): PersonalData {
  const steps = new Map<string, PersonalDataCleaner>();
  return {
    register(name, cleaner) {
      if (steps.has(name)) throw new Error(`personal-data clean-up "${name}" is already registered`);
      steps.set(name, cleaner);
    },
    async erase(tx, uid) {
      for (const cleaner of steps.values()) await cleaner(tx, uid);
    },
    names: () => [...steps.keys()],
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('personalData', createPersonalData());
  },
  { name: 'personal-data' },
);
