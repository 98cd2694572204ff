import { describe, expect, it } from 'vitest';
import { actionAccess, type AccessFacts } from './action-access';

const ok = { allowed: true, reason: null };
const no = (reason: string) => ({ allowed: false, reason });

describe('actionAccess', () => {
  it.each<[string, AccessFacts, Record<string, unknown>]>([
    [
      'a consented buyer',
      { role: 'buyer', consented: true, barred: false },
      { apply: ok, bid: ok, buy: ok, order: no('FORBIDDEN') },
    ],
    [
      'a buyer who has not signed',
      { role: 'buyer', consented: false, barred: false },
      {
        apply: no('CONSENT_REQUIRED'),
        bid: no('CONSENT_REQUIRED'),
        buy: no('CONSENT_REQUIRED'),
        order: no('FORBIDDEN'),
      },
    ],
    [
      'a barred buyer who has not signed: the bar first, for auctions only',
      { role: 'buyer', consented: false, barred: true },
      {
        apply: no('USER_BARRED'),
        bid: no('USER_BARRED'),
        buy: no('CONSENT_REQUIRED'),
        order: no('FORBIDDEN'),
      },
    ],
    [
      'a barred buyer who signed',
      { role: 'buyer', consented: true, barred: true },
      { apply: no('USER_BARRED'), bid: no('USER_BARRED'), buy: ok, order: no('FORBIDDEN') },
    ],
    [
      'a customer who has not signed',
      { role: 'customer', consented: false, barred: false },
      {
        apply: no('BUYER_ROLE_REQUIRED'),
        bid: no('BUYER_ROLE_REQUIRED'),
        buy: no('BUYER_ROLE_REQUIRED'),
        order: no('CONSENT_REQUIRED'),
      },
    ],
    [
      'both roles, consented',
      { role: 'both', consented: true, barred: false },
      { apply: ok, bid: ok, buy: ok, order: ok },
    ],
    [
      'an operator',
      { role: 'operator', consented: true, barred: false },
      {
        apply: no('BUYER_ROLE_REQUIRED'),
        bid: no('BUYER_ROLE_REQUIRED'),
        buy: no('BUYER_ROLE_REQUIRED'),
        order: no('FORBIDDEN'),
      },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(actionAccess(facts)).toEqual(expected);
  });
});
