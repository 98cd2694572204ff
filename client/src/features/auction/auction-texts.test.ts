import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';
import { OFFER_ERROR_KEYS } from './offer-check';

/**
 * The auction namespace: the game page and its route, and the operator's live board (which writes
 * `auction:` in full); the keys built from offer errors, statuses and timers exist too.
 */
const clientDir = join(import.meta.dirname, '../..');
describeNamespaceTexts({
  namespace: 'auction',
  own: [import.meta.dirname],
  named: [
    join(clientDir, 'app/routes/profile/operator-live-auctions.tsx'),
    join(clientDir, 'features/operator'),
  ],
  atLeast: 50,
});

describe('auction texts', () => {
  it('word every offer error, status and timer', () => {
    const needed = [
      ...Object.values(OFFER_ERROR_KEYS),
      ...['waiting', 'live', 'paused', 'closed'].map((status) => `status.${status}`),
      ...['ends', 'paused', 'starts'].map((kind) => `timer.${kind}`),
    ];
    expect(missingKeys('auction', needed)).toEqual([]);
  });
});
