/**
 * GET api/shop/user/bans: the signed-in user's own blacklist entries, matched by their PINFL or
 * STIR, so a bar is never a mystery (docs/domain.md, complaint 8: why, since and until when, days
 * left, how to contest it). Entries in force, ahead and past; latest end first.
 */
import { z } from 'zod';
import { BAN_REASONS } from '../../domain/blacklist/bar';

export const userBanSchema = z.object({
  id: z.number().int().positive(),
  lot_number: z.string(),
  reason: z.enum(BAN_REASONS),
  /** Tashkent days, `YYYY-MM-DD`; the bar holds through end_date. */
  start_date: z.string(),
  end_date: z.string(),
  state: z.enum(['upcoming', 'in_force', 'ended']),
  /** Days left after today while in force (0 on the last day); 0 otherwise. */
  remaining_days: z.number().int().nonnegative(),
});
export type UserBan = z.infer<typeof userBanSchema>;

export const userBansAnswerSchema = z.object({
  /** The entry that decides today (in force, ending last), or null: the user may take part. */
  standing: userBanSchema.nullable(),
  items: z.array(userBanSchema),
});
export type UserBansAnswer = z.infer<typeof userBansAnswerSchema>;
