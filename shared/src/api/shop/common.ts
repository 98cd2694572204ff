/**
 * Contracts of `api/shop/common/*` (docs/product.md section 7): parsed with zod on the server, typed on the
 * client. Answers are the JSON bodies as sent.
 */
import { z } from 'zod';
import { multilineText, text } from '../text';
import { PICKER_LANGUAGES } from '../../i18n/languages';
import type { ApiGroup } from '../call';
import { actionAccessAnswerSchema } from './consent';
import { challengeSolutionSchema } from './captcha';
import { mzpSchema } from './calendar';

/** GET common/date. `date` is the spec's string (DD.MM.YYYY HH:mm:ss, Asia/Tashkent); `epoch_ms`
 * lets the client measure its clock offset so it can tick on server time between calls. */
export const serverDateSchema = z.object({
  date: z.string(),
  epoch_ms: z.number().int(),
  time_zone: z.literal('Asia/Tashkent'),
});
export type ServerDate = z.infer<typeof serverDateSchema>;

/** POST common/lang/{lang}: the path parameter, lowercase uz or ru (the picker's languages). */
export const langParamsSchema = z.object({ lang: z.enum(PICKER_LANGUAGES) });
export const langAnswerSchema = z.object({ lang: z.enum(PICKER_LANGUAGES) });
export type LangAnswer = z.infer<typeof langAnswerSchema>;

/** GET common/get-visitors. month_count: unique visitors of the last 30 days summed per day. */
export const visitorsSchema = z.object({
  month_count: z.number().int().nonnegative(),
  yesterday_count: z.number().int().nonnegative(),
  today_count: z.number().int().nonnegative(),
});
export type Visitors = z.infer<typeof visitorsSchema>;

/** GET common/get-payment-list: `logo` is a URL path served by us, `url` the provider's site. */
export const paymentProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  logo: z.string(),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;
export const paymentListSchema = z.array(paymentProviderSchema);

/** POST common/contact-message: the contact page's form. */
export const contactMessageSchema = z
  .object({
    name: text().trim().min(2).max(200),
    phone: text()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    email: z
      .email()
      .max(200)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    message: multilineText().trim().min(10).max(4000),
    /** The solved challenge (api/shop/captcha), needed after an address's first message in an hour. */
    altcha: challengeSolutionSchema,
  })
  .refine((value) => Boolean(value.phone || value.email), { path: ['phone'], message: 'PHONE_OR_EMAIL' });
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export const contactMessageAnswerSchema = z.object({ id: z.number().int() });

export const commonApi = {
  tag: 'common',
  description: `The site's small calls: the server clock, the language, visitors, payment providers, the contact form, and what the caller may do today.`,
  calls: {
    'GET /api/shop/common/date': {
      summary: 'The server time in Tashkent',
      description: `\`{"date": "22.11.2026 06:00:00", "epoch_ms": 1795316400000, "time_zone": "Asia/Tashkent"}\`: \`date\` in Tashkent; \`epoch_ms\` for the client's clock offset. Not cached.`,
      auth: 'guest',
      answer: serverDateSchema,
    },
    'POST /api/shop/common/lang/{lang}': {
      summary: 'Choose the language (uz or ru)',
      description: `Answers \`{"lang": "ru"}\` and sets a \`lang\` cookie (one year). Other values: 400 \`UNSUPPORTED_LANGUAGE\` with \`data.allowed\`.`,
      auth: 'guest',
      params: langParamsSchema,
      answer: langAnswerSchema,
      errors: ['UNSUPPORTED_LANGUAGE'],
    },
    'GET /api/shop/common/get-visitors': {
      summary: 'Unique visitors: today, yesterday, the last 30 days',
      description: `Unique visitors per Tashkent day (today, yesterday, and the sum over the last 30 days). Counts the caller (an anonymous \`vid\` cookie) once a day.`,
      auth: 'guest',
      answer: visitorsSchema,
    },
    'GET /api/shop/common/mzp': {
      summary: 'The base calculation amount (BHM) in force today',
      description: `\`{"value": 412000, "from": "2025-08-01", "today": "2026-11-27", "fixed_price_max": "2472000000", "flat_step_above": "82400000000", "next": {"value": 450000, "from": "2027-01-01"}}\`: \`value\` in so'm, in force since \`from\` (Tashkent days); the 60 x and 2 000 x thresholds of a lot announced today in tiyin; \`next\`: a value operators entered for a later day, or null.`,
      auth: 'guest',
      answer: mzpSchema,
    },
    'GET /api/shop/common/get-payment-list': {
      summary: 'The payment providers shown on the site',
      auth: 'guest',
      answer: paymentListSchema,
    },
    'POST /api/shop/common/contact-message': {
      summary: 'Send the contact form',
      description: `Phone or e-mail required; name 2 to 200, message 10 to 4 000 characters; answers 201 \`{"id": 17}\`. 5 per address per 10 minutes. After an address's first message in an hour each further one carries a solved challenge in \`altcha\` (\`GET captcha\`): without it 428 \`CHALLENGE_REQUIRED\` and nothing is stored; a wrong or reused one: 400 \`CHALLENGE_FAILED\`.`,
      auth: 'guest',
      body: contactMessageSchema,
      status: 201,
      answer: contactMessageAnswerSchema,
      errors: ['RATE_LIMITED', 'CHALLENGE_REQUIRED', 'CHALLENGE_FAILED'],
    },
    'GET /api/shop/common/action/access': {
      summary: 'What the caller may do today (apply, bid, buy, order), and why not',
      description: `\`{consented, reason, offer_version, barred: {until, lot_number} or null, actions: {apply, bid, buy, order}}\`, each action \`{allowed, reason: BUYER_ROLE_REQUIRED/FORBIDDEN/USER_BARRED/CONSENT_REQUIRED or null}\` in the order the actions check (role, bar for auctions, consent). See the consent group.`,
      auth: 'user',
      answer: actionAccessAnswerSchema,
    },
  },
} satisfies ApiGroup;
