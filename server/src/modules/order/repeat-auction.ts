/**
 * Repeated auctions (docs/decisions.md "Repeated auctions (issue 12)"): the customer puts a lot of
 * their order that did not sell up again, as a new lot of the same order at a lower start price
 * (the rule: shared/src/domain/lot/repeat-auction.ts).
 *
 * The repeat is one transaction under the old lot's row lock, then the order's (the order that
 * every lot's status change takes, so it cannot deadlock with a start or a close): the new lot is
 * written as the moderator's approval writes the first one (order-lot.ts) with the new price, its
 * own number and a link to the lot it repeats; the order follows its lots again (3 when it had
 * finished), its history and the customer's message say so. The auction's start job is added
 * after the commit, as for an approval.
 */
import {
  checkRepeatPrice,
  repeatPublication,
  tashkentDay,
  repeatLotNumber,
  repeatTerms,
  tradeStatus,
  type RepeatLotAnswer,
  type RepeatSubject,
  type RepeatTermsAnswer,
} from '@kimoshdi/shared';
import { instantParam, moneyParam } from '@kimoshdi/shared/domain/notification/message-params';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import type { Database, Db } from '../../db/database';
import type { Queues } from '../../redis/queues';
import { AppError } from '../../lib/app-error';
import { insertFlow, schedulePublishedLot, syncOrderStatus } from '../trade';
import { notify, messageNotification } from '../notification';
import { findCustomer, findOwnOrderRow, lockOwnOrder } from './customer-order.repository';
import { insertOrderLot } from './order-lot';
import {
  findRepeatLot,
  isOwnOrder,
  lockRepeatLot,
  orderLotChain,
  orderStatusOf,
  type RepeatLotRow,
} from './repeat-auction.repository';

export interface RepeatDeps {
  db: Database;
  queues: Pick<Queues, 'auction'>;
}

/** The order's lots page, where the customer sees the new lot. */
const orderLotsPath = (orderId: number) => `/profile/orders/lots/${orderId}`;

/** The lot as the rule sees it, with the order's first lot (the original price and number). */
async function subjectOf(
  db: Db,
  lot: RepeatLotRow,
): Promise<{ subject: RepeatSubject; firstNumber: string }> {
  const chain = await orderLotChain(db, lot.order_id);
  // The chain holds the lot itself, so it is never empty.
  const first = chain[0] ?? lot;
  return {
    subject: {
      // An archived lot is judged by how its trade ended: the customer may still put it up again.
      status: tradeStatus(lot.lot_status, lot.archived_from),
      startPrice: BigInt(lot.start_price),
      originalPrice: BigInt(first.start_price),
      repeatRound: lot.repeat_round,
      repeated: chain.some((each) => each.repeat_of_lot_id === lot.id),
      latest: chain.at(-1)?.id === lot.id,
    },
    firstNumber: first.lot_number,
  };
}

/** order-action/repeat-terms: whether the lot may be put up again now, why not, and the prices. */
export async function repeatTermsOf(
  db: Database,
  input: { userId: string; lotId: number },
): Promise<RepeatTermsAnswer> {
  const lot = await findRepeatLot(db, input.lotId);
  if (!lot || !(await isOwnOrder(db, lot.order_id, input.userId))) throw new AppError('NOT_FOUND');
  const terms = repeatTerms((await subjectOf(db, lot)).subject);
  return {
    lot_id: lot.id,
    lot_number: lot.lot_number,
    trade_type: lot.trade_type,
    allowed: terms.ok,
    reason: terms.ok ? null : terms.reason,
    round: terms.ok ? terms.round : null,
    original_price: terms.original.toString(),
    previous_price: terms.previous.toString(),
    floor_price: terms.floor.toString(),
    suggested_price: terms.ok ? terms.suggested.toString() : null,
  };
}

/** order-action/repeat-lot: the new lot at the customer's start price. */
export async function repeatLot(
  deps: RepeatDeps,
  input: { userId: string; lotId: number; startPrice: bigint; publishOn?: string | undefined },
): Promise<RepeatLotAnswer> {
  const { userId, lotId, startPrice } = input;
  const answer = await deps.db.transaction().execute(async (tx) => {
    const lot = await lockRepeatLot(tx, lotId);
    if (!lot || !(await lockOwnOrder(tx, lot.order_id, userId))) throw new AppError('NOT_FOUND');
    const orderId = lot.order_id;
    const { subject, firstNumber } = await subjectOf(tx, lot);
    const terms = repeatTerms(subject);
    if (!terms.ok) {
      // The reason is i18next's context of the message: REPEAT_NOT_ALLOWED_<reason> names it.
      throw new AppError('REPEAT_NOT_ALLOWED', { reason: terms.reason }, { context: terms.reason });
    }
    const price = checkRepeatPrice(terms, startPrice);
    if (!price.ok) {
      throw new AppError(
        price.code,
        { min: price.min.toString(), below: price.below.toString() },
        {
          min: formatTiyin(price.min, { currency: true }),
          below: formatTiyin(price.below, { currency: true }),
        },
      );
    }
    const now = new Date();
    const publication = repeatPublication(tashkentDay(now), input.publishOn);
    if (!publication.ok) {
      const { min, max } = publication;
      throw new AppError(publication.code, { min, max }, { min: formatDay(min), max: formatDay(max) });
    }
    const later = publication.when === 'later';
    const order = await findOwnOrderRow(tx, orderId, userId);
    if (!order) throw new AppError('NOT_FOUND');
    const lotNumber = repeatLotNumber(firstNumber, terms.round);
    const written = await insertOrderLot(tx, order, {
      publishedAt: later ? publication.at : now,
      repeat: { startPrice, lotNumber, ofLotId: lot.id, round: terms.round },
      waitsForNotice: later,
    });
    await syncOrderStatus(tx, orderId);
    const status = await orderStatusOf(tx, orderId);
    await insertFlow(tx, {
      orderId,
      action: 'repeated',
      status,
      userId,
      // Language-free, as the history shows notes as written: the numbers and the new price.
      note: `${lot.lot_number} → ${lotNumber}, ${formatTiyin(startPrice, { currency: true })}`,
    });
    const customer = await findCustomer(tx, userId);
    await notify(
      tx,
      messageNotification(
        userId,
        'success',
        customer?.lang,
        {
          key: 'repeat:messages.repeated',
          params: {
            order: orderId,
            name: order.property_name ?? '',
            lot: lotNumber,
            previous: lot.lot_number,
            price: moneyParam(startPrice),
            starts: instantParam(written.startsAt),
          },
        },
        orderLotsPath(orderId),
      ),
    );
    return { orderId, status, lot, written, round: terms.round };
  });
  const { written } = answer;
  // After the commit, as for an approval.
  await schedulePublishedLot(deps.queues, written);
  return {
    order_id: answer.orderId,
    order_status: answer.status,
    repeat_of_lot_id: answer.lot.id,
    lot_id: written.id,
    lot_number: written.lotNumber,
    round: answer.round,
    start_price: written.startPrice.toString(),
    lot_status: written.lotStatus,
    published_at: written.publishedAt.toISOString(),
    starts_at: written.startsAt.toISOString(),
    ends_at: written.endsAt.toISOString(),
  };
}
