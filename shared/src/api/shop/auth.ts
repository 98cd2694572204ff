/** Contracts of `api/shop/auth/*`: sign-in and sign-out, and single sign-on into the cabinet. */
import { z } from 'zod';
import { PICKER_LANGUAGES } from '../../i18n/languages';
import { text } from '../text';

export const AUTH_TOKEN_TARGETS = ['refund-application', 'refill-balance', 'profile'] as const;
export type AuthTokenTarget = (typeof AUTH_TOKEN_TARGETS)[number];

/** GET auth/auth-token?target=...&lang=... */
export const authTokenQuerySchema = z.object({
  target: z.enum(AUTH_TOKEN_TARGETS),
  lang: z.enum(PICKER_LANGUAGES).default('uz'),
});
/** The token and the cabinet address it opens (the token and the language appended). */
export const authTokenAnswerSchema = z.object({ token: z.string(), url: z.string() });
export type AuthTokenAnswer = z.infer<typeof authTokenAnswerSchema>;

/** GET auth/cabinet?token=...&lang=...: the cabinet's side of the single sign-on. */
export const cabinetEntryQuerySchema = z.object({
  token: text().min(20).max(100),
  lang: z.enum(PICKER_LANGUAGES).default('uz'),
});

/** POST auth/logout: where the browser goes next (the provider's sign-out, then /home). */
export const logoutAnswerSchema = z.object({ redirect_url: z.string() });
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

/** POST user/change-password (docs/product.md section 5). */
export const changePasswordSchema = z
  .object({ new_password: text().min(1).max(200), repeat_password: text().min(1).max(200) })
  .refine((value) => value.new_password === value.repeat_password, {
    path: ['repeat_password'],
    message: 'PASSWORDS_DO_NOT_MATCH',
  });
