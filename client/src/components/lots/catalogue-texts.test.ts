import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOT_CARD_TABS, OWNER_TYPES } from '@kimoshdi/shared/api/shop/lot-card';
import { LOT_OUTCOMES } from '@kimoshdi/shared/domain/lot/lot-outcome';
import { PROTOCOL_STATUSES } from '@kimoshdi/shared/api/shop/check';
import { LOT_TABS } from '@kimoshdi/shared/domain/lot/lot-tabs';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';

/**
 * The catalogue namespace (the lot kit here and the four features of the public catalogue: browse,
 * lot page, result, checks), and a text for every value the catalogue labels.
 */
describeNamespaceTexts({
  namespace: 'catalogue',
  own: [
    import.meta.dirname,
    ...['lot-browse', 'lot-page', 'lot-result', 'checks'].map((feature) =>
      join(import.meta.dirname, '../../features', feature),
    ),
  ],
  mentioning: [join(import.meta.dirname, '../../app/routes')],
  atLeast: 61,
});

describe('catalogue texts', () => {
  it('labels every value the catalogue shows', () => {
    const needed = [
      ...LOT_TABS.map((tab) => `tabs.${tab}`),
      ...LOT_CARD_TABS.map((tab) => `lotTabs.${tab}`),
      ...OWNER_TYPES.map((type) => `customer.ownerTypes.${type}`),
      ...LOT_OUTCOMES.map((outcome) => `result.outcomes.${outcome}`),
      ...PROTOCOL_STATUSES.map((status) => `protocol.statuses.${status}`),
      ...['number', 'id'].map((mode) => `protocol.modes.${mode}`),
    ];
    expect(missingKeys('catalogue', needed)).toEqual([]);
  });
});
