import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PREMIUM_USER } from '../features/accounts/accounts.seed.js';
import { users } from '../features/accounts/accounts.table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seed } from './seed.js';

// The test database is seeded by the same explicit list as `npm start` (db/seed.ts), whatever
// modules a test happens to import.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  it('has the demo PRO account in the test database, and it can sign in', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO_PREMIUM_USER.email));
    expect(row?.entitlements).toContain('va_pro');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login/emails/${DEMO_PREMIUM_USER.email}/passwords`,
      headers: { 'x-password': DEMO_PREMIUM_USER.password },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is idempotent: running it again adds nothing', async () => {
    const before = await t.database.db.$count(users);
    await seed(t.database, { info: () => {}, warn: () => {} });
    expect(await t.database.db.$count(users)).toBe(before);
  });
});
