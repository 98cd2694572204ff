/**
 * The group of `api/shop/order-action/*` in the API document: the customer's actions on their own
 * order and its lots, and the moderator's decisions through the same call (contracts in order.ts,
 * operator-orders.ts and withdrawal.ts).
 */
import { z } from 'zod';
import { OPERATORS, SELLERS, type ApiGroup } from '../call';
import { moderatorDoActBodySchema } from './operator-orders';
import { doActAnswerSchema, doActBodySchema, doActResQuerySchema, doActResSchema } from './order';
import {
  customerDebtsSchema,
  payDebtAnswerSchema,
  payDebtBodySchema,
  withdrawLotAnswerSchema,
  withdrawLotBodySchema,
  withdrawTermsQuerySchema,
  withdrawTermsSchema,
} from './withdrawal';

export const orderActionApi = {
  tag: 'order-action',
  description: `The actions on an order: a customer sends or cancels their own order; an operator approves, returns or rejects a sent one (the moderation desk's decisions, as \`operator/orders/{id}/<decision>\`). Accounts that sell and operators only (guests 401, others 403); another's order 404.

**Withdrawal from trade and penalty debts** (contracts: \`shared/src/api/shop/withdrawal.ts\`, docs/decisions.md "Withdrawal from trade"): the lot's order's customer only: guests 401, accounts that do not sell 403, a lot of another's order (or another's debt) 404. POSTs need the CSRF header. Money in tiyin strings. A refused call writes nothing. While a debt is open, \`order/create-order\`, \`order/duplicate\` and \`order-action/do-act\` \`send\` are 403 \`CUSTOMER_DEBT\` (\`data: {amount, debts}\`, the amount in the message in the caller's language).`,
  calls: {
    'POST /api/shop/order-action/do-act': {
      summary: 'Send or cancel an order (a customer); approve, return or reject it (an operator)',
      description: `A customer: \`{order_id, action: "send" | "cancel"}\`; an operator: \`{order_id, action: "approve" | "return" | "reject", reason}\` (a reason for return and reject). Send: 409 \`ORDER_INCOMPLETE\` (\`data.missing\`), 409 \`ORDER_IMAGES_TOO_FEW\` (\`data: {min, count}\`), 403 \`CONSENT_REQUIRED\`; a decision outside the check: 409 \`ORDER_WRONG_STATE\`. \`lot_ids\`: the lots an approval made.`,
      auth: [...SELLERS, ...OPERATORS],
      body: z.union([doActBodySchema, moderatorDoActBodySchema]),
      answer: doActAnswerSchema,
      errors: [
        'NOT_FOUND',
        'ORDER_WRONG_STATE',
        'ORDER_INCOMPLETE',
        'ORDER_IMAGES_TOO_FEW',
        'CONSENT_REQUIRED',
        'CUSTOMER_DEBT',
      ],
    },
    'GET /api/shop/order-action/do-act-res': {
      summary: "The order's status, its customer's allowed actions and the last action",
      description: 'A customer reads their own order, an operator any.',
      auth: [...SELLERS, ...OPERATORS],
      query: doActResQuerySchema,
      answer: doActResSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/order-action/withdraw-terms': {
      summary: 'May the lot be withdrawn now, and what it would cost',
      description: `\`reason\` (when not allowed): \`being_held\`, \`start_passed\`, \`copies_sold\`, \`trade_over\`, \`not_on_trade\`.`,
      auth: SELLERS,
      query: withdrawTermsQuerySchema,
      answer: withdrawTermsSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/order-action/withdraw-lot': {
      summary: "Withdraw a lot from trade: applicants' deposits released, the penalty charged or owed",
      description: `The lot goes to status 10. Not now: 409 \`LOT_NOT_WITHDRAWABLE\` (\`data: {reason, status}\`); a repeat answers the first withdrawal with \`repeated: true\`.`,
      auth: SELLERS,
      body: withdrawLotBodySchema,
      answer: withdrawLotAnswerSchema,
      errors: ['NOT_FOUND', 'LOT_NOT_WITHDRAWABLE'],
    },
    'GET /api/shop/order-action/debts': {
      summary: "The caller's penalty debts: open ones first (oldest first), then paid ones (newest first)",
      auth: SELLERS,
      answer: customerDebtsSchema,
    },
    'POST /api/shop/order-action/pay-debt': {
      summary: 'Pay a penalty debt from the available balance',
      description: `Short: 409 \`INSUFFICIENT_FUNDS\` (\`data.shortfall\`); a paid debt answers \`repeated: true\` and moves nothing.`,
      auth: SELLERS,
      body: payDebtBodySchema,
      answer: payDebtAnswerSchema,
      errors: ['NOT_FOUND', 'INSUFFICIENT_FUNDS'],
    },
  },
} satisfies ApiGroup;
