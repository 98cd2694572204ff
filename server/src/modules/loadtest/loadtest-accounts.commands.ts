/**
 * Makes N bidders and M watchers ready for a lot: load-test accounts inserted in batches; each
 * bidder with the offer consented (a seeded consent, as the benchmarks' and the demo's bidders),
 * a balance topped up through the ledger and an application with its deposit blocked (the
 * application module's seatApplicant, under the lot's lock, as the demo seats its bidders); every
 * account a session as the sign-in callback starts one. Each call adds new accounts.
 */
import { randomBytes } from 'node:crypto';
import { auctionMechanism, LOT_STATUS } from '@kimoshdi/shared';
import { isStartable } from '@kimoshdi/shared/domain/lot/lot-status';
import { AppError } from '../../lib/app-error';
import { lockLot, seatApplicant } from '../application';
import { lifecycleContext, reconcileLot, startAuction } from '../auction';
import { seedConsents } from '../consent';
import { inTransaction, topUp } from '../ledger';
import type { LoadtestContext } from './loadtest.context';
import { findLotForAccounts, insertLoadtestUsers } from './loadtest.repository';
import type { LoadtestAccount, LoadtestAccountsInput } from './loadtest.schemas';

/** Bidders seated per transaction: the lot's lock is held for one batch, so a start waits little. */
const SEAT_BATCH = 100;
const FIRST_BATCH = 10;
/** Sessions started at once (each one insert). */
const SESSION_LANES = 8;
/** Top-ups at once (each its own ledger transaction, on the bidder's own accounts). */
const TOP_UP_LANES = 4;
const LIVE = new Set<number>([LOT_STATUS.LIVE, LOT_STATUS.PAUSED]);
/** Bidders may be seated before the start and while the lot is live. */
const seatable = (status: number) => isStartable(status) || LIVE.has(status);

function badBalance(required: bigint): AppError {
  return new AppError('VALIDATION', {
    fields: [
      {
        path: 'balance',
        code: 'too_small',
        message: `below the lot's deposit (${(required + 99n) / 100n} so'm)`,
      },
    ],
  });
}

/** Runs `work` on every item, `lanes` at a time. */
async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  async function lane(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

export async function addLoadtestAccounts(
  ctx: LoadtestContext,
  input: LoadtestAccountsInput,
): Promise<{ lot_id: number; accounts: LoadtestAccount[] }> {
  const { db } = ctx;
  const lot = await findLotForAccounts(db, input.lot_id);
  if (!lot) throw new AppError('NOT_FOUND', { lot_id: input.lot_id });
  if (lot.trade_type !== auctionMechanism.tradeType) throw new AppError('NOT_AN_AUCTION');
  if (input.bidders > 0 && !seatable(lot.lot_status)) {
    throw new AppError('WRONG_STATE', { lot_id: lot.id, lot_status: lot.lot_status });
  }
  const deposit = BigInt(lot.deposit_amount);
  const balance =
    input.balance !== undefined ? BigInt(input.balance) * 100n : deposit > 0n ? deposit * 2n : 100_000_000n;
  if (balance < deposit) throw badBalance(deposit);

  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const ids = await insertLoadtestUsers(db, [
    ...Array.from({ length: input.bidders }, (_, i) => ({
      userName: `loadtest-${run}-b${i + 1}`,
      fullName: `Load test bidder ${i + 1}`,
    })),
    ...Array.from({ length: input.watchers }, (_, i) => ({
      userName: `loadtest-${run}-w${i + 1}`,
      fullName: `Load test watcher ${i + 1}`,
    })),
  ]);
  const bidderIds = ids.slice(0, input.bidders);

  // Sessions (any number of inserts, each user its own) go on while the bidders are seated.
  const tokens = new Array<string>(ids.length);
  const sessions = inLanes(ids, SESSION_LANES, async (userId, index) => {
    tokens[index] = (await ctx.sessions.start(userId, { userAgent: 'kimoshdi-loadtest' })).token;
  });
  const [buyerNumbers] = await Promise.all([seatBidders(ctx, lot.id, bidderIds, balance), sessions]);
  return {
    lot_id: lot.id,
    accounts: ids.map((id, index) => {
      const number = buyerNumbers.get(id);
      return {
        role: index < input.bidders ? 'bidder' : 'watcher',
        user_id: Number(id),
        buyer_number: number === undefined ? null : String(number),
        session: tokens[index] as string,
      };
    }),
  };
}

/**
 * Each bidder: the offer consented, the balance topped up (each its own ledger transaction, several
 * at once), then the application with the deposit blocked, a batch per transaction under the lot's
 * lock (which gives buyer numbers without gaps). Bidders go first: a lot starting meanwhile needs
 * two of them seated, or it is not held.
 */
async function seatBidders(
  ctx: LoadtestContext,
  lotId: number,
  bidderIds: readonly string[],
  balance: bigint,
): Promise<Map<string, number>> {
  const { db } = ctx;
  const buyerNumbers = new Map<string, number>();
  if (bidderIds.length === 0) return buyerNumbers;
  await seedConsents(db, bidderIds);
  // Business keys carry the new user's id: a repeat of the same movement moves nothing.
  const fund = (batch: readonly string[]) =>
    inLanes(batch, TOP_UP_LANES, async (userId) => {
      await topUp(db, {
        userId,
        amount: balance,
        businessKey: `loadtest-topup:${userId}`,
        description: 'Load test',
        lang: null,
      });
    });
  const seat = (batch: readonly string[]) =>
    inTransaction(db, async (trx) => {
      const locked = await lockLot(trx, lotId);
      if (!locked || !seatable(locked.lot_status)) {
        throw new AppError('WRONG_STATE', { lot_id: lotId, lot_status: locked?.lot_status ?? null });
      }
      for (const userId of batch) {
        const application = await seatApplicant(trx, locked, userId);
        buyerNumbers.set(userId, application.buyer_number);
      }
    });
  // A small first batch, so that two bidders sit at the lot within moments of the call; each next
  // batch is topped up while the one before is seated.
  const batches = [bidderIds.slice(0, FIRST_BATCH)];
  for (let from = FIRST_BATCH; from < bidderIds.length; from += SEAT_BATCH) {
    batches.push(bidderIds.slice(from, from + SEAT_BATCH));
  }
  let funded = fund(batches[0] as string[]);
  for (const [index, batch] of batches.entries()) {
    await funded;
    const following = batches[index + 1];
    if (following) {
      funded = fund(following);
      // Awaited at the next turn; a failure meanwhile must not go unhandled.
      funded.catch(() => undefined);
    }
    await seat(batch);
  }
  await afterSeating(ctx, lotId);
  return buyerNumbers;
}

/**
 * A live lot's Redis state knows only the participants it was built with: it is dropped (bids
 * only Redis held copied first) and rebuilt from PostgreSQL at the next read, as the demo does.
 * A lot whose start is due and was not started yet is started now (the start job may be late).
 */
async function afterSeating(ctx: LoadtestContext, lotId: number): Promise<void> {
  const lot = await findLotForAccounts(ctx.db, lotId);
  if (!lot) return;
  if (LIVE.has(lot.lot_status)) {
    if (await ctx.redis.exists(ctx.keys.lot(lotId).state)) {
      await reconcileLot({ ...ctx, now: () => ctx.auction.engine.now() }, lotId, { all: true });
      await ctx.auction.engine.forget(lotId);
    }
    return;
  }
  if (isStartable(lot.lot_status) && lot.starts_at.getTime() <= Date.now()) {
    await startAuction(lifecycleContext(ctx), lotId);
  }
}
