import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AmountError } from '@kimoshdi/shared/domain/money/tiyin';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';

/**
 * The repeat namespace: the feature and the lot page's repeat line, an amount's refusal built from
 * its code, and the server's message.
 */
const AMOUNT_ERRORS: AmountError[] = [
  'AMOUNT_EMPTY',
  'AMOUNT_NOT_A_NUMBER',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_MANY_DECIMALS',
  'AMOUNT_TOO_LARGE',
];

describeNamespaceTexts({
  namespace: 'repeat',
  own: [import.meta.dirname],
  named: [join(import.meta.dirname, '../lot-page/components/lot-view-page.tsx')],
  patterns: [/'((?:action|validation|lotPage)\.[\w.]+)'/g],
  atLeast: 15,
});

describe('repeat texts', () => {
  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('word every amount refusal and the message in %s', (language) => {
    const needed = [
      ...AMOUNT_ERRORS.map((code) => `validation.${code}`),
      'messages.repeated.title',
      'messages.repeated.content',
    ];
    expect(missingKeys('repeat', needed, language)).toEqual([]);
  });
});
