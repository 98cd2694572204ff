/**
 * Won lots for tests, settled through the real close's settlement (`settleAuction`): buyers top up
 * and apply through the application service (deposits blocked in the ledger), the lot is made live,
 * bids are written as the engine's group commit writes them, and the settlement records winner,
 * reserve winner, deposits, the won lot's schedule and the payment deadline.
 */
import { randomBytes } from 'node:crypto';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Database } from '../../server/src/db/database';
import { createLogger } from '../../server/src/lib/logger';
import { settleAuction } from '../../server/src/modules/auction/lifecycle/close';
import type { LifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import type { OwnerType } from '@kimoshdi/shared';
import { createTestLot, createTestOrder } from './catalogue';
import { applicationServiceOf } from './ledger';

export interface WonLotSpec {
  /** Applicants in buyer-number order. */
  users: string[];
  /** [index into users, amount in tiyin], in bid order: the last one wins. */
  bids: [number, bigint][];
  /** Tiyin; default 1 000 000 so'm. The deposit is 10 % of it. */
  startPrice?: bigint;
  /** Topped up for each user before applying (tiyin); default 2 000 000 so'm. */
  funds?: bigint;
  orderType?: number;
  ownerType?: OwnerType;
  customerUserId?: string | null;
  /** A lot of this order instead of a new order's. */
  orderId?: number;
  paymentType?: number;
  partPaymentMonths?: number | null;
  name?: { uz: string; ru: string };
  holidays?: (at: Date) => ReadonlySet<string>;
}

export interface WonLot {
  lotId: number;
  lotNumber: string;
  orderId: number;
  deposit: bigint;
}

/** Every user given a PINFL (a protocol or a bar names the person by it). */
export async function givePinfl(db: Database, userId: string): Promise<void> {
  const pinfl = `3${BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString()
    .padStart(13, '0')
    .slice(0, 13)}`;
  await db.updateTable('users').set({ pinfl, address: 'Toshkent sh.' }).where('id', '=', userId).execute();
}

export async function createWonLot(db: Database, spec: WonLotSpec): Promise<WonLot> {
  const startPrice = spec.startPrice ?? 100_000_000n;
  for (const userId of spec.users) {
    await givePinfl(db, userId);
    await topUp(db, {
      userId,
      amount: spec.funds ?? 200_000_000n,
      businessKey: `test-winlot-${randomBytes(8).toString('hex')}`,
    });
  }
  const orderId =
    spec.orderId ??
    (await createTestOrder(db, {
      orderType: spec.orderType ?? 1,
      ownerType: spec.ownerType ?? 'legal',
      customerUserId: spec.customerUserId ?? null,
    }));
  const lot = await createTestLot(db, {
    orderId,
    orderType: spec.orderType ?? 1,
    name: spec.name ?? { uz: 'Test kvartira', ru: 'Тестовая квартира' },
    lotStatus: 2,
    startPrice,
    depositPercent: 10,
    paymentType: spec.paymentType ?? 1,
    partPaymentMonths: spec.partPaymentMonths ?? null,
    startsAt: new Date(Date.now() + 86_400_000),
    endsAt: new Date(Date.now() + 90_000_000),
  });
  const applications = applicationServiceOf(db);
  for (const userId of spec.users) await applications.apply({ id: userId, role: 'buyer' }, lot.id);
  const end = new Date(Date.now() - 1_000);
  await db
    .updateTable('lots')
    .set({ lot_status: LOT_STATUS.LIVE, starts_at: new Date(Date.now() - 3_600_000), ends_at: end })
    .where('id', '=', lot.id)
    .execute();
  const numbers = new Map(
    (
      await db
        .selectFrom('applications')
        .select(['user_id', 'buyer_number'])
        .where('lot_id', '=', lot.id)
        .execute()
    ).map((row) => [String(row.user_id), row.buyer_number]),
  );
  if (spec.bids.length > 0) {
    await db
      .insertInto('bids')
      .values(
        spec.bids.map(([index, amount], i) => {
          const userId = spec.users[index] ?? '';
          return {
            lot_id: lot.id,
            seq: i + 1,
            user_id: userId,
            buyer_number: numbers.get(userId) ?? 0,
            amount: amount.toString(),
            kind: 'manual',
            step_no: i + 1,
            placed_at: new Date(end.getTime() - (spec.bids.length - i) * 1_000),
            ends_at: end,
          };
        }),
      )
      .execute();
  }
  const ctx = {
    db,
    logger: createLogger('silent'),
    holidays: spec.holidays,
  } as unknown as LifecycleContext;
  const outcome = await settleAuction(ctx, lot.id, { ends_at: end.getTime() });
  if (outcome.kind !== 'settled') throw new Error(`the lot was not settled: ${outcome.kind}`);
  return { lotId: lot.id, lotNumber: lot.lotNumber, orderId, deposit: startPrice / 10n };
}
