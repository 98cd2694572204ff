import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { errorBodyOf, isUnavailable, toAppError } from './error-body';
import { translate } from './i18n';

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

describe('errorBodyOf', () => {
  it('gives each language and each set of parameters its own message, again and again', () => {
    const low = (suggested: string) => new AppError('BID_TOO_LOW', { lot_id: 1 }, { suggested });
    for (let round = 0; round < 2; round += 1) {
      for (const lang of ['en', 'ru'] as const) {
        for (const suggested of ['1 000 UZS', '2 000 UZS']) {
          const body = errorBodyOf(low(suggested), lang);
          expect(body.ERROR.message).toBe(translate(lang, 'BID_TOO_LOW', { suggested }));
          expect(body.ERROR.message).toContain(suggested);
          expect(body.ERROR.data).toEqual({ lot_id: 1 });
        }
      }
    }
    expect(errorBodyOf(new AppError('BID_TOO_LOW'), 'en').ERROR.message).toBe(translate('en', 'BID_TOO_LOW'));
  });

  it('makes the body of one refusal once per language (the engine throws one per lot and price)', () => {
    const refusal = new AppError('BID_TOO_LOW', { lot_id: 1, suggested: '110' }, { suggested: '1.10 UZS' });
    const uz = errorBodyOf(refusal, 'uz');
    const ru = errorBodyOf(refusal, 'ru');
    expect(errorBodyOf(refusal, 'uz')).toBe(uz);
    expect(errorBodyOf(refusal, 'ru')).toBe(ru);
    expect(uz.ERROR.message).toBe(translate('uz', 'BID_TOO_LOW', { suggested: '1.10 UZS' }));
    expect(ru.ERROR.message).toBe(translate('ru', 'BID_TOO_LOW', { suggested: '1.10 UZS' }));
    expect(uz.ERROR.message).not.toBe(ru.ERROR.message);
  });
});
