import { describe, expect, it, vi } from 'vitest';
import type { OperatorRefund } from '@kimoshdi/shared';
import { ApiError } from '../../lib/api-client';
import { approveInTurn, totalOf } from './bulk-approve';

// The api client's i18n reads the browser's cookie at load; only its ApiError is needed here.
vi.mock('../../lib/i18n', () => ({ default: { t: (key: string) => key, language: 'uz' } }));

const refund = (id: string, amount: string): OperatorRefund =>
  ({ id, amount, status: 'pending' }) as OperatorRefund;

const chosen = [refund('1', '100000'), refund('2', '250000'), refund('3', '50000'), refund('4', '1000')];

describe('approving chosen applications in turn', () => {
  it('approves each once, in order, reporting progress', async () => {
    const calls: string[] = [];
    const progress: string[] = [];
    const result = await approveInTurn(
      chosen,
      (id) => {
        calls.push(id);
        return Promise.resolve();
      },
      (current, count) => progress.push(`${current}/${count}`),
    );
    expect(calls).toEqual(['1', '2', '3', '4']);
    expect(progress).toEqual(['1/4', '2/4', '3/4', '4/4']);
    expect(result).toEqual({ approved: chosen, refused: [], left: [] });
  });

  it('notes an application decided first or refused, and goes on', async () => {
    const result = await approveInTurn(chosen, (id) => {
      if (id === '2') throw new ApiError('WRONG_STATE', 'Not now', 409, { status: 'rejected' });
      if (id === '3') throw new ApiError('NOT_FOUND', 'Gone', 404);
      return Promise.resolve();
    });
    expect(result.approved.map((r) => r.id)).toEqual(['1', '4']);
    expect(result.refused).toEqual([
      { refund: chosen[1], message: 'Not now', decidedAs: 'rejected' },
      { refund: chosen[2], message: 'Gone' },
    ]);
    expect(result.stop).toBeUndefined();
  });

  it.each([
    ['no answer', new ApiError('NETWORK', 'Offline', 0)],
    ['a lost session', new ApiError('UNAUTHORIZED', 'Sign in', 401)],
    ['a failing server', new ApiError('INTERNAL', 'Oops', 500)],
    ['an unexpected throw', new TypeError('boom')],
  ])('stops at %s, leaving that one and the rest to decide', async (_, failure) => {
    const calls: string[] = [];
    const result = await approveInTurn(chosen, (id) => {
      calls.push(id);
      if (id === '2') throw failure;
      return Promise.resolve();
    });
    expect(calls).toEqual(['1', '2']);
    expect(result.approved.map((r) => r.id)).toEqual(['1']);
    expect(result.stop?.refund.id).toBe('2');
    expect(result.left.map((r) => r.id)).toEqual(['2', '3', '4']);
  });

  it('sums the amounts in tiyin', () => {
    expect(totalOf(chosen)).toBe(401_000n);
    expect(totalOf([])).toBe(0n);
  });
});
