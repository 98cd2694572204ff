/**
 * The won lot's road from the close (docs/decisions.md "The won lot's road"): the winner's payment
 * term and schedule, the deposits at the close, and the steps shared by the commands (pay, refuse,
 * the reserve winner's answer) and the deadline's review: the seller, the failure of a winner
 * (forfeit, bar, offer to the reserve winner), the end of an offer, the order's status. Each step
 * runs in the caller's transaction, under the lot's row lock.
 */
import { LOT_STATUS, TASHKENT_OFFSET_MS, tashkentDay } from '@kimoshdi/shared';
import { addWorkingDays } from '@kimoshdi/shared/domain/time/working-days';
import {
  barPeriod,
  OFFER_WORKING_DAYS,
  partDueDates,
  paymentParts,
  reminderAt,
} from '@kimoshdi/shared/domain/winlot/schedule';
import type { Db } from '../../db/database';
import type { Logger } from '../../lib/logger';
import {
  countAndReleaseDeposits,
  keepDeposits,
  releaseApplicationDeposit,
  type ActiveApplication,
  findApplication,
  markDepositReleased,
  setDepositState,
} from '../application';
import { AuctionJobName } from '../../redis/queues';
import { type WinlotJob, setLotStatus, syncOrderStatus } from '../trade';
import { insertBlacklistEntry } from '../blacklist';
import type { BanReason } from '@kimoshdi/shared/domain/blacklist/bar';
import { forfeitDepositToSeller, releaseDeposit, byUserId } from '../ledger';
import type { Seller } from '@kimoshdi/shared/domain/order/lot-seller';
import { holidaysAround, workingCalendarOf } from '../../lib/uzbek-holidays';
import type { WorkingCalendar } from '@kimoshdi/shared/domain/time/working-days';
import { sellerOfOrder } from '@kimoshdi/shared/domain/order/lot-seller';
import { tell, winlotNotice } from './winlot-messages';
import type { NewNotification } from '../notification';
import {
  cancelActiveProtocols,
  closeDueParts,
  insertParts,
  insertWinlots,
  type NewWinlot,
  personOf,
  updateWinlot,
  type RoadLot,
  type WinlotRow,
} from './winlot.repository';

export type HolidayCalendar = (at: Date) => WorkingCalendar;

/** The winner pays by the end of the Nth working day after the final end (Uzbek calendar). */
export function paymentDeadline(
  finalEnd: Date,
  paymentDays: number,
  holidays: HolidayCalendar = holidaysAround,
): Date {
  return addWorkingDays(finalEnd, paymentDays, holidays(finalEnd));
}

/** The payment type of a lot paid by parts (payment_types seed: 1 full, 2 by parts). */
const PAYMENT_BY_PARTS = 2;

/** How many parts the lot is paid in: part_payment_months for payment by parts, else one. */
export function partCount(lot: Pick<RoadLot, 'payment_type' | 'part_payment_months'>): number {
  return lot.payment_type === PAYMENT_BY_PARTS && lot.part_payment_months ? lot.part_payment_months : 1;
}

/**
 * The deposits at the close: every applicant but the winner and the reserve winner released at
 * once; the winner's kept toward the price, the reserve winner's kept until the winner pays (then
 * released) or fails (then the lot is offered to them). Money last in the settlement, in user id
 * order: ledger accounts stay locked for the shortest time, always in the same order, so
 * settlements of lots sharing buyers queue up instead of deadlocking.
 */
export async function settleDeposits(
  trx: Db,
  lotId: number,
  applicants: readonly ActiveApplication[],
  kept: { winner: string | null; reserve: string | null },
  logger: Logger,
): Promise<void> {
  const isKept = (applicant: ActiveApplication) =>
    applicant.userId === kept.winner || applicant.userId === kept.reserve;
  // Kept deposits move no money: one statement for both.
  await keepDeposits(trx, applicants.filter(isKept));
  for (const applicant of [...applicants].sort(byUserId)) {
    if (!isKept(applicant)) await releaseApplicationDeposit(trx, applicant, 'lost');
  }
  if (kept.winner && !applicants.some((a) => a.userId === kept.winner)) {
    logger.error({ lot_id: lotId, user_id: kept.winner }, 'the winner has no standing application');
  }
}

/** The holidays the schedule of `parts` parts starting at `from` may meet. */
function scheduleHolidays(from: Date, parts: number): ReadonlySet<string> {
  const year = new Date(from.getTime() + TASHKENT_OFFSET_MS).getUTCFullYear();
  return workingCalendarOf(year, year + Math.ceil(parts / 12) + 1);
}

/** The jobs that review the lot at a deadline and at its reminder. */
function jobsFor(name: WinlotJob['name'], deadline: Date, remindAt: Date | null): WinlotJob[] {
  const jobs: WinlotJob[] = [{ name, atMs: deadline.getTime() }];
  if (remindAt) jobs.push({ name: AuctionJobName.winlotReminder, atMs: remindAt.getTime() });
  return jobs;
}

/** A payer's schedule: its parts (the deposit counted into part 1), the reminder, the jobs. */
interface PaymentPlan {
  parts: { part: number; amount: bigint; depositCounted: bigint; dueAt: Date }[];
  remindAt: Date | null;
  jobs: WinlotJob[];
}

/** The schedule of one part, or of the parts of a payment by parts, part 1 due at `deadline`. */
function paymentPlan(
  lot: RoadLot,
  payer: { price: bigint; deposit: bigint },
  deadline: Date,
  holidays: HolidayCalendar,
  now: Date,
): PaymentPlan {
  const parts = paymentParts(payer.price, payer.deposit, partCount(lot));
  const dues = partDueDates(deadline, parts.length, scheduleHolidays(deadline, parts.length));
  const remindAt = reminderAt(deadline, holidays(deadline), now);
  return {
    parts: parts.map((p, i) => ({ ...p, dueAt: dues[i] ?? deadline })),
    remindAt,
    jobs: jobsFor(AuctionJobName.paymentDeadline, deadline, remindAt),
  };
}

/**
 * Makes the person the one who must pay (a reserve winner who accepts the offer): their schedule,
 * part 1 due at `deadline`, the reminder before it.
 */
export async function startPaying(
  trx: Db,
  lot: RoadLot,
  payer: { winlotId: string; price: bigint; deposit: bigint },
  deadline: Date,
  holidays: HolidayCalendar,
  now: Date,
): Promise<WinlotJob[]> {
  const plan = paymentPlan(lot, payer, deadline, holidays, now);
  await insertParts(trx, payer.winlotId, plan.parts);
  await updateWinlot(trx, payer.winlotId, { state: 'awaiting_payment', deadline, remindAt: plan.remindAt });
  return plan.jobs;
}

export interface ClosingBid {
  user_id: string;
  amount: string;
}

/**
 * At the close, in the settlement's transaction: the winner's won lot and schedule, and the
 * reserve winner's standby row, in as few statements as the rows need. Answers the jobs to add
 * after the commit and the reserve winner's notice (their deposit waits), which the caller puts
 * in the cabinet with the other applicants' notices.
 */
export async function openWonLot(
  trx: Db,
  lot: RoadLot,
  input: {
    winner: ClosingBid;
    reserve: ClosingBid | undefined;
    applicants: readonly ActiveApplication[];
    paymentDeadline: Date;
    holidays: HolidayCalendar;
    now: Date;
  },
): Promise<{ jobs: WinlotJob[]; notices: NewNotification[] }> {
  const applicationOf = (userId: string) => input.applicants.find((a) => a.userId === userId);
  const winnerApp = applicationOf(input.winner.user_id);
  const price = BigInt(input.winner.amount);
  const deposit = winnerApp?.depositAmount ?? 0n;
  const plan = paymentPlan(lot, { price, deposit }, input.paymentDeadline, input.holidays, input.now);
  const rows: NewWinlot[] = [
    {
      lotId: lot.id,
      userId: input.winner.user_id,
      role: 'winner',
      applicationId: winnerApp?.applicationId ?? null,
      price,
      deposit,
      state: 'awaiting_payment',
      deadline: input.paymentDeadline,
      remindAt: plan.remindAt,
    },
  ];
  const reserveApp = input.reserve ? applicationOf(input.reserve.user_id) : undefined;
  if (input.reserve) {
    rows.push({
      lotId: lot.id,
      userId: input.reserve.user_id,
      role: 'reserve',
      applicationId: reserveApp?.applicationId ?? null,
      price: BigInt(input.reserve.amount),
      deposit: reserveApp?.depositAmount ?? 0n,
      state: 'standby',
      deadline: null,
      remindAt: null,
    });
  }
  const ids = await insertWinlots(trx, rows);
  const winlotId = ids.get('winner');
  if (winlotId === undefined) throw new Error(`lot ${lot.id}: the winner's won-lot row was not written`);
  await insertParts(trx, winlotId, plan.parts);
  const notices = input.reserve
    ? [
        winlotNotice(
          { id: input.reserve.user_id, lang: reserveApp?.lang ?? null },
          { kind: 'reserve', lot: lot.lot_number, price: BigInt(input.reserve.amount) },
        ),
      ]
    : [];
  // The order follows in the caller's transaction after the deposits move (its lock comes last).
  return { jobs: plan.jobs, notices };
}

/** The seller of a lot locked with its order (lockRoadLot): no read. */
export function sellerOfLot(lot: Pick<RoadLot, 'owner_type' | 'order_type' | 'customer_user_id'>) {
  return sellerOfOrder({
    ownerType: lot.owner_type,
    orderType: lot.order_type,
    customerUserId: lot.customer_user_id,
  });
}

/** The seller is told when they are a person (the state reads the platform's accounts). */
export async function tellSeller(
  trx: Db,
  seller: Seller,
  message: Parameters<typeof tell>[2],
): Promise<void> {
  if (seller.kind !== 'user') return;
  const person = await personOf(trx, seller.userId);
  await tell(trx, { id: seller.userId, lang: person.lang }, message);
}

/**
 * Releases a deposit kept after the close (the reserve winner's): back to available, once. `lang`:
 * the person's stored language when the caller has it (their won-lot row carries it).
 */
export async function releaseKeptDeposit(
  trx: Db,
  applicationId: string | null,
  code: string,
  lang?: string | null,
): Promise<void> {
  const release = await markKeptReleased(trx, applicationId);
  if (release) await moveKeptRelease(trx, release, code, lang);
}

/** A kept deposit marked released, its money still to move (moveKeptRelease). */
export interface KeptRelease {
  userId: string;
  blockKey: string;
}

/**
 * The first half of releaseKeptDeposit, which takes no ledger account: the application marked
 * released under its row lock; answers the money to move, if any. Done before the accounts are
 * locked, so that they stay locked for the money alone (a payment does it with countAndReleaseKept).
 */
export async function markKeptReleased(
  trx: Db,
  applicationId: string | null,
): Promise<KeptRelease | undefined> {
  if (!applicationId) return undefined;
  return keptRelease(await markDepositReleased(trx, applicationId));
}

/** The money a deposit just marked released still has to move: none for a deposit of zero. */
function keptRelease(
  app: { user_id: string; deposit_key: string; deposit_amount: string } | undefined,
): KeptRelease | undefined {
  return app && BigInt(app.deposit_amount) > 0n
    ? { userId: app.user_id, blockKey: app.deposit_key }
    : undefined;
}

/**
 * A won lot's first payment: the payer's deposit counted and the standby reserve winners' kept
 * deposits marked released, in one statement (it takes no ledger account, as markKeptReleased);
 * answers the money to move (moveKeptRelease), in the standby rows' order.
 */
export async function countAndReleaseKept(
  trx: Db,
  countedId: string | null,
  standby: readonly Pick<WinlotRow, 'application_id' | 'lang'>[],
): Promise<{ release: KeptRelease; lang: string | null }[]> {
  const ids = standby.flatMap((row) => (row.application_id ? [row.application_id] : []));
  const released = new Map(
    (await countAndReleaseDeposits(trx, countedId, ids)).map((app) => [String(app.id), app]),
  );
  return standby.flatMap((row) => {
    const release = keptRelease(row.application_id ? released.get(row.application_id) : undefined);
    return release ? [{ release, lang: row.lang }] : [];
  });
}

/** The second half: the deposit's money back to its owner (their account locked by the caller). */
export async function moveKeptRelease(
  trx: Db,
  release: KeptRelease,
  code: string,
  lang?: string | null,
  /** Collects the release's cabinet notice for the caller to write with its own (else written now). */
  notices?: NewNotification[],
): Promise<void> {
  await releaseDeposit(trx, {
    userId: release.userId,
    blockKey: release.blockKey,
    code,
    ...(lang !== undefined ? { lang } : {}),
    ...(notices ? { notices } : {}),
  });
}

/**
 * A state order's winner who refuses or does not pay is barred for 2 months (docs/domain.md
 * "Deposit and balance"). DECISION: from today (Tashkent) through the day before the same day two
 * months later; by STIR when the person has one, else by PINFL; a person with neither cannot be
 * listed (logged).
 */
async function barWinner(
  trx: Db,
  lot: RoadLot,
  userId: string,
  reason: BanReason,
  now: Date,
  logger?: Logger,
): Promise<void> {
  const person = await personOf(trx, userId);
  if (!person.stir && !person.pinfl) {
    logger?.warn({ lot_id: lot.id, user_id: userId }, 'a barred winner has no STIR or PINFL: not listed');
    return;
  }
  const period = barPeriod(tashkentDay(now));
  await insertBlacklistEntry(trx, {
    name: person.full_name,
    lotNumber: lot.lot_number,
    tin: person.stir,
    pinfl: person.stir ? null : person.pinfl,
    startDate: period.start,
    endDate: period.end,
    reason,
  });
  await tell(trx, { id: userId, lang: person.lang }, { kind: 'barred', lot: lot.lot_number, ...period });
}

export interface RoadContext {
  holidays: HolidayCalendar;
  now: Date;
  logger?: Logger;
}

/**
 * The winner refused, or missed a deadline: the deposit (still kept) goes to the seller, the rest
 * of the schedule ends, a state order bars them, and the lot is offered to the reserve winner or
 * ends "price not confirmed". A plan of payment by parts that fails after its first part (the
 * deposit counted, the protocol issued) cancels the protocol and ends the lot "price not
 * confirmed"; the parts paid stay with the seller (docs/decisions.md).
 */
export async function failWinner(
  trx: Db,
  lot: RoadLot,
  winner: WinlotRow,
  reason: 'refused' | 'missed',
  rows: readonly WinlotRow[],
  road: RoadContext,
  missedPart: number | null,
): Promise<WinlotJob[]> {
  const { seller, stateOrder } = sellerOfLot(lot);
  const person = await personOf(trx, winner.user_id);
  const afterFirstPart = winner.state === 'paying';
  await closeDueParts(trx, winner.id, reason === 'missed' ? missedPart : null);
  await updateWinlot(trx, winner.id, { state: reason, deadline: null, remindAt: null });

  if (!afterFirstPart && winner.application_id) {
    const app = await findApplication(trx, winner.application_id, { forUpdate: true });
    if (app && (app.deposit_state === 'kept' || app.deposit_state === 'blocked')) {
      if (BigInt(app.deposit_amount) > 0n) {
        await forfeitDepositToSeller(trx, {
          userId: app.user_id,
          blockKey: app.deposit_key,
          seller,
          code: lot.lot_number,
        });
        await tellSeller(trx, seller, {
          kind: 'depositToSeller',
          lot: lot.lot_number,
          amount: BigInt(app.deposit_amount),
        });
      }
      await setDepositState(trx, app.id, 'forfeited');
    }
  }
  const user = { id: winner.user_id, lang: person.lang };
  if (afterFirstPart) {
    await tell(trx, user, { kind: 'partMissed', lot: lot.lot_number, part: missedPart ?? 0 });
  } else {
    await tell(trx, user, { kind: reason, lot: lot.lot_number, deposit: BigInt(winner.deposit) });
  }
  if (stateOrder)
    await barWinner(
      trx,
      lot,
      winner.user_id,
      reason === 'refused' ? 'refused' : 'payment_missed',
      road.now,
      road.logger,
    );

  const reserve = rows.find((row) => row.role === 'reserve' && row.state === 'standby');
  let jobs: WinlotJob[] = [];
  if (afterFirstPart) {
    await cancelActiveProtocols(trx, lot.id);
    await setLotStatus(trx, lot.id, LOT_STATUS.PRICE_NOT_CONFIRMED);
  } else if (reserve) {
    jobs = await offerToReserve(trx, lot, reserve, road);
  } else {
    await setLotStatus(trx, lot.id, LOT_STATUS.PRICE_NOT_CONFIRMED);
  }
  await syncOrderStatus(trx, lot.order_id);
  return jobs;
}

/** The lot offered to the reserve winner at their own price, with OFFER_WORKING_DAYS to answer. */
async function offerToReserve(trx: Db, lot: RoadLot, reserve: WinlotRow, road: RoadContext) {
  const deadline = addWorkingDays(road.now, OFFER_WORKING_DAYS, road.holidays(road.now));
  const remindAt = reminderAt(deadline, road.holidays(deadline), road.now);
  // The lot stays awaiting payment (8): it waits for the reserve winner's answer, then payment.
  await updateWinlot(trx, reserve.id, { state: 'offered', deadline, remindAt });
  const person = await personOf(trx, reserve.user_id);
  await tell(
    trx,
    { id: reserve.user_id, lang: person.lang },
    { kind: 'offer', lot: lot.lot_number, price: BigInt(reserve.price), deadline },
  );
  return jobsFor(AuctionJobName.offerDeadline, deadline, remindAt);
}

/**
 * The reserve winner declined or let the offer expire: their deposit is released and the lot ends
 * "not sold" (the issue: "with no reserve winner, or after a decline, the lot ends not sold"; with
 * no reserve winner at all it ends "price not confirmed", the status made for that).
 */
export async function endOffer(
  trx: Db,
  lot: RoadLot,
  reserve: WinlotRow,
  how: 'declined' | 'expired',
): Promise<void> {
  await updateWinlot(trx, reserve.id, { state: how, deadline: null, remindAt: null });
  await releaseKeptDeposit(trx, reserve.application_id, `${how}:${lot.lot_number}`);
  await setLotStatus(trx, lot.id, LOT_STATUS.NOT_SOLD);
  const person = await personOf(trx, reserve.user_id);
  await tell(
    trx,
    { id: reserve.user_id, lang: person.lang },
    { kind: how === 'declined' ? 'offerDeclined' : 'offerExpired', lot: lot.lot_number },
  );
  await syncOrderStatus(trx, lot.order_id);
}
