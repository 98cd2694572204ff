/**
 * The won lot's actions (api/shop/winlot/*), one plain function each so a route, a script or a test
 * calls them alike: `payWinLot(db, {userId, lotId})`. Each is ONE PostgreSQL transaction under the
 * lot's row lock (then the users' ledger accounts in user id order, as the close does): a refusal
 * (4xx) leaves nothing changed. Jobs for new deadlines are added after the commit when `queues`
 * is given; without it the sweep finds them (modules/winlot/review.ts).
 *
 * DECISION (paying twice): paying a part already paid answers that payment again (`repeated:
 * true`, nothing moves), so a retried request after a lost answer is harmless. That holds only
 * when the request names what it pays: for a lot paid in parts "the next part due" changes with the
 * first payment, so a retry of it would pay the part after. Such a lot's payment must name its
 * part (400 PART_REQUIRED otherwise); a lot paid in full has one part, named or not.
 */
import { LOT_STATUS, type WinLotActionAnswer } from '@kimoshdi/shared';
import { partCharge, reminderAt } from '@kimoshdi/shared/domain/winlot/schedule';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { AuctionJobName, type Queues } from '../../redis/queues';
import { findApplication } from '../application';
import { scheduleWinlotJobs, type WinlotJob, setLotStatus, syncOrderStatus } from '../trade';
import { lockAccountsOf, payWonLot } from '../ledger';
import { issueProtocol } from '../protocol';
import { holidaysAround } from '../../lib/uzbek-holidays';
import { tell, tellAll, type WinlotMessage } from './winlot-messages';
import type { NewNotification } from '../notification';
import { winLotOf } from './winlot.queries';
import {
  lockRoadLot,
  lockWinlots,
  markPartPaid,
  partsOf,
  personOf,
  recordNewWinner,
  setWinlots,
  type RoadLot,
  type WinlotRow,
} from './winlot.repository';
import {
  countAndReleaseKept,
  endOffer,
  failWinner,
  moveKeptRelease,
  paymentDeadline,
  sellerOfLot,
  startPaying,
  tellSeller,
  type HolidayCalendar,
  type KeptRelease,
} from './winlot.service';

export interface WinlotOptions {
  queues?: Pick<Queues, 'auction'>;
  holidays?: HolidayCalendar;
  logger?: Logger;
}

interface Caller {
  userId: string;
  lotId: number;
}

interface Locked {
  lot: RoadLot;
  rows: WinlotRow[];
  mine: WinlotRow;
}

/** The lot and its won-lot rows locked; the caller's row, or NOT_FOUND (another's lot, or none). */
async function lockMine(trx: Db, { userId, lotId }: Caller): Promise<Locked> {
  const lot = await lockRoadLot(trx, lotId);
  if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
  const rows = await lockWinlots(trx, lotId);
  const mine = rows.find((row) => row.user_id === userId);
  if (!mine) throw new AppError('NOT_FOUND', { lot_id: lotId });
  return { lot, rows, mine };
}

/** Runs one action in a transaction, then adds its jobs; answers the lot as the caller sees it now. */
async function act(
  db: Database,
  caller: Caller,
  options: WinlotOptions,
  work: (trx: Db) => Promise<{ jobs: WinlotJob[]; protocol?: string | null; repeated?: boolean }>,
): Promise<WinLotActionAnswer> {
  const done = await db.transaction().execute(work);
  if (options.queues && done.jobs.length > 0) {
    try {
      await scheduleWinlotJobs(options.queues, caller.lotId, done.jobs);
    } catch (error) {
      // Committed already: the sweep acts at the deadline without the job.
      options.logger?.warn(
        { err: error, lot_id: caller.lotId },
        'winlot jobs not added; the sweep covers them',
      );
    }
  }
  const winLot = await winLotOf(db, caller.userId, caller.lotId);
  if (!winLot) throw new AppError('NOT_FOUND', { lot_id: caller.lotId });
  return { win_lot: winLot, protocol_number: done.protocol ?? null, repeated: done.repeated ?? false };
}

/** The business key of a part's payment (one part: the whole lot). */
const paymentKey = (lotId: number, userId: string, part: number, parts: number) =>
  parts === 1 ? `winlot:${lotId}:${userId}:pay` : `winlot:${lotId}:${userId}:part:${part}`;

/**
 * Pays the part named (for a lot paid in full: the price, `part` 1 or left out), which must be the
 * next one due: the deposit counted, the rest from the available balance, the whole part to the
 * seller. The first part sells the lot (5), issues the protocol (7), counts the deposit and
 * releases the reserve winner's; the last ends the schedule.
 */
export function payWinLot(
  db: Database,
  input: Caller & { part?: number },
  options: WinlotOptions = {},
): Promise<WinLotActionAnswer> {
  return act(db, input, options, async (trx) => {
    const { lot, rows, mine } = await lockMine(trx, input);
    const parts = await partsOf(trx, mine.id);
    if (input.part === undefined && parts.length > 1) {
      const due = parts.find((p) => p.state === 'due');
      throw new AppError('PART_REQUIRED', { parts: parts.length, next_part: due?.part ?? null });
    }
    const asked = input.part === undefined ? undefined : parts.find((p) => p.part === input.part);
    if (input.part !== undefined && !asked) throw new AppError('NOT_FOUND', { part: input.part });
    if (asked?.state === 'paid' || (input.part === undefined && mine.state === 'paid')) {
      return { jobs: [], repeated: true };
    }
    if (mine.state !== 'awaiting_payment' && mine.state !== 'paying') {
      throw new AppError('WRONG_STATE', { state: mine.state });
    }
    const next = parts.find((p) => p.state === 'due');
    if (!next || (asked && asked.part !== next.part)) {
      throw new AppError('WRONG_STATE', { state: mine.state, next_part: next?.part ?? null });
    }
    if (next.overdue) throw new AppError('PAYMENT_DEADLINE_PASSED', { deadline: next.due_at.toISOString() });

    const { seller } = sellerOfLot(lot);
    const standby = rows.filter((row) => row.role === 'reserve' && row.state === 'standby');
    const counted = BigInt(next.deposit_counted);

    // Everything but the money first. The accounts are locked (in user id order) only for the
    // money, just before it moves: the seller's account is a row every payment to the same seller
    // waits on until commit (a state agency or a big seller: a morning's lots), so payments of
    // one seller queue for the few statements of the money, not for the whole payment.
    // The payer's language and deposit key came with their won-lot row (lockWinlots).
    const user = { id: mine.user_id, lang: mine.lang };
    const messages: WinlotMessage[] = [];
    let protocol: string | null = null;
    let releases: { release: KeptRelease; lang: string | null }[] = [];
    if (next.part === 1) {
      releases = await countAndReleaseKept(trx, mine.application_id, standby);
      protocol = (await issueProtocol(trx, lot.id, new Date(), lot.lot_number)).number;
      await setLotStatus(trx, lot.id, LOT_STATUS.SOLD, LOT_STATUS.PROTOCOL_ISSUED);
    }
    const following = parts.find((p) => p.part > next.part && p.state === 'due');
    const jobs: WinlotJob[] = [];
    let after: { state: 'paying' | 'paid'; deadline: Date | null; remindAt: Date | null };
    if (following) {
      const holidays = options.holidays ?? holidaysAround;
      const remindAt = reminderAt(following.due_at, holidays(following.due_at), new Date());
      after = { state: 'paying', deadline: following.due_at, remindAt };
      jobs.push({ name: AuctionJobName.paymentDeadline, atMs: following.due_at.getTime() });
      if (remindAt) jobs.push({ name: AuctionJobName.winlotReminder, atMs: remindAt.getTime() });
      messages.push({
        kind: 'partPaid',
        lot: lot.lot_number,
        part: next.part,
        parts: parts.length,
        amount: BigInt(next.amount),
        next: following.due_at,
      });
    } else {
      after = { state: 'paid', deadline: null, remindAt: null };
      messages.push({
        kind: 'paid',
        lot: lot.lot_number,
        amount: BigInt(mine.price),
        deposit: BigInt(mine.deposit),
      });
    }
    if (protocol) messages.push({ kind: 'protocolIssued', lot: lot.lot_number, protocol });
    // The payer's row and, at the first part, the standby rows released (they have no deadline).
    await setWinlots(trx, [
      { id: mine.id, ...after },
      ...(next.part === 1
        ? standby.map((row) => ({ id: row.id, state: 'released' as const, deadline: null, remindAt: null }))
        : []),
    ]);
    await tellSeller(trx, seller, { kind: 'sold', lot: lot.lot_number, amount: BigInt(next.amount) });

    // Everyone whose money this moves, locked in user id order before any of it moves.
    await lockAccountsOf(trx, [
      mine.user_id,
      ...(seller.kind === 'user' ? [seller.userId] : []),
      ...releases.map(({ release }) => release.userId),
    ]);
    const releaseNotices: NewNotification[] = [];
    for (const { release, lang } of releases)
      await moveKeptRelease(trx, release, `released:${lot.lot_number}`, lang, releaseNotices);
    // The payer's notices and the released deposits' in one statement, before the payment: from
    // the payment to the commit every payment to the same seller waits on that seller's account
    // (the platform's sales proceeds for a state order), so nothing that can go before it goes after.
    await tellAll(trx, user, messages, releaseNotices);

    // The money: short of it, INSUFFICIENT_FUNDS rolls all of the above back with it.
    const movement = await payWonLot(trx, {
      userId: mine.user_id,
      businessKey: paymentKey(lot.id, mine.user_id, next.part, parts.length),
      seller,
      amount: BigInt(next.amount),
      depositCounted: counted,
      depositBlockKey: counted > 0n ? mine.deposit_key : null,
      code: lot.lot_number,
      description: `Lot ${lot.lot_number}`,
    });
    await markPartPaid(trx, mine.id, next.part, movement.transactionId);
    // Last, after the accounts (modules/trade/order-progress.ts), and after the won lot's row: the
    // order counts this lot as awaited until it is paid.
    await syncOrderStatus(trx, lot.order_id);
    return { jobs, protocol };
  });
}

/**
 * Refuses the won lot before paying: the deposit goes to the seller, a state order bars the
 * winner, the lot goes to the reserve winner or ends "price not confirmed". After the first
 * payment: ALREADY_PAID.
 */
export function refuseWinLot(
  db: Database,
  input: Caller,
  options: WinlotOptions = {},
): Promise<WinLotActionAnswer> {
  return act(db, input, options, async (trx) => {
    const { lot, rows, mine } = await lockMine(trx, input);
    if (mine.state === 'paid' || mine.state === 'paying') throw new AppError('ALREADY_PAID');
    if (mine.state !== 'awaiting_payment') throw new AppError('WRONG_STATE', { state: mine.state });
    const jobs = await failWinner(trx, lot, mine, 'refused', rows, road(options), null);
    return { jobs };
  });
}

/** The reserve winner takes the offered lot at their own price: a fresh payment term starts. */
export function acceptOffer(
  db: Database,
  input: Caller,
  options: WinlotOptions = {},
): Promise<WinLotActionAnswer> {
  return act(db, input, options, async (trx) => {
    const { lot, mine } = await lockMine(trx, input);
    if (mine.state !== 'offered') throw new AppError('WRONG_STATE', { state: mine.state });
    if (mine.overdue) throw new AppError('OFFER_DEADLINE_PASSED');
    const now = new Date();
    const holidays = options.holidays ?? holidaysAround;
    const deadline = paymentDeadline(now, lot.winner_payment_days, holidays);
    const price = BigInt(mine.price);
    const deposit = BigInt(mine.deposit);
    const application = mine.application_id ? await findApplication(trx, mine.application_id) : undefined;
    await recordNewWinner(trx, lot.id, {
      userId: mine.user_id,
      buyerNumber: application?.buyer_number ?? null,
      price,
      paymentDeadline: deadline,
    });
    const jobs = await startPaying(trx, lot, { winlotId: mine.id, price, deposit }, deadline, holidays, now);
    const parts = await partsOf(trx, mine.id);
    const person = await personOf(trx, mine.user_id);
    await tell(
      trx,
      { id: mine.user_id, lang: person.lang },
      {
        kind: 'offerAccepted',
        lot: lot.lot_number,
        amount: parts[0]
          ? partCharge({ amount: BigInt(parts[0].amount), depositCounted: BigInt(parts[0].deposit_counted) })
          : price - deposit,
        deadline,
      },
    );
    await syncOrderStatus(trx, lot.order_id);
    return { jobs };
  });
}

/** The reserve winner declines: their deposit is released and the lot ends "not sold". */
export function declineOffer(
  db: Database,
  input: Caller,
  options: WinlotOptions = {},
): Promise<WinLotActionAnswer> {
  return act(db, input, options, async (trx) => {
    const { lot, mine } = await lockMine(trx, input);
    if (mine.state !== 'offered') throw new AppError('WRONG_STATE', { state: mine.state });
    await endOffer(trx, lot, mine, 'declined');
    return { jobs: [] };
  });
}

function road(options: WinlotOptions) {
  return { holidays: options.holidays ?? holidaysAround, now: new Date(), logger: options.logger };
}
