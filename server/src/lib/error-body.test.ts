import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { isUnavailable, toAppError } from './error-body';

const logger = pino({ level: 'silent' });
const coded = (code: string) => Object.assign(new Error(code), { code });

describe('isUnavailable', () => {
  // The fault suite (tests/faults/postgres-faults.test.ts) met these while PostgreSQL was cut off:
  // a bidder must read "try again a little later", not a technical failure.
  it.each([
    ['a refused connection', coded('ECONNREFUSED')],
    ['a reset connection', coded('ECONNRESET')],
    ['a write to a closed socket', coded('EPIPE')],
    ['a terminated backend', coded('57P01')],
    ['a PostgreSQL starting up', coded('57P03')],
    ['a connection exception', coded('08006')],
    ['pg: a connection lost under a query', new Error('Connection terminated unexpectedly')],
    ['pg-pool: a connect that timed out', new Error('Connection terminated due to connection timeout')],
    [
      'pg: a client after its connection error',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['ioredis: retries used up', Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' })],
  ])('is true for %s', (_, error) => {
    expect(isUnavailable(error)).toBe(true);
    expect(toAppError(error, logger).code).toBe('SERVICE_UNAVAILABLE');
  });

  it.each([
    ['a unique violation', coded('23505')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    [
      'a message that only mentions a connection',
      new Error('the Connection terminated early, said the user'),
    ],
  ])('is false for %s', (_, error) => {
    expect(isUnavailable(error)).toBe(false);
    expect(toAppError(error, logger).code).toBe('INTERNAL');
  });

  it('leaves our own errors as they are', () => {
    expect(toAppError(new AppError('BID_TOO_LOW'), logger).code).toBe('BID_TOO_LOW');
  });
});
