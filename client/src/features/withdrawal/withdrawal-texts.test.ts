import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';

/**
 * The withdrawal's texts, and every cabinet message the server writes in their words with its
 * title and content: the withdrawal's (withdrawal-messages.ts) and the ledger's debt paid
 * (debt-messages.ts).
 */
const MESSAGE_KINDS = ['applicant', 'free', 'charged', 'debt'];
const SERVER_MODULES = join(import.meta.dirname, '../../../../server/src/modules');

describeNamespaceTexts({ namespace: 'withdrawal', own: [import.meta.dirname], atLeast: 20 });

describe('withdrawal texts', () => {
  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('word every message the server writes in %s', (language) => {
    // The kinds of WithdrawalMessage: each is a `TYPE` entry of the server's messages file.
    const messages = readFileSync(join(SERVER_MODULES, 'withdrawal/withdrawal-messages.ts'), 'utf8');
    for (const kind of MESSAGE_KINDS) {
      expect(messages).toMatch(new RegExp(`\\b${kind}: '(?:info|success|warning)'`));
    }
    const debtPaid = readFileSync(join(SERVER_MODULES, 'ledger/debt-messages.ts'), 'utf8');
    expect(debtPaid).toContain("'withdrawal:messages.debtPaid'");
    const needed = [...MESSAGE_KINDS, 'debtPaid'].flatMap((kind) => [
      `messages.${kind}.title`,
      `messages.${kind}.content`,
    ]);
    expect(missingKeys('withdrawal', needed, language)).toEqual([]);
  });
});
