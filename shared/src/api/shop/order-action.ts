/**
 * The group of `api/shop/order-action/*` in the API document: the customer's actions on their own
 * order and the moderator's decisions through the same call (contracts in order.ts and
 * operator-orders.ts).
 */
import { z } from 'zod';
import { OPERATORS, SELLERS, type ApiGroup } from '../call';
import { moderatorDoActBodySchema } from './operator-orders';
import { doActAnswerSchema, doActBodySchema, doActResQuerySchema, doActResSchema } from './order';

export const orderActionApi = {
  tag: 'order-action',
  description: `The actions on an order: a customer sends or cancels their own order; an operator approves, returns or rejects a sent one (the moderation desk's decisions, as \`operator/orders/{id}/<decision>\`). Accounts that sell and operators only (guests 401, others 403); another's order 404.`,
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
  },
} satisfies ApiGroup;
