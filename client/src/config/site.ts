/**
 * Fixed facts about the operator shown in several places (navbar, footer, contact page). Texts that
 * depend on the language live in the `common` namespace; only language-free values are here.
 */
export const SUPPORT_EMAIL = 'info@kimoshdi.uz';

/** Shown as written; `tel:` links need the digits only. */
export const SUPPORT_PHONES = ['+998 71 200 00 00'] as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** Sign-in and registration happen on the external identity site; the server starts that flow. */
export const LOGIN_URL = '/api/shop/auth/login';
