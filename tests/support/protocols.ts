/**
 * Results protocols for tests, before the winner's payment issues them: a settled lot (sold, its
 * auction record naming the winner, its last bid chained) and `issueProtocol` called on it as the
 * payment will call it. The winner's profile gets the name, id and address the protocol copies.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/src/db/database';
import { issueProtocol } from '../../server/src/modules/protocol/issue-protocol';
import { createSoldLot } from './catalogue';

export interface TestProtocol {
  number: string;
  lotId: number;
  lotNumber: string;
  /** The last bid's chain hash (the bid log's final digest). */
  digest: string;
}

export interface WinnerProfile {
  fullName: string;
  pinfl?: string;
  stir?: string;
  address: string;
}

const DAY_MS = 86_400_000;

export async function issueTestProtocol(
  db: Db,
  parties: { winnerUserId: string; sellerUserId?: string; winner: WinnerProfile },
): Promise<TestProtocol> {
  const { winnerUserId, sellerUserId, winner } = parties;
  await db
    .updateTable('users')
    .set({
      full_name: winner.fullName,
      pinfl: winner.pinfl ?? null,
      stir: winner.stir ?? null,
      address: winner.address,
    })
    .where('id', '=', winnerUserId)
    .execute();
  const now = Date.now();
  const lot = await createSoldLot(db, 1_000_000_000n, [
    { buyerNumber: '2', amount: 1_050_000_000n, at: new Date(now - 1.5 * DAY_MS) },
    { buyerNumber: '1', amount: 1_250_000_000n, at: new Date(now - 1.2 * DAY_MS) },
  ]);
  if (sellerUserId) {
    await db
      .updateTable('orders')
      .set({ customer_user_id: sellerUserId })
      .where('id', '=', lot.orderId)
      .execute();
  }
  await db
    .insertInto('auctions')
    .values({
      lot_id: lot.id,
      step_mode: 'standard',
      started_at: new Date(now - 2 * DAY_MS),
      closed_at: new Date(now - DAY_MS),
      settled_at: new Date(now - DAY_MS),
      winner_user_id: winnerUserId,
      winner_buyer_number: 1,
      winner_price: '1250000000',
    })
    .execute();
  const digest = randomBytes(32).toString('hex');
  await db
    .insertInto('bids')
    .values(
      [1, 2].map((seq) => ({
        lot_id: lot.id,
        seq,
        user_id: winnerUserId,
        buyer_number: 1,
        amount: seq === 1 ? '1050000000' : '1250000000',
        kind: 'manual',
        step_no: seq,
        placed_at: new Date(now - 1.5 * DAY_MS + seq * 60_000),
        ends_at: new Date(now - DAY_MS),
        // Only the last bid's hash is the log's final digest.
        chain_hash: seq === 2 ? digest : randomBytes(32).toString('hex'),
      })),
    )
    .execute();
  // With the lot number, as a payment issues it: the first protocol in one statement.
  const { number } = await issueProtocol(db, lot.id, new Date(), lot.lotNumber);
  return { number, lotId: lot.id, lotNumber: lot.lotNumber, digest };
}
