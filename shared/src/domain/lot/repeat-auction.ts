/**
 * Repeated auctions (docs/domain.md "Repeated auctions"; docs/decisions.md "Repeated auctions
 * (issue 12)"): a lot that did not sell may be put up again, as a new lot of the same order, at a
 * lower start price, lowered step by step but never below half of the original start price.
 *
 * DECISIONS:
 * - A lot may be put up again when its trade ended without a sale the customer did not choose: not
 *   held (6), no bids (16), not sold (9) or price not confirmed (11). Withdrawn (10) was the
 *   customer's own choice, cancelled (13) the operator's; sold and unfinished lots have nothing to
 *   repeat.
 * - Only the order's latest lot, and each lot once: the repeats of an order form one chain.
 * - The original start price is the start price of the order's first lot; the floor is half of it,
 *   rounded up to whole so'm (so it is never below half).
 * - The new start price is strictly below the previous lot's and at least the floor. The price
 *   suggested is the previous one less a step of 10 % of the original (rounded up to whole so'm,
 *   so five steps always reach the floor), rounded down to whole so'm and never below the floor.
 *   A lot whose start price is at the floor cannot be lowered, so it is not repeated.
 *
 * Money in tiyin (bigint) throughout: no float touches a price.
 */
import { TIYIN_PER_SUM } from '../money/tiyin';
import { addDays, TASHKENT_OFFSET_MS } from '../time/tashkent';
import { LOT_STATUS } from './lot-status';
import { lotOutcome } from './lot-outcome';

/** The floor, in percent of the original start price. */
export const REPEAT_FLOOR_PERCENT = 50n;
/** One step down of the suggested price, in percent of the original start price. */
export const REPEAT_STEP_PERCENT = 10n;

/** Lot statuses whose trade may be repeated. */
export const REPEATABLE_STATUSES: readonly number[] = [
  LOT_STATUS.NOT_HELD,
  LOT_STATUS.NO_BIDS,
  LOT_STATUS.NOT_SOLD,
  LOT_STATUS.PRICE_NOT_CONFIRMED,
];

/** Why a lot may not be put up again. */
export const REPEAT_REFUSALS = [
  /** Its trade has not ended yet. */
  'not_finished',
  'sold',
  'withdrawn',
  'cancelled',
  /** It was put up again already (its repeat is the lot to repeat now). */
  'already_repeated',
  /** A later lot of the order exists. */
  'not_latest',
  /** Its start price is at the floor: there is no lower price to try. */
  'at_floor',
] as const;
export type RepeatRefusal = (typeof REPEAT_REFUSALS)[number];

export interface RepeatSubject {
  status: number;
  /** The lot's start price, tiyin. */
  startPrice: bigint;
  /** The start price of the order's first lot, tiyin. */
  originalPrice: bigint;
  /** 0 for an order's first lot, n for its n-th repeat. */
  repeatRound: number;
  /** A lot repeating this one exists. */
  repeated: boolean;
  /** No later lot of the order exists. */
  latest: boolean;
}

interface RepeatPrices {
  original: bigint;
  previous: bigint;
  floor: bigint;
}

export type RepeatTerms =
  | (RepeatPrices & {
      ok: true;
      /** The new lot's round: the previous round plus one. */
      round: number;
      step: bigint;
      suggested: bigint;
    })
  | (RepeatPrices & { ok: false; reason: RepeatRefusal });

const HUNDRED_PERCENT_TIYIN = 100n * TIYIN_PER_SUM;

/** A percent of a tiyin amount, rounded up to whole so'm. */
function percentUpToSom(amount: bigint, percent: bigint): bigint {
  return ((amount * percent + HUNDRED_PERCENT_TIYIN - 1n) / HUNDRED_PERCENT_TIYIN) * TIYIN_PER_SUM;
}

/** The lowest start price a repeat may have: half of the original, rounded up to whole so'm. */
export function repeatFloor(originalPrice: bigint): bigint {
  return percentUpToSom(originalPrice, REPEAT_FLOOR_PERCENT);
}

/** One step of the suggested price: 10 % of the original, rounded up to whole so'm. */
export function repeatStep(originalPrice: bigint): bigint {
  return percentUpToSom(originalPrice, REPEAT_STEP_PERCENT);
}

function outcomeRefusal(status: number): RepeatRefusal | null {
  if (REPEATABLE_STATUSES.includes(status)) return null;
  const outcome = lotOutcome(status);
  return outcome === 'sold' || outcome === 'withdrawn' || outcome === 'cancelled' ? outcome : 'not_finished';
}

/** Whether the lot may be put up again, and at which prices. */
export function repeatTerms(subject: RepeatSubject): RepeatTerms {
  const original = subject.originalPrice;
  const previous = subject.startPrice;
  const floor = repeatFloor(original);
  const prices = { original, previous, floor };
  const refusal =
    outcomeRefusal(subject.status) ??
    (subject.repeated ? 'already_repeated' : null) ??
    (subject.latest ? null : 'not_latest') ??
    (previous <= floor ? 'at_floor' : null);
  if (refusal !== null) return { ok: false, reason: refusal, ...prices };
  const step = repeatStep(original);
  const lowered = previous - step;
  const wholeSom = lowered - (((lowered % TIYIN_PER_SUM) + TIYIN_PER_SUM) % TIYIN_PER_SUM);
  return {
    ok: true,
    ...prices,
    round: subject.repeatRound + 1,
    step,
    suggested: wholeSom > floor ? wholeSom : floor,
  };
}

export type RepeatPriceCheck =
  { ok: true } | { ok: false; code: 'REPEAT_PRICE_OUT_OF_RANGE'; min: bigint; below: bigint };

/** A start price the customer asks for: at least the floor and strictly below the previous price. */
export function checkRepeatPrice(terms: RepeatPrices, price: bigint): RepeatPriceCheck {
  return price >= terms.floor && price < terms.previous
    ? { ok: true }
    : { ok: false, code: 'REPEAT_PRICE_OUT_OF_RANGE', min: terms.floor, below: terms.previous };
}

/**
 * The lot number of a repeat: the first lot's number and the round (`9000000123-1`, `-2`, ...).
 * Unique because each lot is repeated once along one chain; digits and a dash, so the catalogue's
 * search still reads it as a lot number (and the first lot's number finds its repeats by prefix).
 */
export function repeatLotNumber(firstLotNumber: string, round: number): string {
  return `${firstLotNumber}-${round}`;
}

/** The latest day a repeat's notice may be put off to, in days after today (Tashkent). */
export const REPEAT_PUBLISH_WITHIN_DAYS = 30;
/** The hour (Tashkent) a put-off repeat's notice is published on its day. */
export const REPEAT_PUBLISH_HOUR = 9;

export type RepeatPublication =
  | { ok: true; when: 'now' }
  | { ok: true; when: 'later'; day: string; at: Date }
  | { ok: false; code: 'REPEAT_DATE_OUT_OF_RANGE'; min: string; max: string };

/**
 * When a repeat's notice is published (lot status 15, "waiting for the repeat auction", until
 * then): at once for today or no day given, else on `publishOn` at REPEAT_PUBLISH_HOUR, a day
 * from tomorrow to REPEAT_PUBLISH_WITHIN_DAYS after today. Days are Tashkent `YYYY-MM-DD`.
 */
export function repeatPublication(today: string, publishOn: string | undefined): RepeatPublication {
  if (publishOn === undefined || publishOn === today) return { ok: true, when: 'now' };
  const max = addDays(today, REPEAT_PUBLISH_WITHIN_DAYS);
  // ISO days compare as strings.
  if (publishOn < today || publishOn > max) {
    return { ok: false, code: 'REPEAT_DATE_OUT_OF_RANGE', min: today, max };
  }
  const at = new Date(
    Date.parse(`${publishOn}T00:00:00Z`) + REPEAT_PUBLISH_HOUR * 3_600_000 - TASHKENT_OFFSET_MS,
  );
  return { ok: true, when: 'later', day: publishOn, at };
}
