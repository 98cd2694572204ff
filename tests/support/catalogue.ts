/**
 * Lots for tests: each file makes its own (the test database holds reference data only) through
 * the same writer the demo seed uses, so search_text and derived money are computed as in
 * production. Give every lot of a file a `marker` word in its name and search for it (`q`) to see
 * only that file's lots: other files share the database.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { LOT_STATUS, TRADE_TYPE } from '@kimoshdi/shared';
import type { Db } from '../../server/src/db/database';
import {
  insertLot,
  insertOrder,
  insertResultBids,
  type NewLot,
  type NewOrder,
} from '../../server/src/modules/lot/lot-write.repository';

/** Tashkent city, Chilonzor district; apartments; auction, personal order, full payment. */
export const TEST_PLACE = { regionId: 1726, areaId: 1726294 } as const;
export const OTHER_PLACE = { regionId: 1735, areaId: 1735401 } as const;

/** A word no other lot has (letters only, so it is searched inside names, not as a lot number). */
export function uniqueMarker(): string {
  return `zq${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`;
}

/** A lot number no other lot has: 13 digits, or the given prefix followed by digits. */
export function uniqueLotNumber(prefix = ''): string {
  let digits = prefix;
  while (digits.length < 13) digits += String(randomInt(10));
  return digits;
}

export type TestLotSpec = Partial<Omit<NewLot, 'orderId' | 'orderType'>> & {
  orderId?: number;
  orderType?: number;
};

export async function createTestOrder(db: Db, order: Partial<NewOrder> = {}): Promise<number> {
  return insertOrder(db, {
    status: 3,
    orderType: 1,
    ownerType: 'legal',
    customerName: '"Test Savdo" MChJ',
    customerAddress: "Toshkent sh., Chilonzor tumani, Bunyodkor ko'chasi, 1",
    customerPhone: '+998712000000',
    customerExtraPhone: null,
    customerEmail: 'savdo@example.uz',
    ...order,
  });
}

export interface TestLot {
  id: number;
  orderId: number;
  lotNumber: string;
}

/** One lot (in a new order unless `orderId` is given), live now by default. */
export async function createTestLot(db: Db, spec: TestLotSpec = {}): Promise<TestLot> {
  const orderType = spec.orderType ?? 1;
  const orderId = spec.orderId ?? (await createTestOrder(db, { orderType }));
  const now = Date.now();
  const lotNumber = spec.lotNumber ?? uniqueLotNumber();
  const id = await insertLot(db, {
    name: { uz: 'Test kvartira', ru: 'Тестовая квартира' },
    categoryId: 2,
    regionId: TEST_PLACE.regionId,
    areaId: TEST_PLACE.areaId,
    address: 'Chilonzor tumani, 9-kvartal, 12-uy',
    latitude: 41.2756,
    longitude: 69.2034,
    tradeType: 1,
    paymentType: 1,
    lotStatus: 4,
    // A fixed-price lot may not exceed 60 BHM (regulation item 48): 15 000 000 so'm is within it.
    startPrice: spec.tradeType === TRADE_TYPE.FIXED_PRICE ? 1_500_000_000n : 50_000_000_000n,
    depositPercent: 10,
    startsAt: new Date(now - 3_600_000),
    endsAt: new Date(now + 3_600_000),
    publishedAt: new Date(now - 7 * 86_400_000),
    ...spec,
    lotNumber,
    orderId,
    orderType,
  });
  return { id, orderId, lotNumber };
}

/**
 * `count` live flats "Kvartira <marker> 1…count" in the test place, under one order: a list's
 * pages and filters of a test's own lots, found by the marker.
 */
export async function createMarkedFlats(db: Db, marker: string, count: number): Promise<TestLot[]> {
  const orderId = await createTestOrder(db);
  const lots: TestLot[] = [];
  for (let n = 0; n < count; n += 1) {
    lots.push(
      await createTestLot(db, {
        orderId,
        name: { uz: `Kvartira ${marker} ${n + 1}`, ru: `Квартира ${marker} ${n + 1}` },
      }),
    );
  }
  return lots;
}

const DAY_MS = 86_400_000;

/**
 * A lot that ran from the day before yesterday to yesterday and was sold: its bids only in the
 * result history (no game state), the last of them the winner's and the final price.
 */
export async function createSoldLot(
  db: Db,
  startPrice: bigint,
  bids: { buyerNumber: string; amount: bigint; at: Date }[],
  now = Date.now(),
): Promise<TestLot> {
  const last = bids.at(-1);
  if (!last) throw new Error('a sold lot has at least one bid');
  const lot = await createTestLot(db, {
    lotStatus: LOT_STATUS.SOLD,
    startPrice,
    finalPrice: last.amount,
    winnerBuyerNumber: last.buyerNumber,
    startsAt: new Date(now - 2 * DAY_MS),
    endsAt: new Date(now - DAY_MS),
  });
  await insertResultBids(db, lot.id, bids);
  return lot;
}
