/**
 * Contracts of the buyer's standing in `api/shop/user/*`: the auctions they applied to that are live
 * or still ahead (the navbar badge `game-cnt` and the cabinet's "current auctions"), and their
 * track record (`achievements`) with the switch that shows it beside their buyer number in a live
 * room. The calls join the user group (api/shop/user.ts spreads `userStandingCalls`).
 */
import { z } from 'zod';
import type { ApiCall, CallKey } from '../call';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';

/**
 * GET user/game-cnt: `count` is what the navbar badge shows, the auctions the person applied to
 * that run now (live or paused by a technical interruption); `upcoming` those still ahead (the
 * cabinet page lists both, the badge does not count them: it calls to a room, not to a calendar).
 */
export const gameCountSchema = z.object({
  count: z.number().int().min(0),
  upcoming: z.number().int().min(0),
});
export type GameCount = z.infer<typeof gameCountSchema>;

/** One auction of "current auctions": a standing application to a lot that is live or ahead. */
export const currentAuctionSchema = z.object({
  lot_id: z.number().int(),
  lot_number: z.string(),
  name: localNamesSchema,
  lot_status: z.number().int(),
  /** live: running (status 4) or paused (12); upcoming: before its start (1, 2, 3). */
  phase: z.enum(['live', 'upcoming']),
  starts_at: z.string(),
  ends_at: z.string(),
  buyer_number: z.number().int().min(1),
  deposit_amount: tiyinSchema,
});
export type CurrentAuction = z.infer<typeof currentAuctionSchema>;

/** GET user/current-auctions: live first (ending soonest first), then upcoming (starting soonest). */
export const currentAuctionsSchema = z.object({ items: z.array(currentAuctionSchema) });
export type CurrentAuctions = z.infer<typeof currentAuctionsSchema>;

/** The numbers of a track record. */
export const trackRecordSchema = z.object({
  /** Auctions held (or running) with the person among the participants. */
  taken_part: z.number().int().min(0),
  /** Auctions won (as the winner, or as the reserve winner who took the lot). */
  won: z.number().int().min(0),
  /** Won lots paid in full before their deadline. */
  paid_on_time: z.number().int().min(0),
  /** Won lots refused, or not paid by the deadline. */
  not_paid: z.number().int().min(0),
  /** Protests filed on lots' results, and how many of them were upheld. */
  protests: z.number().int().min(0),
  protests_upheld: z.number().int().min(0),
  /** The first application's time, or null for a newcomer. */
  since: z.string().nullable(),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;

/** GET user/achievements: the record and whether the person shows it in live rooms. */
export const achievementsSchema = z.object({
  record: trackRecordSchema,
  show_in_room: z.boolean(),
});
export type Achievements = z.infer<typeof achievementsSchema>;

/** POST user/achievements/visibility. */
export const achievementsVisibilitySchema = z.object({ show_in_room: z.boolean() });
export type AchievementsVisibility = z.infer<typeof achievementsVisibilitySchema>;

/** GET game-view/track-records?lot_id=N: the lot's participants who show their record. */
export const roomRecordsQuerySchema = z.object({ lot_id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const roomRecordSchema = z.object({
  buyer_number: z.number().int().min(1),
  taken_part: z.number().int().min(0),
  won: z.number().int().min(0),
  paid_on_time: z.number().int().min(0),
});
export type RoomRecord = z.infer<typeof roomRecordSchema>;
export const roomRecordsSchema = z.object({ items: z.array(roomRecordSchema) });
export type RoomRecords = z.infer<typeof roomRecordsSchema>;

/** The live room's side of the track record; joins the game-view group (api/shop/game-view.ts). */
export const roomRecordCalls = {
  'GET /api/shop/game-view/track-records': {
    summary: "The short track records of the lot's participants who chose to show theirs",
    description: `Public, as buyer numbers are in the room. Only participants (standing applications) whose switch is on (\`user/achievements/visibility\`): taken part, won, paid on time, by buyer number. No names. Cached 30 seconds.`,
    auth: 'guest',
    query: roomRecordsQuerySchema,
    answer: roomRecordsSchema,
  },
} as const satisfies Partial<Record<CallKey, ApiCall>>;

export const userStandingCalls = {
  'GET /api/shop/user/game-cnt': {
    summary: 'How many auctions the caller applied to run now (the navbar badge), and how many are ahead',
    description: `\`no-store\`. Counts standing applications (not cancelled) to lots in status 4 (live) or 12 (paused): \`count\`; and in 1, 2 or 3 (before the start): \`upcoming\`. One indexed count; the navbar asks once per page load.`,
    auth: 'user',
    answer: gameCountSchema,
  },
  'GET /api/shop/user/current-auctions': {
    summary: "The caller's current auctions: live ones, then those ahead",
    description: `\`no-store\`. Standing applications to lots live or paused (\`phase: live\`, soonest end first) and before their start (\`phase: upcoming\`, soonest start first); at most 100. Times are ISO UTC: the page counts down with the server's clock.`,
    auth: 'user',
    answer: currentAuctionsSchema,
  },
  'GET /api/shop/user/achievements': {
    summary: "The caller's track record: auctions taken part in, won, paid on time, protests",
    description: `\`no-store\`. \`show_in_room\` (off until the person turns it on): other people in a live room see the reduced record (taken part, won, paid on time) beside the person's buyer number.`,
    auth: 'user',
    answer: achievementsSchema,
  },
  'POST /api/shop/user/achievements/visibility': {
    summary: 'Show or hide the track record beside the buyer number in live rooms',
    auth: 'user',
    body: achievementsVisibilitySchema,
    answer: achievementsSchema,
  },
} as const satisfies Partial<Record<CallKey, ApiCall>>;
