import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userBanSchema } from '@kimoshdi/shared/api/shop/user-bans';
import { BAN_REASONS } from '@kimoshdi/shared/domain/blacklist/bar';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';

/** The bans namespace, asked for here and as `bans:` elsewhere; a text for every reason and state. */
describeNamespaceTexts({
  namespace: 'bans',
  own: [import.meta.dirname],
  named: [join(import.meta.dirname, '../..')],
  atLeast: 16,
});

describe('bans texts', () => {
  it('label every reason and state', () => {
    const needed = [
      ...BAN_REASONS.map((reason) => `reason.${reason}`),
      ...userBanSchema.shape.state.options.map((state) => `state.${state}`),
    ];
    expect(missingKeys('bans', needed)).toEqual([]);
  });
});
