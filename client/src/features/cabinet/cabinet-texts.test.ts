import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';
import {
  ACTION_KINDS,
  ACTION_TYPES,
  LEDGER_KINDS,
  messageSchema,
  paymentSchema,
  transactionSchema,
} from '@kimoshdi/shared';
import { REFUND_STATUSES } from '@kimoshdi/shared/api/shop/payment-back';
import { PROFILE_PARTS } from '@kimoshdi/shared/domain/user/profile-completeness';
import { ROLES } from '@kimoshdi/shared/domain/user/roles';

/** The cabinet namespace (its pages and menu), and a text for every value of each list it labels. */
describeNamespaceTexts({
  namespace: 'cabinet',
  own: [import.meta.dirname],
  // The cabinet's list frame and page controls moved to the shared kit with its words.
  mentioning: [
    join(import.meta.dirname, '../../app/routes/profile'),
    join(import.meta.dirname, '../../components/ui/list-frame.tsx'),
    join(import.meta.dirname, '../../components/ui/pagination.tsx'),
  ],
  patterns: [/(?:labelKey|titleKey|key): '([a-zA-Z][\w.-]*)'/g],
  atLeast: 51,
});

describe('cabinet texts', () => {
  it('labels every value the cabinet shows', () => {
    const needed = [
      ...ROLES.map((role) => `roles.${role}`),
      ...messageSchema.shape.type.options.map((type) => `messages.types.${type}`),
      ...paymentSchema.shape.status.options.map((status) => `payments.statuses.${status}`),
      ...transactionSchema.shape.status.options.map((status) => `transactions.statuses.${status}`),
      ...transactionSchema.shape.type.options.map((type) => `transactions.types.${type}`),
      ...LEDGER_KINDS.map((kind) => `transactions.kinds.${kind}`),
      ...['lot', 'lotPieces', 'refund'].map((reference) => `transactions.refs.${reference}`),
      ...REFUND_STATUSES.map((status) => `refunding.statuses.${status}`),
      ...PROFILE_PARTS.map((part) => `personalInfo.parts.${part}`),
      'refunding.errors.amountMin',
      'topUp.errors.amountMin',
      'topUp.errors.amountMax',
    ];
    expect(missingKeys('cabinet', needed)).toEqual([]);
    // The action log's labels live in their own namespace, loaded by its page alone.
    const actionLog = [
      ...['success', 'failure'].map((result) => `actions.results.${result}`),
      ...ACTION_KINDS.map((kind) => `actions.types.${kind}`),
      ...ACTION_TYPES.map((type) => `actions.actionTypes.${type}`),
      'actions.actionTypes.other',
    ];
    expect(missingKeys('action-log', actionLog)).toEqual([]);
  });
});
