/**
 * What a lot's timer shows: time left until it starts or ends, on the server's clock (docs/architecture.md
 * section 8). Pure, so the split into days, hours, minutes and seconds is tested without a clock.
 */
import { LOT_STATUS } from '@kimoshdi/shared/domain/lot/lot-status';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left, split; null once the moment has passed. */
export function remainingUntil(targetMs: number, nowMs: number): Remaining | null {
  const left = Math.floor((targetMs - nowMs) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** The last hours of a lot, when its end is pressing: its timer turns red then, not weeks before. */
export const URGENT_HOURS = 3;

/** Whether the time left to an end is short enough to show as urgent (red). */
export function isUrgent(remaining: Remaining | null): boolean {
  return remaining !== null && remaining.days === 0 && remaining.hours < URGENT_HOURS;
}

const two = (value: number) => String(value).padStart(2, '0');

/** `HH:mm:ss`, with the days counted in front by the caller's translated unit. */
export function clockPart(remaining: Remaining): string {
  return `${two(remaining.hours)}:${two(remaining.minutes)}:${two(remaining.seconds)}`;
}

export type TimerTarget = { kind: 'starts' | 'ends'; at: string } | null;

/**
 * Live lots (and a paused one, which resumes) count down to their end; lots still taking
 * applications count down to their start; finished ones show no timer.
 */
export function timerTarget(lot: { lot_status: number; starts_at: string; ends_at: string }): TimerTarget {
  const S = LOT_STATUS;
  if (lot.lot_status === S.LIVE || lot.lot_status === S.PAUSED) return { kind: 'ends', at: lot.ends_at };
  if (
    lot.lot_status === S.ANNOUNCED ||
    lot.lot_status === S.ACCEPTING_APPLICATIONS ||
    lot.lot_status === S.APPLICATIONS_CLOSED
  ) {
    return { kind: 'starts', at: lot.starts_at };
  }
  return null;
}

/** What a card shows of a lot's time: a countdown under a day, else the moment itself. */
export type CardTime =
  | { kind: 'starts' | 'ends'; at: string; countdown: Remaining | null }
  | { kind: 'ended' | 'withdrawn'; at: string; countdown: null };

interface LotTimes {
  lot_status: number;
  starts_at: string;
  ends_at: string;
  /** Set for a lot its customer withdrew: its trade ended then, not at `ends_at` (its planned end). */
  withdrawn_at?: string | null;
  /** An auction's end of applications, before its start; null or absent: until the start. */
  applications_close_at?: string | null;
}

/**
 * Lots to come show their start, running ones their end, finished ones when they ended, withdrawn
 * ones when they were withdrawn. Under a day left (and only once the server's clock is known: `now`
 * null shows the moment) it is a countdown; past the moment while the status has not moved yet, the
 * moment again.
 */
export function cardTime(lot: LotTimes, now: number | null): CardTime {
  if (lot.withdrawn_at) return { kind: 'withdrawn', at: lot.withdrawn_at, countdown: null };
  const target = timerTarget(lot);
  if (!target) return { kind: 'ended', at: lot.ends_at, countdown: null };
  const remaining = now === null ? null : remainingUntil(Date.parse(target.at), now);
  return { ...target, countdown: remaining && remaining.days === 0 ? remaining : null };
}

/** A moment of a lot's trade as its page lists it. */
export interface TradeMoment {
  kind: 'applicationsClose' | 'starts' | 'ends' | 'withdrawn';
  at: string;
}

/**
 * The start and the end of a lot's trade; for a withdrawn lot, the withdrawal in place of an end
 * that never came, and the start only when the trade had begun by then (a planned start after the
 * withdrawal would read as if the trade were still to come).
 */
export function tradeMoments(lot: Omit<LotTimes, 'lot_status'>): TradeMoment[] {
  if (!lot.withdrawn_at) {
    const close = lot.applications_close_at;
    return [
      ...(close ? [{ kind: 'applicationsClose' as const, at: close }] : []),
      { kind: 'starts', at: lot.starts_at },
      { kind: 'ends', at: lot.ends_at },
    ];
  }
  const started = Date.parse(lot.starts_at) <= Date.parse(lot.withdrawn_at);
  return [
    ...(started ? [{ kind: 'starts' as const, at: lot.starts_at }] : []),
    { kind: 'withdrawn', at: lot.withdrawn_at },
  ];
}

/** The label of each moment on the lot page (catalogue namespace). */
export const MOMENT_LABEL = {
  applicationsClose: 'lot.applicationsCloseAt',
  starts: 'lot.startsAt',
  ends: 'lot.endsAt',
  withdrawn: 'lot.withdrawnAt',
} as const satisfies Record<TradeMoment['kind'], string>;
