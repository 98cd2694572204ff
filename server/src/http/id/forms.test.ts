import { describe, expect, it } from 'vitest';
import { readRegistrationForm } from './forms';
import { pageContext } from './pages/page-context';

const page = pageContext('en', 'http://localhost/home');
const valid = {
  login: ' +998 90 123-45-67 ',
  full_name: ' Alisher  Navoiy ',
  tax_id: '3123 4567 8901 23',
  role: 'both',
  password: 'secret123',
  password_repeat: 'secret123',
};

describe('readRegistrationForm', () => {
  it('normalises a valid form', () => {
    const form = readRegistrationForm(valid, page);
    expect(form).toMatchObject({
      ok: true,
      input: {
        login: { kind: 'phone', phone: '+998901234567' },
        fullName: 'Alisher Navoiy',
        taxId: { kind: 'pinfl', pinfl: '31234567890123' },
        role: 'both',
        password: 'secret123',
      },
    });
  });

  it('reports every wrong field at once, in the page language, without echoing passwords', () => {
    const form = readRegistrationForm(
      {
        login: 'nobody',
        full_name: 'A',
        tax_id: '123',
        role: 'operator',
        password: 'short',
        password_repeat: 'x',
      },
      page,
    );
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.errors).toEqual({
      login: 'Enter a phone number (+998 90 123 45 67) or an e-mail address.',
      full_name: 'Enter your full name.',
      tax_id: 'A PINFL must have 14 digits, a STIR 9 digits.',
      role: 'Choose a role.',
      password: 'The password must be at least 8 characters long and contain letters and digits.',
    });
    expect(form.values).not.toHaveProperty('password');
  });

  it('tells a mismatched repeat apart from a weak password', () => {
    const form = readRegistrationForm({ ...valid, password_repeat: 'secret124' }, page);
    expect(form.ok).toBe(false);
    if (!form.ok) expect(form.errors).toEqual({ password_repeat: 'The passwords do not match.' });
  });

  it('treats missing and repeated fields as empty', () => {
    const form = readRegistrationForm({ ...valid, login: ['a@b.uz', 'c@d.uz'], role: undefined }, page);
    expect(form.ok).toBe(false);
    if (!form.ok) expect(Object.keys(form.errors).sort()).toEqual(['login', 'role']);
  });
});
