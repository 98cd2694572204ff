import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys, LOCALES_DIR, sourceFiles } from '../../../../tests/support/locale-files';

/**
 * The withdrawal's texts: the four languages have the same keys, every key the feature asks for
 * exists, and every cabinet message the server writes (withdrawal-messages.ts) has its title and
 * content.
 */
const MESSAGE_KINDS = ['applicant', 'free', 'charged', 'debt', 'debtPaid'];
const SERVER_MESSAGES = join(import.meta.dirname, '../../../../server/src/modules/withdrawal');

function keysOf(language: string): Map<string, unknown> {
  return flattenKeys(
    JSON.parse(readFileSync(join(LOCALES_DIR, language, 'withdrawal.json'), 'utf8')) as unknown,
  );
}

describe('the withdrawal namespace', () => {
  it.each(['ru', 'en', 'uz-Cyrl'])('has the keys of uz in %s', (language) => {
    expect([...keysOf(language).keys()].sort()).toEqual([...keysOf('uz').keys()].sort());
  });

  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])(
    'words every key the feature and the server use in %s',
    (language) => {
      const texts = keysOf(language);
      const used = new Set<string>();
      for (const file of sourceFiles(import.meta.dirname)) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/'((?:withdraw|debts)\.[\w.]+)'/g)) used.add(match[1] ?? '');
      }
      // The kinds of WithdrawalMessage: each is a `TYPE` entry of the server's messages file.
      const messages = readFileSync(join(SERVER_MESSAGES, 'withdrawal-messages.ts'), 'utf8');
      for (const kind of MESSAGE_KINDS) {
        expect(messages).toMatch(new RegExp(`\\b${kind}: '(?:info|success|warning)'`));
        used.add(`messages.${kind}.title`);
        used.add(`messages.${kind}.content`);
      }
      expect(used.size).toBeGreaterThan(30);
      expect([...used].filter((key) => typeof texts.get(key) !== 'string')).toEqual([]);
    },
  );
});
