import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, loggableError } from './db-errors.js';

// The shape node-postgres and PGlite give a failed statement: values quoted in message and detail.
const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_cpf_idx"'), {
  code: '23505',
  constraint: 'users_cpf_idx',
  table: 'users',
  detail: 'Key (cpf)=(52998224725) already exists.',
});

describe('database errors', () => {
  it('logs a failed query as its SQL and the driver codes, never the parameters or the detail', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const wrapped = new DrizzleQueryError(
      'update "users" set "cpf" = $1, "password_hash" = $2',
      ['52998224725', hash],
      driverError,
    );
    const logged = JSON.stringify(loggableError(wrapped));
    expect(logged).not.toContain('52998224725');
    expect(logged).not.toContain('argon2');
    expect(JSON.parse(logged)).toEqual({
      type: 'DatabaseQueryError',
      query: 'update "users" set "cpf" = $1, "password_hash" = $2',
      code: '23505',
      constraint: 'users_cpf_idx',
      table: 'users',
    });
  });

  it('leaves any other error as it is', () => {
    const plain = new TypeError('x is not a function');
    expect(loggableError(plain)).toBe(plain);
  });

  it('names a unique violation through the wrapper, by index when asked', () => {
    const wrapped = new DrizzleQueryError('insert', [], driverError);
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_cpf_idx')).toBe(true);
    expect(isUniqueViolation(wrapped, 'editors_user_unique')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
