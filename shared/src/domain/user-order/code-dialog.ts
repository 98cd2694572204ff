/**
 * What the code dialog shows: where the code went, with most of the contact hidden (the dialog is
 * seen over a shoulder, the full contact is in the profile), and the resend pause as mm:ss.
 */

/** `+998901234567` -> `+998 90 *** ** 67`; anything else keeps its first 4 and last 2 characters. */
export function maskPhone(phone: string): string {
  const m = /^\+998(\d{2})\d{5}(\d{2})$/.exec(phone);
  if (m) return `+998 ${m[1]} *** ** ${m[2]}`;
  if (phone.length <= 6) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 6)}${phone.slice(-2)}`;
}

/** `alisher@example.uz` -> `a*****r@example.uz`; a local part of 1 or 2 letters shows its first. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskPhone(email);
  const local = email.slice(0, at);
  const hidden =
    local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}`;
  return `${hidden}${email.slice(at)}`;
}

/** Seconds as `mm:ss` (never negative; minutes grow past 59 rather than wrap). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A code the dialog sent: what it was for (`key`: the action, lot and copies), the answer, and when (epoch ms). */
export interface SentCode<T extends { resend_in_s: number; expires_in_s: number }> {
  key: string;
  sent: T;
  at: number;
}

/**
 * Reopening the code dialog: while the resend pause of the code last sent for the same `key` runs
 * (and the code lives), the server would refuse a new one (RATE_LIMITED) though that code still
 * works, so the dialog shows it again with its times counted from `now`. Null: send a code.
 */
export function codeToShowAgain<T extends { resend_in_s: number; expires_in_s: number }>(
  last: SentCode<T> | null,
  key: string,
  now: number,
): T | null {
  if (!last || last.key !== key) return null;
  const elapsed = (now - last.at) / 1000;
  const resend = last.sent.resend_in_s - elapsed;
  const expires = last.sent.expires_in_s - elapsed;
  if (elapsed < 0 || resend <= 0 || expires <= 0) return null;
  return { ...last.sent, resend_in_s: Math.ceil(resend), expires_in_s: Math.ceil(expires) };
}

/**
 * The sent codes worth keeping at `now`: those an opening would still show again (their resend
 * pause runs and they live). The rest are dropped, so what the tab keeps stays a handful of entries.
 */
export function codesStillShown<T extends { resend_in_s: number; expires_in_s: number }>(
  codes: readonly SentCode<T>[],
  now: number,
): SentCode<T>[] {
  return codes.filter((code) => codeToShowAgain(code, code.key, now) !== null);
}

/**
 * The channels a code goes by: `CODE_CHANNELS` of api/shop/user-order.ts (a test keeps the two
 * equal), repeated here because that file brings zod, which no page loads before it is interactive.
 */
export const SENT_CODE_CHANNELS = ['sms', 'email'] as const;
type Channel = (typeof SENT_CODE_CHANNELS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isChannel = (value: unknown): value is Channel => SENT_CODE_CHANNELS.some((name) => name === value);
const isSeconds = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A send's answer (the contract's `CodeSent`) as the code dialog keeps it. */
export interface KeptCodeSent {
  channels: Channel[];
  sent_to: { channel: Channel; to: string }[];
  resend_in_s: number;
  expires_in_s: number;
}

/**
 * A sent code read back from the tab's storage (parsed JSON), or null when it is not one (an older
 * shape, a hand edit): the dialog shows only what has the shape of a send's answer.
 */
export function readSentCode(value: unknown): SentCode<KeptCodeSent> | null {
  if (!isRecord(value) || !isRecord(value.sent)) return null;
  const { key, at } = value;
  const { channels, sent_to: sentTo, resend_in_s: resend, expires_in_s: expires } = value.sent;
  if (typeof key !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (!isSeconds(resend) || !isSeconds(expires)) return null;
  if (!Array.isArray(channels) || channels.length === 0 || !channels.every(isChannel)) return null;
  if (!Array.isArray(sentTo) || sentTo.length === 0) return null;
  const where = sentTo.map((item) =>
    isRecord(item) && isChannel(item.channel) && typeof item.to === 'string'
      ? { channel: item.channel, to: item.to }
      : null,
  );
  if (where.some((item) => item === null)) return null;
  return {
    key,
    at,
    sent: {
      channels,
      sent_to: where.filter((item) => item !== null),
      resend_in_s: resend,
      expires_in_s: expires,
    },
  };
}
