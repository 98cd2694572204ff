import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocale, sourceFiles } from '../../../../tests/support/locale-files';
import { LEDGER_KINDS, messageSchema, paymentSchema, transactionSchema } from '@kimoshdi/shared';
import { REFUND_STATUSES } from '@kimoshdi/shared/api/shop/payment-back';
import { PROFILE_PARTS } from '@kimoshdi/shared/domain/user/profile-completeness';
import { ROLES } from '@kimoshdi/shared/domain/user/roles';

/**
 * The cabinet namespace: the same keys in every hand-written language, no empty text, every key
 * the cabinet asks for literally, and a text for every value of each list it labels.
 */
const sources = [import.meta.dirname, join(import.meta.dirname, '../../app/routes/profile')];

const load = (language: string) => loadLocale(language, 'cabinet');

const uz = load('uz');

describe('cabinet namespace', () => {
  it.each(['ru', 'en'])('%s has exactly the keys of uz', (language) => {
    expect([...load(language).keys()].sort()).toEqual([...uz.keys()].sort());
  });

  it.each(['uz', 'ru', 'en'])('%s has no empty texts', (language) => {
    for (const [key, value] of load(language)) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
    }
  });

  it('has every key the cabinet uses literally', () => {
    const used = new Set<string>();
    for (const file of sources.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/(?:labelKey|titleKey|key): '([a-zA-Z][\w.-]*)'/g))
        used.add(match[1] ?? '');
    }
    const missing = [...used].filter((key) => !key.includes(':') && !uz.has(key));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it('labels every value the cabinet shows', () => {
    const needed = [
      ...ROLES.map((role) => `roles.${role}`),
      ...messageSchema.shape.type.options.map((type) => `messages.types.${type}`),
      ...['success', 'failure'].map((result) => `actions.results.${result}`),
      ...paymentSchema.shape.status.options.map((status) => `payments.statuses.${status}`),
      ...transactionSchema.shape.status.options.map((status) => `transactions.statuses.${status}`),
      ...transactionSchema.shape.type.options.map((type) => `transactions.types.${type}`),
      ...LEDGER_KINDS.map((kind) => `transactions.kinds.${kind}`),
      ...REFUND_STATUSES.map((status) => `refunding.statuses.${status}`),
      ...PROFILE_PARTS.map((part) => `personalInfo.parts.${part}`),
      'refunding.errors.amountMin',
      'topUp.errors.amountMin',
      'topUp.errors.amountMax',
    ];
    expect(needed.filter((key) => !uz.has(key))).toEqual([]);
  });
});
