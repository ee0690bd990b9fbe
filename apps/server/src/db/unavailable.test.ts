import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a terminated backend, a restart and a lost socket, also inside Drizzle and Aggregate errors', () => {
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: pgError('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves query mistakes and bugs alone: those are 500s', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
