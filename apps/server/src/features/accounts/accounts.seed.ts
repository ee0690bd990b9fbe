import { eq } from 'drizzle-orm';
import type { SeedStep } from '../../db/seed-step.js';
import { hashPassword } from './accounts.passwords.js';
import { users } from './accounts.table.js';

/** A PRO demo account (README, Accounts); its PRO comes from a seeded sandbox subscription (subscriptions). */
export const DEMO_PREMIUM_USER = { email: 'demo.pro@vetor.app', password: 'vetor2026' } as const;

export const seedAccounts: SeedStep = async (database, log) => {
  const { db } = database;
  const [existing] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, DEMO_PREMIUM_USER.email));
  if (existing) return;
  await db.insert(users).values({
    email: DEMO_PREMIUM_USER.email,
    passwordHash: await hashPassword(DEMO_PREMIUM_USER.password),
    providers: ['email', 'password'],
    providerId: 'password',
    displayName: 'Demonstração Vetor',
    displayNamePrefix: 'Dra.',
    birthday: '1988-05-20',
    nationality: 0,
    // A CPF no test registers again: one CPF, one account.
    cpf: '24681357928',
    crmvNumber: '12345',
    crmvState: 'SP',
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
    },
    questions: {
      veterinaryStatus: 1,
      ocupation: null,
      interests: [1, 13, 27],
      college: 'USP – Universidade de São Paulo, FMVZ (SP)',
      courseCompletion: 2012,
      academicDegrees: [2],
    },
    store: 'website',
  });
  log.info({ email: DEMO_PREMIUM_USER.email }, 'conta PRO de demonstração criada');
};
