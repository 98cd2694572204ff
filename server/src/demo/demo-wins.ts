/**
 * The demo's road after the auction, for `npm start` only (start.ts, after the demo auctions): the
 * demo buyer against a demo rival (a shop user without a login whom the demo bots leave alone, so
 * nobody else bids) on two lots of the catalogue:
 *  - a lot won by the demo buyer and waiting for payment: applied, started, two bids (the buyer's
 *    last) and closed through the real lifecycle a few seconds later, so it sits in the won lots
 *    with its payment deadline (a state order: refusing it shows the 2-month bar);
 *  - a live lot the demo buyer leads that closes a few minutes after the start, so a newcomer sees
 *    the close and the "you won" message arrive.
 * Idempotent: each is made only when the demo has none (a won lot still awaiting the demo buyer's
 * payment; a live lot of the rival's that has not ended).
 */
import { LOT_STATUS, TRADE_TYPE } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { createApplicationService } from '../modules/application';
import { type ConsentCheck, seedConsent } from '../modules/consent';
import { closeAuction, lifecycleContext, startAuction } from '../modules/auction';
import { DEMO_BUYER, ensureAvailable, type DemoUser } from './demo-auction';

export const DEMO_RIVAL_USER_NAME = 'demo-rival';
const DEMO_NUMBER_PATTERN = '^26[0-9]{8}$';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
/** The live lot the demo buyer leads closes this long after `npm start`. */
const CLOSING_SOON_MS = 4 * MINUTE;
/** The won lot is closed this long after its start: long enough for its two bids. */
const WON_AFTER_MS = 3 * SECOND;
/** Lots cheap enough that the demo buyer's balance pays them (tiyin: 200 million so'm). */
const MAX_START_PRICE = 20_000_000_000n;
/** Lots accepting applications the catalogue keeps for people to apply to (per order type). */
const KEEP_OPEN = 6;
/**
 * The duels are the demo's past: the demo buyer applied to them before the offer in force was
 * published, and must meet the signing dialog themselves (docs/decisions.md "The public-offer
 * consent"), so the demo does not sign for them; these applications alone skip the consent check
 * (the bar is still checked).
 */
const BEFORE_THE_OFFER: ConsentCheck = { assertConsented: async () => {} };

export interface DemoWinsResult {
  wonLot: number | null;
  closingSoonLot: number | null;
  /** What this run made: none when both were there. */
  made: ('won' | 'closing-soon')[];
  /** Why a part was skipped (the demo buyer's phone taken, or barred after a refusal). */
  skipped?: string;
}

export async function seedDemoWins(deps: Deps, now: number = Date.now()): Promise<DemoWinsResult> {
  const { db } = deps;
  const result: DemoWinsResult = { wonLot: null, closingSoonLot: null, made: [] };
  const buyer = await findDemoBuyer(db);
  if (!buyer) return { ...result, skipped: 'no demo buyer' };
  const rival = await ensureRival(db);

  result.wonLot = await wonLotAwaitingPayment(db, buyer);
  if (result.wonLot === null) {
    const lot = await pickLot(db, 'state');
    if (lot && (await duel(deps, lot, buyer, rival, now + WON_AFTER_MS))) {
      await closeWhenEnded(deps, lot.id);
      result.wonLot = lot.id;
      result.made.push('won');
    }
  }

  result.closingSoonLot = await rivalLiveLot(db);
  if (result.closingSoonLot === null) {
    const lot = await pickLot(db, 'any');
    if (lot && (await duel(deps, lot, buyer, rival, now + CLOSING_SOON_MS))) {
      result.closingSoonLot = lot.id;
      result.made.push('closing-soon');
    }
  }
  return result;
}

export async function findDemoBuyer(db: Database): Promise<DemoUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_BUYER.phone)
    .where('pinfl', '=', DEMO_BUYER.pinfl)
    .executeTakeFirst();
  return row && { id: String(row.id), name: 'demo-buyer' };
}

export async function ensureRival(db: Database): Promise<DemoUser> {
  const row =
    (await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', DEMO_RIVAL_USER_NAME)
      .executeTakeFirst()) ??
    (await db
      .insertInto('users')
      .values({ user_name: DEMO_RIVAL_USER_NAME, full_name: 'Demo rival', role: 'buyer' })
      .returning('id')
      .executeTakeFirstOrThrow());
  await seedConsent(db, String(row.id));
  return { id: String(row.id), name: DEMO_RIVAL_USER_NAME };
}

async function wonLotAwaitingPayment(db: Database, buyer: DemoUser): Promise<number | null> {
  const row = await db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.lot_id', 'lots.id')
    .select('lots.id')
    .where('auctions.winner_user_id', '=', buyer.id)
    .where('lots.lot_status', '=', LOT_STATUS.AWAITING_PAYMENT)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function rivalLiveLot(db: Database): Promise<number | null> {
  const row = await db
    .selectFrom('lots')
    .innerJoin('applications', 'applications.lot_id', 'lots.id')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select('lots.id')
    .where('users.user_name', '=', DEMO_RIVAL_USER_NAME)
    .where('lots.lot_status', 'in', [LOT_STATUS.LIVE, LOT_STATUS.PAUSED])
    .executeTakeFirst();
  return row?.id ?? null;
}

interface PickedLot {
  id: number;
  deposit_amount: string;
}

/**
 * A demo auction lot accepting applications that nobody applied to, cheap enough for the demo
 * buyer, beyond the first KEEP_OPEN of its kind (the catalogue keeps those for people to apply).
 */
async function pickLot(db: Database, owner: 'state' | 'any'): Promise<PickedLot | undefined> {
  let query = db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select(['lots.id', 'lots.deposit_amount'])
    .where(sql<boolean>`lots.lot_number ~ ${DEMO_NUMBER_PATTERN}`)
    .where('lots.lot_status', '=', LOT_STATUS.ACCEPTING_APPLICATIONS)
    .where('lots.trade_type', '=', TRADE_TYPE.AUCTION)
    .where('lots.start_price', '<=', MAX_START_PRICE.toString())
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM applications a WHERE a.lot_id = lots.id)`);
  if (owner === 'state') query = query.where('orders.owner_type', '=', 'state');
  const rows = await query.orderBy('lots.lot_number', 'desc').execute();
  return rows[KEEP_OPEN] ?? rows.at(-1);
}

/**
 * The rival and the demo buyer apply (deposits blocked as for anyone), the lot starts now and
 * ends at `endsAt` with no over-time, and two bids follow: the rival's, then the buyer's. False
 * when the buyer may not take part (a bar after refusing a state lot in an earlier demo run).
 */
async function duel(
  deps: Deps,
  lot: PickedLot,
  buyer: DemoUser,
  rival: DemoUser,
  endsAt: number,
): Promise<boolean> {
  const { db, logger } = deps;
  const applications = createApplicationService(db, BEFORE_THE_OFFER);
  for (const user of [rival, buyer]) {
    await ensureAvailable(db, user, BigInt(lot.deposit_amount));
    try {
      await applications.apply({ id: user.id, role: 'buyer' }, lot.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      logger.warn(
        { lot_id: lot.id, user: user.name, code: error.code },
        'demo wins: an application was refused',
      );
      return false;
    }
  }
  await db
    .updateTable('lots')
    .set({ starts_at: new Date(Date.now() - SECOND), ends_at: new Date(endsAt), over_time_minutes: 0 })
    .where('id', '=', lot.id)
    .execute();
  const ctx = lifecycleContext(deps);
  const started = await startAuction(ctx, lot.id);
  if (started.kind !== 'live') return false;
  const { engine } = deps.auction;
  for (const [k, user] of [rival, buyer].entries()) {
    const state = await engine.state(lot.id);
    if (!state || state.status !== 'live') return false;
    await engine.placeBid({
      lotId: lot.id,
      userId: user.id,
      amount: BigInt(state.suggested_price),
      requestId: `demo-wins:${lot.id}:${k + 1}`,
    });
  }
  return true;
}

/** Closes the lot through the lifecycle once the engine's clock has passed its end. */
export async function closeWhenEnded(deps: Deps, lotId: number): Promise<void> {
  const ctx = lifecycleContext(deps);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const outcome = await closeAuction(ctx, lotId, { rescheduleAt: (endsAtMs) => endsAtMs });
    if (outcome.kind !== 'not-yet') return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, outcome.endsAtMs - Date.now() + 50)));
  }
}
