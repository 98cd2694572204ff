/**
 * The logins of Kimoshdi ID: a phone number of Uzbekistan or an e-mail address, typed in one field.
 * Both are kept in one canonical form, so "90 123-45-67" and "+998901234567" are the same person.
 */

/** +998 followed by the 9 digits of the operator code and the subscriber number. */
export const PHONE_PATTERN = /^\+998\d{9}$/;

/** Separators people type inside a phone number. */
const PHONE_SEPARATORS = /[\s\-().]/g;

/**
 * The canonical +998XXXXXXXXX form of a typed phone number, or undefined when it is not one.
 * Accepted: the full international form with or without "+", "00998...", and the 9 national
 * digits alone (how people write their own number in Uzbekistan).
 */
export function normalizePhone(input: string): string | undefined {
  const compact = input.trim().replace(PHONE_SEPARATORS, '');
  const match = /^(?:\+998|00998|998)?(\d{9})$/.exec(compact);
  return match ? `+998${match[1]}` : undefined;
}

/** +998901234567 as people read it: +998 90 123 45 67 (other text is returned as it is). */
export function formatPhone(phone: string): string {
  const match = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+998 ${match.slice(1).join(' ')}` : phone;
}

/** Addresses are compared in lower case; RFC 5321 allows 254 characters at most. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** The lower-case form of a typed e-mail address, or undefined when it is not one. */
export function normalizeEmail(input: string): string | undefined {
  const email = input.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? email : undefined;
}

export type Login = { kind: 'phone'; phone: string } | { kind: 'email'; email: string };

/** One field, two kinds: anything with "@" is read as an e-mail, everything else as a phone. */
export function parseLogin(input: string): Login | undefined {
  if (input.includes('@')) {
    const email = normalizeEmail(input);
    return email ? { kind: 'email', email } : undefined;
  }
  const phone = normalizePhone(input);
  return phone ? { kind: 'phone', phone } : undefined;
}

/** The canonical text of a login: where codes are sent and what the limits count. */
export function loginValue(login: Login): string {
  return login.kind === 'phone' ? login.phone : login.email;
}
