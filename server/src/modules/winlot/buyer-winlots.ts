/**
 * The buyer's won lots as the routes call them, built once in deps.ts: the list and the payments
 * read, and pay, refuse and the reserve winner's answer, each with the auction queue (the next
 * deadline's job) and the logger.
 */
import type { PageQuery } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { acceptOffer, declineOffer, payWinLot, refuseWinLot, type WinlotOptions } from './winlot.commands';
import { listWinLots, listWinnerPayments } from './winlot.queries';

type Caller = { userId: string; lotId: number };

export function createBuyerWinlots(db: Database, options: WinlotOptions) {
  return {
    list: (userId: string, page: PageQuery) => listWinLots(db, userId, page),
    payments: (userId: string, page: PageQuery) => listWinnerPayments(db, userId, page),
    pay: (input: Caller & { part?: number }) => payWinLot(db, input, options),
    refuse: (input: Caller) => refuseWinLot(db, input, options),
    acceptOffer: (input: Caller) => acceptOffer(db, input, options),
    declineOffer: (input: Caller) => declineOffer(db, input, options),
  };
}

export type BuyerWinlots = ReturnType<typeof createBuyerWinlots>;
