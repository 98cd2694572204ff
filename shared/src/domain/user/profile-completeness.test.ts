import { describe, expect, it } from 'vitest';
import { missingProfileParts, profileCompleteness, type ProfileFacts } from './profile-completeness';

const FULL: ProfileFacts = {
  full_name: 'Aziz Karimov',
  phone: '+998901234567',
  email: 'aziz@example.uz',
  pinfl: '12345678901234',
  stir: null,
  address: 'Toshkent, Chilonzor 5',
};

describe('profileCompleteness', () => {
  it.each<[string, ProfileFacts, number, string[]]>([
    ['everything', FULL, 100, []],
    ['a company with stir instead of pinfl', { ...FULL, pinfl: null, stir: '123456789' }, 100, []],
    ['both ids count once', { ...FULL, stir: '123456789' }, 100, []],
    ['no address', { ...FULL, address: null }, 80, ['address']],
    ['a blank address', { ...FULL, address: '   ' }, 80, ['address']],
    ['no id at all', { ...FULL, pinfl: null, stir: '' }, 80, ['identity']],
    [
      'as registered with a phone',
      { full_name: 'Aziz', phone: '+998901234567', pinfl: '12345678901234' },
      60,
      ['email', 'address'],
    ],
    [
      'as registered with an e-mail',
      { full_name: 'Aziz', email: 'a@b.uz', stir: '123456789' },
      60,
      ['phone', 'address'],
    ],
    ['nothing', {}, 0, ['name', 'phone', 'email', 'identity', 'address']],
    [
      'a buyer as registered',
      { full_name: 'Aziz', phone: '+998901234567', role: 'buyer' },
      40,
      ['email', 'identity', 'address'],
    ],
    [
      'an operator, who never trades',
      { full_name: 'Operator', phone: '+998901234567', role: 'operator' },
      100,
      [],
    ],
  ])('%s', (_name, facts, percentage, missing) => {
    expect(profileCompleteness(facts)).toBe(percentage);
    expect(missingProfileParts(facts)).toEqual(missing);
  });
});
