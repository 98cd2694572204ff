/**
 * Saved cards: binding an Uzcard or Humo card through Payme's Subscribe API (the number goes to
 * Payme once, Payme texts a code to the card's owner, the code confirms the card) and topping the
 * balance up from it (a receipt made and paid with the card's token). Only Payme's token and the
 * masked number are kept.
 *
 * A top-up is claimed by the browser's request id before anything is asked of Payme, so a retry
 * (a double click, a lost answer) finds the same row: it resumes the same receipt, which Payme pays
 * once, and the credit is written once, in one transaction with the payment row, keyed
 * `payme:<receipt id>` as a Payme checkout's credit is.
 */
import {
  formatCardExpiry,
  maskCardNumber,
  parseCardExpiry,
  paymeCardExpiry,
  savedCardKind,
  type Binding,
  type CardTopUpAnswer,
  type ErrorCode,
  type SavedCard,
} from '@kimoshdi/shared';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Logger } from '../../../lib/logger';
import { payments } from '../../../lib/metrics';
import { inTransaction, topUp, userBalances } from '../../ledger';
import { findPayment } from '../top-up.repository';
import { RECEIPT_PAID, type SubscribeClient } from '../payme-subscribe/subscribe.client';
import { ourErrorCode, SubscribeError } from '../payme-subscribe/subscribe.errors';
import {
  claimTopUp,
  findLiveCardByMask,
  findOwnCard,
  findTopUp,
  insertCard,
  insertPerformedPayment,
  listLiveCards,
  markRemoved,
  markTopUpFailed,
  markTopUpPaid,
  markVerified,
  setPhoneMask,
  setReceipt,
  type CardTopUpRow,
  type SavedCardRow,
} from './saved-cards.repository';

function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    card_number: row.card_mask,
    expire: row.expire,
    kind: row.card_kind as SavedCard['kind'],
    created_at: (row.verified_at ?? row.created_at).toISOString(),
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && e.constraint === constraint;
}

export function createSavedCardService(deps: {
  db: Database;
  subscribe: SubscribeClient;
  logger: Logger;
  now?: () => number;
}) {
  const { db, subscribe, logger, now = Date.now } = deps;

  /** Payme's refusal in our words; Payme's own trouble is logged and answered as such. */
  function refusal(error: unknown, during: string): never {
    if (error instanceof SubscribeError) {
      const code = ourErrorCode(error.code);
      if (code) throw new AppError(code);
      logger.warn(
        { paymeCode: error.code, paymeMessage: error.message, during },
        'Payme Subscribe API failed',
      );
      throw new AppError('CARD_PROVIDER_FAILED');
    }
    throw error;
  }
  async function ask<T>(during: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      return refusal(error, during);
    }
  }

  async function pendingCard(userId: string, id: string): Promise<SavedCardRow> {
    const card = await findOwnCard(db, userId, id);
    if (!card) throw new AppError('NOT_FOUND');
    if (card.verified) throw new AppError('WRONG_STATE', { status: 'verified' });
    return card;
  }

  async function sendCode(card: SavedCardRow): Promise<Binding> {
    const sent = await ask('cards.get_verify_code', () => subscribe.sendVerifyCode(card.token));
    await setPhoneMask(db, card.id, sent.phone);
    return {
      id: card.id,
      card_number: card.card_mask,
      expire: card.expire,
      kind: card.card_kind as Binding['kind'],
      phone: sent.phone,
      wait_ms: sent.wait,
    };
  }

  /** The receipt paid (or a refusal recorded for the request and thrown). */
  async function payReceipt(row: CardTopUpRow, receiptId: string, card: SavedCardRow, resumed: boolean) {
    try {
      if (resumed) {
        const { state } = await subscribe.checkReceipt(receiptId);
        if (state === RECEIPT_PAID) return;
      }
      const receipt = await subscribe.payReceipt(receiptId, card.token);
      if (receipt.state !== RECEIPT_PAID) {
        logger.warn({ receiptId, state: receipt.state }, 'Payme receipt not paid');
        throw new AppError('CARD_PROVIDER_FAILED');
      }
    } catch (error) {
      const code = error instanceof SubscribeError ? ourErrorCode(error.code) : undefined;
      // The card's refusal is final for this request: a retry answers it again, charges nothing.
      if (code) {
        await markTopUpFailed(db, row.id, code);
        payments.inc({ provider: 'payme', outcome: 'refused' });
      }
      refusal(error, 'receipts.pay');
    }
  }

  /** The credit, once: the payment row and the ledger's top-up in one transaction. */
  async function credit(topUpId: string, card: SavedCardRow): Promise<CardTopUpAnswer> {
    const { answer, credited } = await inTransaction(db, async (trx) => {
      const row = await findTopUp(trx, topUpId, { forUpdate: true });
      if (!row?.receipt_id) throw new Error(`top-up ${topUpId} has no receipt`);
      const amount = BigInt(row.amount);
      // Paid by the attempt we raced, or credited by Payme's Merchant API callback for the receipt.
      let payment = await findPayment(trx, 'payme', row.receipt_id, { forUpdate: true });
      let credited = false;
      if (!payment) {
        const movement = await topUp(trx, {
          userId: row.user_id,
          amount,
          businessKey: `payme:${row.receipt_id}`,
          description: `Payme ${card.card_mask}`,
          code: row.receipt_id,
        });
        payment = await insertPerformedPayment(trx, {
          userId: row.user_id,
          receiptId: row.receipt_id,
          amount,
          description: `Payme ${card.card_mask}`,
          ledgerTxId: movement.transactionId,
          createTime: row.created_at.getTime(),
          performTime: now(),
        });
        credited = true;
      }
      if (row.state !== 'paid') await markTopUpPaid(trx, row.id, payment.id);
      const { available } = await userBalances(trx, row.user_id);
      return {
        credited,
        answer: { receipt_no: payment.receipt_no, amount: payment.amount, available: available.toString() },
      };
    });
    if (credited) payments.inc({ provider: 'payme', outcome: 'paid' });
    return answer;
  }

  return {
    async list(userId: string): Promise<SavedCard[]> {
      return (await listLiveCards(db, userId)).map(toSavedCard);
    },

    /** `number` is 16 checked digits, `expire` a checked `MM/YY` (the shared schema parsed both). */
    async bind(userId: string, input: { number: string; expire: string }): Promise<Binding> {
      const expiry = parseCardExpiry(input.expire);
      const kind = savedCardKind(input.number);
      if (!expiry || !kind) throw new AppError('CARD_NUMBER_INVALID');
      const cardMask = maskCardNumber(input.number);
      if (await findLiveCardByMask(db, userId, cardMask)) throw new AppError('CARD_ALREADY_SAVED');
      const created = await ask('cards.create', () =>
        subscribe.createCard(input.number, paymeCardExpiry(expiry)),
      );
      const card = await insertCard(db, {
        userId,
        token: created.token,
        cardMask,
        expire: formatCardExpiry(expiry),
        kind,
        phoneMask: null,
      });
      return sendCode(card);
    },

    async resendCode(userId: string, id: string): Promise<Binding> {
      return sendCode(await pendingCard(userId, id));
    },

    async verify(userId: string, id: string, code: string): Promise<SavedCard> {
      const card = await pendingCard(userId, id);
      await ask('cards.verify', () => subscribe.verifyCard(card.token, code));
      try {
        return toSavedCard(await markVerified(db, card.id));
      } catch (error) {
        // The same card confirmed twice at once (two tabs): one stays, the other is forgotten.
        if (isUniqueViolation(error, 'saved_cards_one_live_key')) {
          await markRemoved(db, card.id);
          await subscribe.removeCard(card.token).catch(() => undefined);
          throw new AppError('CARD_ALREADY_SAVED');
        }
        throw error;
      }
    },

    /** Forgotten here first (it can no longer pay), then at Payme; Payme's failure is only logged. */
    async remove(userId: string, id: string): Promise<void> {
      const card = await findOwnCard(db, userId, id);
      if (!card) throw new AppError('NOT_FOUND');
      await markRemoved(db, card.id);
      try {
        await subscribe.removeCard(card.token);
      } catch (error) {
        logger.warn({ err: error, cardId: card.id }, 'Payme cards.remove failed; the card is removed here');
      }
    },

    /** A saved card to refund to: its kind and masked number (the refund form's choice). */
    async refundCard(
      userId: string,
      id: string,
    ): Promise<{ card_type: SavedCard['kind']; card_mask: string }> {
      const card = await findOwnCard(db, userId, id);
      if (!card?.verified) throw new AppError('NOT_FOUND');
      return { card_type: card.card_kind as SavedCard['kind'], card_mask: card.card_mask };
    },

    async topUp(
      userId: string,
      id: string,
      input: { amount: bigint; requestId: string },
    ): Promise<CardTopUpAnswer> {
      const card = await findOwnCard(db, userId, id);
      if (!card?.verified) throw new AppError('NOT_FOUND');
      const { row, created } = await claimTopUp(db, {
        userId,
        cardId: card.id,
        requestId: input.requestId,
        amount: input.amount,
      });
      // The same request id for another card or amount is not a retry: refused, nothing moves.
      if (row.saved_card_id !== card.id || BigInt(row.amount) !== input.amount)
        throw new AppError('WRONG_STATE', { request_id: input.requestId });
      if (row.state === 'failed') throw new AppError(row.error_code as ErrorCode);
      if (row.state === 'paid') return credit(row.id, card);
      let receiptId = row.receipt_id;
      if (!receiptId) {
        const receipt = await ask('receipts.create', () =>
          subscribe.createReceipt(
            input.amount,
            { user_id: userId },
            `Kimoshdi: balance top-up ${card.card_mask}`,
          ),
        );
        const recorded = await setReceipt(db, row.id, receipt._id);
        receiptId = recorded?.receipt_id ?? (await findTopUp(db, row.id))?.receipt_id ?? receipt._id;
      }
      await payReceipt(row, receiptId, card, !created);
      return credit(row.id, card);
    },
  };
}

export type SavedCardService = ReturnType<typeof createSavedCardService>;
