import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';

// PGlite on its own thread (pglite-remote.ts + pglite-worker.ts): the request thread stays free
// while a statement runs, and Drizzle's transactions and PostgreSQL's error codes come through.

let database: Database;
const rowsOf = (result: unknown) => (result as { rows: Record<string, number>[] }).rows;
beforeAll(async () => {
  database = await openDatabase({});
  await database.exec('create table t (id int primary key, v text)');
});
afterAll(() => database.close());

describe('PGlite on its own thread', () => {
  it('keeps the event loop free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await database.db.execute(sql`select pg_sleep(0.5)`);
    clearInterval(timer);
    // In the request thread the half second blocked every timer; now they keep firing.
    expect(ticks).toBeGreaterThan(10);
  });

  it('commits a transaction, rolls one back when it throws, and keeps others out meanwhile', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 'a')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2, 'b')`);
        throw new Error('desiste');
      }),
    ).rejects.toThrow('desiste');
    const order: string[] = [];
    await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3, 'c')`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push('tx');
      }),
      // Sent while the transaction is open: it sees only what was committed, after the commit.
      new Promise((resolve) => setTimeout(resolve, 10))
        .then(() => database.db.execute(sql`select count(*)::int as n from t`))
        .then((result) => order.push(`count ${rowsOf(result)[0]?.n}`)),
    ]);
    expect(order).toEqual(['tx', 'count 2']);
  });

  it('rolls back a nested transaction (a savepoint) alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (10, 'x')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t values (11, 'y')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    const result = await database.db.execute(sql`select id from t where id >= 10 order by id`);
    expect(rowsOf(result)).toEqual([{ id: 10 }]);
  });

  it('gives back the PostgreSQL error with its code', async () => {
    const error = await database.db.execute(sql`insert into t values (1, 'dup')`).catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
  });

  it('delivers NOTIFY to a listener and stops after unlisten', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen('canal', (payload) => heard.push(payload));
    await database.notify('canal', 'um');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await unlisten();
    await database.notify('canal', 'dois');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['um']);
  });
});
