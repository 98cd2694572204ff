import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_FIELD_ERRORS, ORDER_FLOW_ACTIONS, ORDER_STEPS } from '@kimoshdi/shared';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';
import { ORDER_TABS } from './components/order-paths';

/** The orders namespace (the list, the form, an order's pages, its cabinet messages). */
const root = join(import.meta.dirname, '../../../..');
describeNamespaceTexts({
  namespace: 'orders',
  own: [import.meta.dirname],
  mentioning: [
    join(root, 'client/src/app/routes/order-create.tsx'),
    join(root, 'client/src/app/routes/profile/orders.tsx'),
    join(root, 'client/src/app/routes/profile/order-page.tsx'),
  ],
  named: [join(root, 'client/src/features/cabinet/cabinet-menu.ts')],
  atLeast: 61,
});

describe('orders texts', () => {
  it('words every step, tab, field error and message the server writes', () => {
    const needed = [
      ...ORDER_STEPS.map((step) => `steps.${step}`),
      'steps.review',
      ...ORDER_TABS.map((tab) => `tabs.${tab}`),
      ...Object.values(ORDER_FIELD_ERRORS).map((code) => `validation.${code}`),
      ...['LATIN_ONLY', 'COORDINATES_INVALID', 'COORDINATES_REQUIRED', 'COORDINATES_OUTSIDE'].map(
        (code) => `validation.${code}`,
      ),
      ...ORDER_FLOW_ACTIONS.map((action) => `flows.${action}`),
    ];
    const server = readFileSync(join(root, 'server/src/modules/order/order-messages.ts'), 'utf8');
    for (const kind of server.matchAll(/kind: '([a-zA-Z]+)'/g)) {
      needed.push(`messages.${kind[1]}.title`, `messages.${kind[1]}.content`);
    }
    expect(missingKeys('orders', needed)).toEqual([]);
  });
});
