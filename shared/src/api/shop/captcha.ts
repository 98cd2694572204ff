/**
 * Contract of `api/shop/captcha`: a fresh proof-of-work challenge (ALTCHA's open protocol). A form
 * that answered 428 `CHALLENGE_REQUIRED` is sent again with the solution in its `altcha` field: the
 * base64 of JSON `{algorithm, challenge, number, salt, signature}`, where `number` is the one whose
 * SHA-256 of `salt + number` is `challenge`. The page finds it by trying 0..maxnumber.
 */
import { z } from 'zod';
import { text } from '../text';
import type { ApiGroup } from '../call';

/** The `altcha` field of a form that may need the challenge; at most one use per solution. */
export const challengeSolutionSchema = text().min(1).max(2000).optional();

export const captchaSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const captchaApi = {
  tag: 'captcha',
  description: `The proof-of-work challenge the contact form and the profile's contact code ask for after an address's (or user's) first use in an hour: 428 \`CHALLENGE_REQUIRED\` without a solution, 400 \`CHALLENGE_FAILED\` for a wrong, expired or already used one. The page fetches a challenge here, solves it in the background and sends the form again with \`altcha\`. No outside service is involved.`,
  calls: {
    'GET /api/shop/captcha': {
      summary: 'A fresh signed challenge to solve (valid 10 minutes, one use)',
      auth: 'guest',
      answer: captchaSchema,
    },
  },
} satisfies ApiGroup;
