import fc from 'fast-check';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../../server/src/db/database';
import { AppError } from '../../server/src/lib/app-error';
import {
  approveRefund,
  blockDeposit,
  forfeitDeposit,
  forfeitDepositToSeller,
  payWonLot,
  rejectRefund,
  releaseDeposit,
  requestRefund,
  reverseTopUp,
  topUp,
  type Movement,
} from '../../server/src/modules/ledger/ledger.service';
import { balancesOf, createUser, expectLedgerConsistent } from '../support/ledger';

/**
 * Random sequences of every movement over three users, against the real PostgreSQL: after each
 * sequence the ledger's invariants hold over the whole database, and each user's balances equal a
 * plain model that applies the same operations by the rules (refusals change nothing).
 */
let db: Database;
beforeAll(() => {
  db = createDatabase(inject('databaseUrl'), 4);
});
afterAll(() => db.destroy());

const USERS = 3;

type Op =
  | { type: 'topUp'; user: number; amount: bigint }
  | { type: 'reverse'; pick: number }
  | { type: 'block'; user: number; amount: bigint }
  | { type: 'release' | 'forfeit'; pick: number }
  | { type: 'request'; user: number; amount: bigint }
  | { type: 'approve' | 'reject'; pick: number }
  | { type: 'repeat'; pick: number }
  /** A won lot paid: the deposit counted plus `rest` from available, all to the seller. */
  | { type: 'pay'; pick: number; rest: bigint; seller: number }
  /** A won lot refused or unpaid: the deposit to the seller. */
  | { type: 'forfeitToSeller'; pick: number; seller: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const amount = fc.bigInt({ min: 1n, max: 50_000n });
const pick = fc.nat({ max: 1000 });
// Deposits and their ends (released, forfeited, paid) weigh more: they are what a won lot moves.
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('topUp' as const), user, amount }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('reverse' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('block' as const), user, amount }), weight: 4 },
  {
    arbitrary: fc.record({ type: fc.constantFrom('release' as const, 'forfeit' as const), pick }),
    weight: 1,
  },
  { arbitrary: fc.record({ type: fc.constant('request' as const), user, amount }), weight: 1 },
  {
    arbitrary: fc.record({ type: fc.constantFrom('approve' as const, 'reject' as const), pick }),
    weight: 1,
  },
  { arbitrary: fc.record({ type: fc.constant('repeat' as const), pick }), weight: 1 },
  // seller: another user (its index offset from the payer's), or USERS - 1 for the platform (state).
  {
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      pick,
      rest: fc.bigInt({ min: 0n, max: 50_000n }),
      seller: fc.integer({ min: 1, max: USERS - 1 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('forfeitToSeller' as const),
      pick,
      seller: fc.integer({ min: 1, max: USERS - 1 }),
    }),
    weight: 3,
  },
);

interface Made {
  key: string;
  kind: 'top_up' | 'deposit_block' | 'refund_request';
  user: number;
  amount: bigint;
  settled: boolean;
}

let run = 0;
/** How many won-lot movements the runs made: the property must have exercised them. */
const sellerMoves = { pay: 0, forfeitToSeller: 0 };

it('random movements (top-ups, deposits, won lots paid and forfeited to sellers, refunds) keep the ledger balanced and equal to the model', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
      run += 1;
      const users = await Promise.all(Array.from({ length: USERS }, () => createUser(db)));
      const model = users.map(() => ({ available: 0n, blocked: 0n }));
      const made: Made[] = [];
      // Every user starts with some money, so deposits, and the won lots paid from them, happen often.
      for (const [index, userId] of users.entries()) {
        const key = `prop:${run}:start:${index}`;
        await topUp(db, { userId, amount: 60_000n, businessKey: key });
        model[index]!.available += 60_000n;
        made.push({ key, kind: 'top_up', user: index, amount: 60_000n, settled: false });
      }
      const allowed = new Set(['INSUFFICIENT_FUNDS']);

      const attempt = async (work: () => Promise<Movement>): Promise<Movement | undefined> => {
        try {
          return await work();
        } catch (error) {
          if (error instanceof AppError && allowed.has(error.code)) return undefined;
          throw error;
        }
      };
      const open = (kind: Made['kind'], index: number) => {
        const candidates = made.filter((m) => m.kind === kind);
        return candidates.length ? candidates[index % candidates.length] : undefined;
      };

      for (const [step, operation] of ops.entries()) {
        const key = `prop:${run}:${step}`;
        switch (operation.type) {
          case 'topUp': {
            const userId = users[operation.user] as string;
            await topUp(db, { userId, amount: operation.amount, businessKey: key });
            model[operation.user]!.available += operation.amount;
            made.push({
              key,
              kind: 'top_up',
              user: operation.user,
              amount: operation.amount,
              settled: false,
            });
            break;
          }
          case 'block':
          case 'request': {
            const userId = users[operation.user] as string;
            const account = model[operation.user]!;
            const hold = operation.type === 'block' ? blockDeposit : requestRefund;
            const done = await attempt(() =>
              hold(db, { userId, amount: operation.amount, businessKey: key }),
            );
            expect(Boolean(done)).toBe(account.available >= operation.amount);
            if (done) {
              account.available -= operation.amount;
              account.blocked += operation.amount;
              const kind = operation.type === 'block' ? 'deposit_block' : 'refund_request';
              made.push({ key, kind, user: operation.user, amount: operation.amount, settled: false });
            }
            break;
          }
          case 'reverse': {
            const target = open('top_up', operation.pick);
            if (!target) break;
            const account = model[target.user]!;
            const settle = () =>
              reverseTopUp(db, { userId: users[target.user] as string, topUpKey: target.key });
            if (target.settled) {
              expect((await settle()).repeated).toBe(true);
              break;
            }
            const done = await attempt(settle);
            expect(Boolean(done)).toBe(account.available >= target.amount);
            if (done) {
              account.available -= target.amount;
              target.settled = true;
            }
            break;
          }
          case 'release':
          case 'forfeit':
          case 'approve':
          case 'reject': {
            const isDeposit = operation.type === 'release' || operation.type === 'forfeit';
            const target = open(isDeposit ? 'deposit_block' : 'refund_request', operation.pick);
            if (!target) break;
            const userId = users[target.user] as string;
            const account = model[target.user]!;
            const settle = {
              release: () => releaseDeposit(db, { userId, blockKey: target.key }),
              forfeit: () => forfeitDeposit(db, { userId, blockKey: target.key }),
              approve: () => approveRefund(db, { userId, requestKey: target.key }),
              reject: () => rejectRefund(db, { userId, requestKey: target.key }),
            }[operation.type];
            if (target.settled) {
              // Settled before, by this or the other decision: a repeat answers, the other refuses.
              const outcome = await settle().then(
                (movement) => movement.repeated,
                (error: unknown) => (error instanceof AppError ? error.code : error),
              );
              expect([true, 'WRONG_STATE']).toContain(outcome);
              break;
            }
            await settle();
            target.settled = true;
            account.blocked -= target.amount;
            if (operation.type === 'release' || operation.type === 'reject')
              account.available += target.amount;
            break;
          }
          case 'pay':
          case 'forfeitToSeller': {
            const target = open('deposit_block', operation.pick);
            if (!target) break;
            const userId = users[target.user] as string;
            const account = model[target.user]!;
            // The seller: a user other than the payer, or (the last choice) the state's platform account.
            const sellerIndex = (target.user + operation.seller) % USERS;
            const toPlatform = operation.seller === USERS - 1;
            const seller = toPlatform
              ? ({ kind: 'platform' } as const)
              : ({ kind: 'user', userId: users[sellerIndex] as string } as const);
            const key = `${target.key}:${operation.type}`;
            const settle =
              operation.type === 'pay'
                ? () =>
                    payWonLot(db, {
                      userId,
                      businessKey: key,
                      seller,
                      amount: target.amount + operation.rest,
                      depositCounted: target.amount,
                      depositBlockKey: target.key,
                    })
                : () => forfeitDepositToSeller(db, { userId, blockKey: target.key, seller });
            if (target.settled) {
              // The block was settled before (released, forfeited, paid): refused, or the same
              // movement answered again; nothing moves either way (the balances are checked below).
              const outcome = await settle().then(
                (movement) => (movement.repeated ? 'REPEATED' : 'MOVED'),
                (error: unknown) => (error instanceof AppError ? error.code : error),
              );
              expect(['WRONG_STATE', 'NOT_FOUND', 'REPEATED']).toContain(outcome);
              break;
            }
            const rest = operation.type === 'pay' ? operation.rest : 0n;
            const done = await attempt(settle);
            expect(Boolean(done)).toBe(account.available >= rest);
            if (!done) break;
            target.settled = true;
            sellerMoves[operation.type] += 1;
            account.blocked -= target.amount;
            account.available -= rest;
            if (!toPlatform) model[sellerIndex]!.available += target.amount + rest;
            break;
          }
          case 'repeat': {
            // Any earlier movement again: same answer, nothing moves.
            const target = made.length ? made[operation.pick % made.length] : undefined;
            if (!target) break;
            const userId = users[target.user] as string;
            const again = {
              top_up: topUp,
              deposit_block: blockDeposit,
              refund_request: requestRefund,
            }[target.kind];
            expect(
              (await again(db, { userId, amount: target.amount, businessKey: target.key })).repeated,
            ).toBe(true);
            break;
          }
        }
      }

      for (const [index, userId] of users.entries()) {
        expect(await balancesOf(db, userId)).toEqual(model[index]);
      }
      await expectLedgerConsistent(db);
    }),
    {
      numRuns: 30,
      // One run always takes a won lot's two roads (random runs mostly do too, but not surely: a
      // short array may hold no deposit for them to settle), so the counts below never rest on luck.
      examples: [
        [
          [
            { type: 'block', user: 0, amount: 10_000n },
            { type: 'pay', pick: 0, rest: 5_000n, seller: 1 },
            { type: 'block', user: 1, amount: 7_000n },
            { type: 'forfeitToSeller', pick: 1, seller: USERS - 1 },
          ],
        ],
      ],
    },
  );
  expect(sellerMoves.pay).toBeGreaterThan(0);
  expect(sellerMoves.forfeitToSeller).toBeGreaterThan(0);
});
