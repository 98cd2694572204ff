/**
 * Contracts of the personal-info page's calls (`api/shop/user/profile/*`): the user fills what the
 * profile lacks. Each answers the profile as GET user/profile does (the contact code call answers
 * where the code went), so the page shows the change without asking again.
 */
import { z } from 'zod';
import { text } from '../text';
import { challengeSolutionSchema } from './captcha';
import { CODE_LENGTH } from '../../domain/user/contact-code';
import { FULL_NAME_MAX_LENGTH, normalizeFullName } from '../../domain/identity/full-name';
import { EMAIL_MAX_LENGTH, parseLogin, type Login } from '../../domain/identity/login';
import { STREET_MAX_LENGTH } from '../../domain/user/address';

/** POST user/profile/name {full_name}: a name for a profile that has none yet. */
export const profileNameSchema = z.object({
  full_name: text()
    .max(FULL_NAME_MAX_LENGTH * 2)
    .transform((value, ctx) => {
      const name = normalizeFullName(value);
      if (name) return name;
      ctx.addIssue({ code: 'custom', message: 'a full name: 3 to 150 characters, at least two letters' });
      return z.NEVER;
    }),
});

const dictionaryId = z.number().int().min(1).max(2_147_483_647);

/** POST user/profile/address {region_id, area_id, street}: the district must lie in the region. */
export const profileAddressSchema = z.object({
  region_id: dictionaryId,
  area_id: dictionaryId,
  street: text().trim().min(1).max(STREET_MAX_LENGTH),
});
export type ProfileAddressInput = z.infer<typeof profileAddressSchema>;

/** A phone (+998 ...) or an e-mail, normalised as Kimoshdi ID normalises logins. */
const contactSchema = text()
  .max(EMAIL_MAX_LENGTH)
  .transform((value, ctx): Login => {
    const login = parseLogin(value);
    if (login) return login;
    ctx.addIssue({ code: 'custom', message: 'a phone number (+998 90 123 45 67) or an e-mail address' });
    return z.NEVER;
  });

/** POST user/profile/contact {contact}: sends a code to a new phone or e-mail. */
export const profileContactSchema = z.object({
  contact: contactSchema,
  /** The solved challenge (api/shop/captcha), needed after the first code in an hour. */
  altcha: challengeSolutionSchema,
});

/** POST user/profile/contact/confirm {contact, code}: the code makes the contact the profile's. */
export const profileContactConfirmSchema = z.object({
  contact: contactSchema,
  code: text().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`)),
});

/** Where the code went, and when another may be asked for. */
export const contactCodeSentSchema = z.object({
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  resend_in_s: z.number().int().nonnegative(),
});
export type ContactCodeSent = z.infer<typeof contactCodeSentSchema>;
