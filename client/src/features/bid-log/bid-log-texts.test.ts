import { describe, expect, it } from 'vitest';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';

/** The bid-log namespace, and a text for every fault the check in the browser can name. */
describeNamespaceTexts({ namespace: 'bid-log', own: [import.meta.dirname], atLeast: 21 });

const FAULTS = ['genesis', 'seq', 'unchained', 'hash', 'time', 'self_outbid', 'step', 'digest', 'result'];

describe('bid-log texts', () => {
  it('name every fault', () => {
    expect(
      missingKeys(
        'bid-log',
        FAULTS.map((fault) => `check.faults.${fault}`),
      ),
    ).toEqual([]);
  });
});
