/**
 * The one-click purchase at a fixed price (docs/decisions.md "One-click purchase"): a code to buy,
 * the purchase it confirms, a code to cancel, the cancel, and the buyer's list. Each money step is
 * ONE PostgreSQL transaction: the code used, the lot row locked (purchases of a lot queue on it, so
 * the last copy goes to the first confirmed buyer and everyone after gets SOLD_OUT with nothing
 * charged), the purchase row, the lot's copies and outcome, the messages and the action log, and
 * last the ledger movement (it locks the seller's account, which every sale to that seller waits
 * on until commit). Any refusal rolls all of it back, the code's use too.
 *
 * Both the code and the purchase are refused (CONSENT_REQUIRED) to a user who has not signed the
 * public offer in force (modules/consent).
 */
import {
  formatTiyin,
  type CodeSent,
  type CreateUserOrderBody,
  type Language,
  type PageQuery,
  type UserOrder,
  type UserOrderAnswer,
  type UserOrderPage,
} from '@kimoshdi/shared';
import { copiesLeft } from '@kimoshdi/shared/domain/trade/fixed-price/fixed-price';
import { LOT_STATUS } from '@kimoshdi/shared/domain/lot/lot-status';
import {
  cancelDeadlineMs,
  cancelRefusal,
  checkPurchase,
  purchaseTotal,
  type SaleState,
} from '@kimoshdi/shared/domain/user-order/purchase';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { logAction } from '../action-log';
import { buyFixedPrice, returnFixedPrice } from '../ledger';
import { moveFixedPriceLot } from '../lot';
import { sellerOf } from '../trade';
import { createPurchaseCodes, type PurchaseCodesDeps } from './purchase-codes';
import { tell, tellSeller } from './user-order-messages';
import {
  addCopiesSold,
  findUserOrder,
  insertUserOrder,
  listUserOrderViews,
  lockSaleLot,
  lockUserOrder,
  markCancelled,
  readSaleLot,
  setPaymentTransaction,
  userOrderView,
  type SaleLot,
  type UserOrderRow,
  type UserOrderView,
} from './user-order.repository';
import type { ConsentCheck } from '../consent';
import { syncOrderStatus } from '../trade';

const saleOf = (lot: SaleLot): SaleState => ({
  tradeType: lot.trade_type,
  status: lot.lot_status,
  quantity: lot.quantity,
  quantitySold: lot.quantity_sold,
  endsAtMs: lot.ends_at.getTime(),
});

/** NOT_FOUND, or the rule's refusal (NOT_FIXED_PRICE, NOT_ON_SALE, SOLD_OUT with the copies left). */
function assertBuyable(lot: SaleLot | undefined, lotId: number, count: number): SaleLot {
  if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
  const check = checkPurchase(saleOf(lot), count, Date.now());
  if (!check.ok) throw new AppError(check.code, { left: check.left }, { left: check.left });
  return lot;
}

function assertCancellable(order: UserOrderRow, lot: SaleLot): void {
  const reason = cancelRefusal(
    { status: order.status, createdAtMs: order.created_at.getTime() },
    { status: lot.lot_status, endsAtMs: lot.ends_at.getTime() },
    Date.now(),
  );
  if (reason) throw new AppError('NOT_CANCELLABLE', { reason });
}

const paymentKey = (userOrderId: string) => `user-order:${userOrderId}`;

export function toUserOrder(view: UserOrderView, nowMs = Date.now()): UserOrder {
  const refusal = cancelRefusal(
    { status: view.status, createdAtMs: view.created_at.getTime() },
    { status: view.lot_status, endsAtMs: view.ends_at.getTime() },
    nowMs,
  );
  const until = Math.min(cancelDeadlineMs(view.created_at.getTime()), view.ends_at.getTime());
  return {
    id: view.id,
    receipt_no: view.receipt_no,
    lot_id: view.lot_id,
    lot_number: view.lot_number,
    name: { uz: view.name_uz, ru: view.name_ru, 'uz-Cyrl': view.name_uz_cyrl, en: view.name_en },
    count: view.count,
    unit_price: view.unit_price,
    total: view.total,
    status: view.status,
    created_at: view.created_at.toISOString(),
    cancelled_at: view.cancelled_at?.toISOString() ?? null,
    seller: view.customer_name,
    can_cancel: refusal === null,
    cancel_until: refusal === null ? new Date(until).toISOString() : null,
  };
}

export function createUserOrderService(deps: PurchaseCodesDeps & { consent: ConsentCheck }) {
  const { db, consent } = deps;
  const codes = createPurchaseCodes(deps);

  /**
   * The answer, read in the step's own transaction: a confirm under load should not queue for the
   * pool again after its commit (loadtest one-click-race).
   */
  async function answer(trx: Db, userId: string, userOrderId: string): Promise<UserOrderAnswer> {
    const view = await userOrderView(trx, userId, userOrderId);
    if (!view) throw new AppError('WRONG_STATE', { user_order_id: userOrderId });
    const lot = await readSaleLot(trx, view.lot_id);
    return {
      user_order: toUserOrder(view),
      quantity_left: lot ? copiesLeft(lot.quantity, lot.quantity_sold) : 0,
    };
  }

  /**
   * Lots this process saw sold out and moved to sold: final for a fixed-price lot (a cancel is
   * refused once the sale ended), so later confirms of them are refused without a query. Under a
   * race for the last copies this spares the losers the pool (loadtest one-click-race).
   */
  const soldOut = new Set<number>();
  /**
   * Confirms of one lot take turns in this process: they would queue on the lot's row lock anyway,
   * and queued there each holds a pooled connection the others (and every other request) need.
   * Waiting here holds none, and a turn that finds the lot sold out answers without a query.
   */
  const turns = new Map<number, Promise<unknown>>();
  async function inTurn<T>(lotId: number, work: () => Promise<T>): Promise<T> {
    const mine = (turns.get(lotId) ?? Promise.resolve()).then(work, work);
    const tail = mine.catch(() => undefined);
    turns.set(lotId, tail);
    try {
      return await mine;
    } finally {
      if (turns.get(lotId) === tail) turns.delete(lotId);
    }
  }
  const SOLD_OUT_MEMORY = 10_000;
  function remember(lot: SaleLot | undefined) {
    if (lot && lot.lot_status === LOT_STATUS.SOLD && lot.quantity_sold >= lot.quantity) {
      if (soldOut.size >= SOLD_OUT_MEMORY) soldOut.clear();
      soldOut.add(lot.id);
    }
    return lot;
  }

  /** The buyer may not buy from their own order. */
  async function assertNotOwn(trx: Db, lotId: number, userId: string) {
    const { seller } = await sellerOf(trx, lotId);
    if (seller.kind === 'user' && seller.userId === userId) throw new AppError('FORBIDDEN');
    return seller;
  }

  return {
    /** A code to buy `count` copies, to the buyer's phone and e-mail. */
    async sendBuyCode(
      userId: string,
      lang: Language,
      input: { lot_id: number; count: number },
    ): Promise<CodeSent> {
      await consent.assertConsented(userId);
      const lot = assertBuyable(await readSaleLot(db, input.lot_id), input.lot_id, input.count);
      await assertNotOwn(db, lot.id, userId);
      const total = formatTiyin(purchaseTotal(BigInt(lot.start_price), input.count), { currency: true });
      const params = { lot: lot.lot_number, count: input.count, total };
      return codes.send(userId, 'buy_lot', { lotId: lot.id, count: input.count }, (code, minutes) => ({
        sms: translate(lang, 'purchases:code.buy.sms', { ...params, code, minutes }),
        subject: translate(lang, 'purchases:code.buy.subject', { ...params, code }),
        body: translate(lang, 'purchases:code.buy.body', { ...params, code, minutes }),
      }));
    },

    /**
     * Buys with the code sent for this lot and count. SOLD_OUT (left) when fewer copies are left,
     * INSUFFICIENT_FUNDS (shortfall) when the balance is short: nothing charged, the code kept.
     */
    async createUserOrder(userId: string, input: Required<CreateUserOrderBody>): Promise<UserOrderAnswer> {
      const { lot_id: lotId, count } = input;
      // Refused early without spending a try of the code; the exact check is repeated under the lock.
      // Sold out is public, so it is said before the consent's query (the race's losers skip it).
      if (soldOut.has(lotId)) throw new AppError('SOLD_OUT', { left: 0 }, { left: 0 });
      await consent.assertConsented(userId);
      assertBuyable(remember(await readSaleLot(db, lotId)), lotId, count);
      return inTurn(lotId, async () => {
        if (soldOut.has(lotId)) throw new AppError('SOLD_OUT', { left: 0 }, { left: 0 });
        const fits = (payload: Record<string, unknown>) => payload.lotId === lotId && payload.count === count;
        const bought = await codes.verify(userId, 'buy_lot', input.code, fits, async (trx) => {
          const lot = await lockSaleLot(trx, lotId);
          if (!lot) throw new AppError('WRONG_STATE', { lot_id: lotId });
          const check = checkPurchase(saleOf(lot), count, Date.now());
          if (!check.ok) throw new AppError(check.code, { left: check.left }, { left: check.left });
          const seller = await assertNotOwn(trx, lot.id, userId);
          const unitPrice = BigInt(lot.start_price);
          const total = purchaseTotal(unitPrice, count);
          const order = await insertUserOrder(trx, { lotId, userId, count, unitPrice, total });

          await addCopiesSold(trx, lotId, count);
          if (check.left === count) {
            // The last copies: the sale ends sold now, not at the next sweep (the outcome follows at once).
            await moveFixedPriceLot(trx, { ...lot, quantity_sold: lot.quantity }, LOT_STATUS.SOLD);
            await syncOrderStatus(trx, lot.order_id);
          }
          const message = { lot: lot.lot_number, count, total, receipt: order.receipt_no };
          await tell(trx, userId, { kind: 'bought', ...message });
          await tellSeller(trx, seller, { kind: 'sold', ...message });
          await logAction(trx, {
            userId,
            type: 'order',
            actionType: 'buy-lot',
            code: order.receipt_no,
            result: 'success',
          });
          const movement = await buyFixedPrice(trx, {
            userId,
            businessKey: paymentKey(order.id),
            seller,
            amount: total,
            code: order.receipt_no,
            description: `Lot ${lot.lot_number} x ${count}`,
          });
          await setPaymentTransaction(trx, order.id, movement.transactionId);
          return answer(trx, userId, order.id);
        });
        // Committed: the last copies sold the lot (SOLD in the same transaction), for good.
        if (bought.quantity_left === 0) soldOut.add(lotId);
        return bought;
      });
    },

    /** A code to cancel one of the caller's purchases (another's: 404). */
    async sendCancelCode(userId: string, lang: Language, userOrderId: string): Promise<CodeSent> {
      const { order, lot } = await ownOrder(db, userId, userOrderId);
      assertCancellable(order, lot);
      const params = {
        lot: lot.lot_number,
        count: order.count,
        total: formatTiyin(order.total, { currency: true }),
        receipt: order.receipt_no,
      };
      return codes.send(userId, 'cancel_purchase', { userOrderId }, (code, minutes) => ({
        sms: translate(lang, 'purchases:code.cancel.sms', { ...params, code, minutes }),
        subject: translate(lang, 'purchases:code.cancel.subject', { ...params, code }),
        body: translate(lang, 'purchases:code.cancel.body', { ...params, code, minutes }),
      }));
    },

    /** Cancels with the code sent for it: the money back, the copies back on sale. */
    async cancelUserOrder(
      userId: string,
      input: { user_order_id: string; code: string },
    ): Promise<UserOrderAnswer> {
      const userOrderId = input.user_order_id;
      const early = await ownOrder(db, userId, userOrderId);
      assertCancellable(early.order, early.lot);
      const fits = (payload: Record<string, unknown>) => payload.userOrderId === userOrderId;
      return codes.verify(userId, 'cancel_purchase', input.code, fits, async (trx) => {
        // The lot first, then the purchase: the order a purchase of the same lot takes them in.
        const lot = await lockSaleLot(trx, early.order.lot_id);
        const order = await lockUserOrder(trx, userId, userOrderId);
        if (!lot || !order) throw new AppError('WRONG_STATE', { user_order_id: userOrderId });
        assertCancellable(order, lot);
        const { seller } = await sellerOf(trx, lot.id);
        await addCopiesSold(trx, lot.id, -order.count);
        const message = {
          lot: lot.lot_number,
          count: order.count,
          total: BigInt(order.total),
          receipt: order.receipt_no,
        };
        await tell(trx, userId, { kind: 'cancelled', ...message });
        await tellSeller(trx, seller, { kind: 'returned', ...message });
        await logAction(trx, {
          userId,
          type: 'order',
          actionType: 'cancel-purchase',
          code: order.receipt_no,
          result: 'success',
        });
        const movement = await returnFixedPrice(trx, {
          userId,
          paymentKey: paymentKey(order.id),
          seller,
          code: order.receipt_no,
        });
        await markCancelled(trx, order.id, movement.transactionId);
        return answer(trx, userId, order.id);
      });
    },

    /** The caller's purchases, newest first. */
    async list(userId: string, query: PageQuery): Promise<UserOrderPage> {
      const { rows, total } = await listUserOrderViews(db, userId, query);
      const now = Date.now();
      return { items: rows.map((row) => toUserOrder(row, now)), total, page: query.page, size: query.size };
    },
  };
}

/** The caller's purchase and its lot; another user's purchase is NOT_FOUND. */
async function ownOrder(db: Database, userId: string, userOrderId: string) {
  const order = await findUserOrder(db, userId, userOrderId);
  const lot = order && (await readSaleLot(db, order.lot_id));
  if (!order || !lot) throw new AppError('NOT_FOUND', { user_order_id: userOrderId });
  return { order, lot };
}

export type UserOrderService = ReturnType<typeof createUserOrderService>;
