import type { BidAnswer } from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createAuctionCommands, type BidGate } from './auction.commands';
import type { BidRate } from './engine/bid-rate';
import type { AuctionEngine, BidInput } from './engine/engine.types';

/** The price the fake engine knows: a bid below it is refused from memory. */
const KNOWN_PRICE = 1_100_000_000n;
const answer = { duplicate: false } as BidAnswer;

function setup(gate: BidGate['check']) {
  const placed: BidInput[] = [];
  /** Whether each bid reached the engine already checked by refuseAtOnce. */
  const checks: boolean[] = [];
  const engine = {
    refuseAtOnce: (bid: BidInput) =>
      bid.amount < KNOWN_PRICE
        ? new AppError('BID_TOO_LOW', { lot_id: bid.lotId, suggested: String(KNOWN_PRICE) })
        : undefined,
    placeBid: (bid: BidInput, checked?: boolean) => {
      placed.push(bid);
      checks.push(checked ?? false);
      return Promise.resolve(answer);
    },
  } as unknown as AuctionEngine;
  const commands = createAuctionCommands(engine, {} as BidRate, [{ check: gate }], 50);
  return { commands, placed, checks };
}

const body = (amount: string) => ({ lot_id: 7, amount, request_id: 'req-00000001' });
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AppError).code;
  }
  return 'no throw';
};

describe('placeBid', () => {
  // The socket answers these in the same turn, without a promise (lib/socket.ts acked).
  it.each([
    ['garbage', () => undefined, { lot_id: 'x' }, 'VALIDATION'],
    [
      'a barred user already known',
      () => {
        throw new AppError('USER_BARRED');
      },
      body('12 000 000'),
      'USER_BARRED',
    ],
    ['a bid below the price the process knows', () => undefined, body('10 600 000'), 'BID_TOO_LOW'],
  ])('refuses %s at once, by a throw, placing nothing', (_, gate, input, expected) => {
    const { commands, placed } = setup(gate);
    expect(code(() => commands.placeBid({ id: '1' }, input))).toBe(expected);
    expect(placed).toEqual([]);
  });

  it('places a bid the process cannot refuse, with the per-lot rate, checked once', async () => {
    const { commands, placed, checks } = setup(() => undefined);
    await expect(commands.placeBid({ id: '1' }, body('11 000 000'))).resolves.toBe(answer);
    expect(placed).toEqual([
      { lotId: 7, userId: '1', amount: KNOWN_PRICE, requestId: 'req-00000001', ratePerSecond: 50 },
    ]);
    // The engine is told the memory was asked: it does not ask it again.
    expect(checks).toEqual([true]);
  });

  it('waits for a gate still reading the user, then lets the engine decide', async () => {
    let opened: () => void = () => undefined;
    const { commands, placed, checks } = setup(() => new Promise<void>((resolve) => (opened = resolve)));
    const pending = commands.placeBid({ id: '1' }, body('10 600 000'));
    expect(placed).toEqual([]);
    opened();
    await expect(pending).resolves.toBe(answer);
    expect(placed).toHaveLength(1);
    // The price may have moved while the gate read: the engine asks its memory itself.
    expect(checks).toEqual([false]);
  });

  it('refuses through the promise when a gate read late bars the user', async () => {
    const { commands, placed } = setup(() => Promise.reject(new AppError('USER_BARRED')));
    await expect(commands.placeBid({ id: '1' }, body('12 000 000'))).rejects.toMatchObject({
      code: 'USER_BARRED',
    });
    expect(placed).toEqual([]);
  });
});
