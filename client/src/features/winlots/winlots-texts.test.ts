import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PART_STATES, WINLOT_ROLES, WINLOT_STATES } from '@kimoshdi/shared';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';

/** The winlots namespace (the two cabinet pages and the won lot's cabinet messages). */
const root = join(import.meta.dirname, '../../../..');
describeNamespaceTexts({
  namespace: 'winlots',
  own: [import.meta.dirname],
  mentioning: [
    join(root, 'client/src/app/routes/profile/winlots.tsx'),
    join(root, 'client/src/app/routes/profile/winner-payments.tsx'),
  ],
  named: [join(root, 'client/src/features/cabinet/cabinet-menu.ts')],
  atLeast: 31,
});

describe('winlots texts', () => {
  it('labels every state and role, and words every message the server writes', () => {
    const server = readFileSync(join(root, 'server/src/modules/winlot/winlot-messages.ts'), 'utf8');
    const kinds = [...server.matchAll(/kind: '([a-zA-Z]+)'/g)].map((m) => m[1] ?? '');
    expect(kinds.length).toBeGreaterThan(10);
    const needed = [
      ...WINLOT_STATES.map((state) => `page.states.${state}`),
      ...WINLOT_ROLES.map((role) => `page.roles.${role}`),
      ...PAYMENT_PART_STATES.map((state) => `payments.partStates.${state}`),
      ...kinds.flatMap((kind) => [`messages.${kind}.title`, `messages.${kind}.content`]),
    ];
    expect(missingKeys('winlots', needed)).toEqual([]);
  });
});
