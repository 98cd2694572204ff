/**
 * Contracts of `api/shop/common/*` (docs/product.md section 7): parsed with zod on the server, typed on the
 * client. Answers are the JSON bodies as sent.
 */
import { z } from 'zod';
import { multilineText, text } from '../text';
import { PICKER_LANGUAGES } from '../../i18n/languages';

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
  })
  .refine((value) => Boolean(value.phone || value.email), { path: ['phone'], message: 'PHONE_OR_EMAIL' });
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export const contactMessageAnswerSchema = z.object({ id: z.number().int() });
