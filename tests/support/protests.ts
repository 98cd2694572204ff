/**
 * Lots whose trade has ended, with participants, for the protests' tests: the customer's order,
 * buyers who applied through the application service, and the close's real settlement
 * (tests/support/winlot.ts): the last participant wins and the lot awaits payment.
 */
import type { Running } from '../../server/src/boot';
import type { Database } from '../../server/src/db/database';
import { signIn, type TestUser } from './session';
import { createWonLot, type WonLot } from './winlot';

export interface EndedLot extends WonLot {
  /** Buyer numbers 1, 2, ... in order; the last one won. */
  participants: TestUser[];
}

/** An ended auction of `customer`'s order with `count` participants (2 by default) signed in. */
export async function endedLotWithParticipants(
  server: Running,
  customer: Pick<TestUser, 'userId'>,
  options: { count?: number; extra?: TestUser[] } = {},
): Promise<EndedLot> {
  const participants: TestUser[] = [];
  for (let i = 0; i < (options.count ?? 2); i += 1) participants.push(await signIn(server));
  const all = [...participants, ...(options.extra ?? [])];
  const lot = await createWonLot(server.deps.db, {
    users: all.map((user) => user.userId),
    bids: all.map((_, index): [number, bigint] => [index, 110_000_000n + BigInt(index) * 5_000_000n]),
    customerUserId: customer.userId,
    ownerType: 'individual',
  });
  return { ...lot, participants: all };
}

/** Moves the lot's end (the auction's close) `days` calendar days into the past. */
export async function endedDaysAgo(db: Database, lotId: number, days: number): Promise<void> {
  const at = new Date(Date.now() - days * 86_400_000);
  await db.updateTable('auctions').set({ closed_at: at }).where('lot_id', '=', lotId).execute();
}
