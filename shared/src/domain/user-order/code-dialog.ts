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
