/**
 * Refund applications ("payment-back"). Applying writes the application and blocks its amount in
 * one transaction; an operator's decision settles the block in one transaction with the status
 * change: approved, the money leaves to the card; rejected, it returns to the available balance.
 */
import {
  maskCardNumber,
  type CardType,
  type OperatorRefund,
  type Page,
  type PageQuery,
  type Refund,
  type RefundStatus,
} from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { logAction } from '../action-log';
import { inTransaction, approveRefund, rejectRefund, requestRefund } from '../ledger';
import { keysetRows } from '../../db/keyset';
import type { SavedCardService } from '../top-up';
import {
  decideRefund,
  findRefund,
  insertRefund,
  listRefunds,
  refundsAfter,
  type RefundRow,
  type RefundWithUser,
} from './refund.repository';

export interface RefundApplication {
  bank_name: string;
  card_type?: CardType;
  /** 16 digits, checked; only its mask is stored. */
  card_number?: string;
  /** Or one of the person's saved cards: its kind and masked number are taken. */
  saved_card_id?: string;
  amount: bigint;
}

/** Where a saved card's kind and mask come from (modules/top-up's saved cards). */
export type RefundCards = Pick<SavedCardService, 'refundCard'>;

/** The ledger's business key of an application's block, and the base of its decision's key. */
const requestKey = (refundId: string) => `refund:${refundId}`;

function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    bank_name: row.bank_name,
    card_type: row.card_type as CardType,
    card_number: row.card_mask,
    amount: row.amount,
    status: row.status as RefundStatus,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
  };
}

function toOperatorRefund(row: RefundWithUser): OperatorRefund {
  return {
    ...toRefund(row),
    user_id: row.user_id,
    user_full_name: row.user_full_name,
    decided_by: row.decided_by,
  };
}

export function createRefundService(db: Database, cards?: RefundCards) {
  /** The card the money goes to: a saved one (its mask as kept), or the typed number masked. */
  async function cardOf(userId: string, input: RefundApplication): Promise<{ type: CardType; mask: string }> {
    if (input.saved_card_id !== undefined) {
      if (!cards) throw new AppError('NOT_FOUND');
      const card = await cards.refundCard(userId, input.saved_card_id);
      return { type: card.card_type, mask: card.card_mask };
    }
    if (!input.card_type || !input.card_number) throw new AppError('VALIDATION');
    return { type: input.card_type, mask: maskCardNumber(input.card_number) };
  }

  async function decide(
    operatorId: string,
    refundId: string,
    decision: 'approved' | 'rejected',
    reason: string | undefined,
  ): Promise<Refund> {
    return inTransaction(db, async (trx) => {
      const refund = await findRefund(trx, refundId, { forUpdate: true });
      if (!refund) throw new AppError('NOT_FOUND');
      // Decided already (by anyone, this operator included): the state says so, nothing moves.
      if (refund.status !== 'pending') throw new AppError('WRONG_STATE', { status: refund.status });
      const settle = decision === 'approved' ? approveRefund : rejectRefund;
      await settle(trx, {
        userId: refund.user_id,
        requestKey: requestKey(refund.id),
        code: refund.id,
        reason,
      });
      const decided = await decideRefund(trx, refund.id, {
        status: decision,
        operatorId,
        reason: reason ?? null,
      });
      await logAction(trx, {
        userId: operatorId,
        type: 'money',
        actionType: decision === 'approved' ? 'refund-approve' : 'refund-reject',
        code: refund.id,
        result: 'success',
      });
      return toRefund(decided);
    });
  }

  return {
    async apply(userId: string, input: RefundApplication): Promise<Refund> {
      const card = await cardOf(userId, input);
      return inTransaction(db, async (trx) => {
        const refund = await insertRefund(trx, {
          userId,
          bankName: input.bank_name,
          cardType: card.type,
          cardMask: card.mask,
          amount: input.amount,
        });
        await requestRefund(trx, {
          userId,
          amount: input.amount,
          businessKey: requestKey(refund.id),
          code: refund.id,
          description: `payment-back ${refund.id}`,
        });
        return toRefund(refund);
      });
    },

    async own(userId: string, refundId: string): Promise<Refund> {
      const refund = await findRefund(db, refundId, { userId });
      if (!refund) throw new AppError('NOT_FOUND');
      return toRefund(refund);
    },

    async listOwn(userId: string, page: PageQuery): Promise<Page<Refund>> {
      const { items, total } = await listRefunds(db, { userId }, page);
      return { items: items.map(toRefund), total, ...page };
    },

    async listAll(query: PageQuery & { status?: RefundStatus }): Promise<Page<OperatorRefund>> {
      const page = { page: query.page, size: query.size };
      const { items, total } = await listRefunds(db, { status: query.status }, page);
      return { items: items.map(toOperatorRefund), total, ...page };
    },

    /** Every application of listAll's filter, in its order, read a keyset page at a time. */
    async *streamAll(filter: { status?: RefundStatus }): AsyncGenerator<OperatorRefund> {
      for await (const row of keysetRows((after, limit) => refundsAfter(db, filter, after, limit))) {
        yield toOperatorRefund(row);
      }
    },

    approve: (operatorId: string, refundId: string, reason?: string) =>
      decide(operatorId, refundId, 'approved', reason),
    reject: (operatorId: string, refundId: string, reason?: string) =>
      decide(operatorId, refundId, 'rejected', reason),
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
