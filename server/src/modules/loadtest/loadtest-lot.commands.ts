/**
 * A live lot for a load-test run: an auction lot accepting applications, marked as a load-test
 * lot, whose start is scheduled like any lot's (the lifecycle's start job, and the sweep as its
 * backstop), so it goes live by the platform's normal road once bidders are seated.
 */
import { randomInt } from 'node:crypto';
import { auctionMechanism, LOT_STATUS } from '@kimoshdi/shared';
import { ORDER_STATUS } from '@kimoshdi/shared/domain/order/order-progress';
import { ORDER_TYPE } from '@kimoshdi/shared/domain/order/order-kind';
import { firstStep } from '@kimoshdi/shared/domain/trade/auction/first-step';
import { inTransaction } from '../ledger';
import { insertLot, insertOrder } from '../lot';
import { scheduleStart } from '../trade';
import type { LoadtestContext } from './loadtest.context';
import { markLoadtestLot } from './loadtest.repository';
import type { LoadtestLotInput, LoadtestLotAnswer } from './loadtest.schemas';

/** A deposit of a tenth of the start price, as most of the catalogue's auctions ask. */
const DEPOSIT_PERCENT = 10;
/** Reference data every deployment has (seeded): a category, Tashkent city and its district. */
const PLACE = { categoryId: 2, regionId: 1726, areaId: 1726294 } as const;

/** "8" and 11 digits: shaped like the catalogue's numbers, apart from them, unique enough per call. */
function loadtestLotNumber(now: number): string {
  return `8${String(now % 100_000_000).padStart(8, '0')}${String(randomInt(1000)).padStart(3, '0')}`;
}

export async function createLoadtestLot(
  ctx: LoadtestContext,
  input: LoadtestLotInput,
): Promise<LoadtestLotAnswer> {
  const now = Date.now();
  const startsAt = new Date(now + input.starts_in_s * 1000);
  const endsAt = new Date(startsAt.getTime() + input.duration_s * 1000);
  const startTiyin = BigInt(input.start_price) * 100n;
  const title = input.title ?? `Load test ${new Date(now).toISOString()}`;
  const lotId = await inTransaction(ctx.db, async (trx) => {
    const orderId = await insertOrder(trx, {
      status: ORDER_STATUS.ON_TRADE,
      orderType: ORDER_TYPE.STATE_BENEFIT,
      ownerType: 'legal',
      customerName: '"Load test" MChJ',
      customerAddress: 'Toshkent sh.',
      customerPhone: '+998710000000',
      customerExtraPhone: null,
      customerEmail: null,
    });
    const id = await insertLot(trx, {
      orderId,
      orderType: ORDER_TYPE.STATE_BENEFIT,
      lotNumber: loadtestLotNumber(now),
      name: { uz: title, ru: title, en: title },
      ...PLACE,
      address: 'Toshkent sh.',
      tradeType: auctionMechanism.tradeType,
      paymentType: 1,
      lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
      startPrice: startTiyin,
      depositPercent: DEPOSIT_PERCENT,
      startsAt,
      endsAt,
      publishedAt: new Date(now),
    });
    await markLoadtestLot(trx, id, input.over_time_minutes);
    return id;
  });
  await scheduleStart(ctx.queues, lotId, startsAt.getTime());
  // The step is the platform's rule (a share of the start price), not a lot's setting: the answer
  // says the first step the game will ask, whatever was given (docs/decisions.md "Load-test lots").
  const first = firstStep(startTiyin, now);
  return {
    lot_id: lotId,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    start_price: input.start_price,
    step: Number((first.price - startTiyin) / 100n),
  };
}
