import { describe, expect, it } from 'vitest';
import type { ContactValues } from './contact-values';
import { validateContact } from './contact-validation';

const valid: ContactValues = {
  name: 'Aziz',
  phone: '+998 90 123 45 67',
  email: '',
  message: 'Lotga ariza berish haqida savolim bor.',
};

describe('validateContact', () => {
  it('accepts a complete form with a phone or an e-mail', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '', email: 'aziz@example.uz' })).toEqual({});
  });

  it.each([
    [{ name: 'A' }, { name: 'contact.errors.name' }],
    [{ name: '  ' }, { name: 'contact.errors.name' }],
    [{ message: 'short' }, { message: 'contact.errors.message' }],
    [{ phone: '' }, { phone: 'contact.errors.phoneOrEmail' }],
    [{ phone: 'abc' }, { phone: 'contact.errors.phone' }],
    [{ email: 'not-an-email' }, { email: 'contact.errors.email' }],
    [{ name: 'Aziz\u0000' }, { name: 'contact.errors.controlCharacters' }],
    [{ message: 'Savolim bor:\u001b[31m lot qachon?' }, { message: 'contact.errors.controlCharacters' }],
    [{ message: 'Savolim bor:\nlot qachon boshlanadi?' }, {}],
    [
      { name: '', phone: '', message: '' },
      {
        name: 'contact.errors.name',
        phone: 'contact.errors.phoneOrEmail',
        message: 'contact.errors.message',
      },
    ],
  ] as const)('%o -> %o', (change, expected) => {
    expect(validateContact({ ...valid, ...change })).toEqual(expected);
  });
});
