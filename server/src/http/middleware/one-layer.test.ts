import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { oneLayer } from './one-layer';

function run(handler: RequestHandler): Promise<{ calls: string[]; error: unknown }> {
  const calls: string[] = [];
  return new Promise((resolve) => {
    const req = { calls } as unknown as Request;
    handler(req, {} as Response, ((error?: unknown) => resolve({ calls, error })) as NextFunction);
  });
}

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    (req as unknown as { calls: string[] }).calls.push(name);
    next();
  };

describe('oneLayer', () => {
  it('runs each function in order, then goes on', async () => {
    const result = await run(oneLayer(mark('a'), mark('b'), mark('c')));
    expect(result).toEqual({ calls: ['a', 'b', 'c'], error: undefined });
  });

  it('skips the rest after an error passed on, thrown or rejected, as a router does', async () => {
    const failure = new Error('no');
    const cases: RequestHandler[] = [
      (_req, _res, next) => next(failure),
      () => {
        throw failure;
      },
      async () => {
        await Promise.resolve();
        throw failure;
      },
    ];
    for (const failing of cases) {
      const result = await run(oneLayer(mark('a'), failing, mark('c')));
      expect(result).toEqual({ calls: ['a'], error: failure });
    }
  });

  it('waits for a function that calls next later', async () => {
    const later: RequestHandler = (_req, _res, next) => void setTimeout(next, 1);
    const result = await run(oneLayer(later, mark('b')));
    expect(result).toEqual({ calls: ['b'], error: undefined });
  });
});
