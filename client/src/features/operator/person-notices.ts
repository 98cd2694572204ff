import type { PersonNotices } from '@kimoshdi/shared';

export type PersonNotice = PersonNotices['items'][number];
export type NoticeDelivery = PersonNotice['deliveries'][number];

/** The address's parameter holding the person looked for (a phone or an e-mail). */
export const LOGIN_PARAM = 'login';

/** The login of the address: trimmed, '' when there is none. */
export function parseLoginParam(value: string | null): string {
  return (value ?? '').trim();
}

/** The address's query with `login` set (or removed when empty), other parameters kept. */
export function searchForLogin(params: URLSearchParams, login: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const value = login.trim();
  if (value) next.set(LOGIN_PARAM, value);
  else next.delete(LOGIN_PARAM);
  return next;
}

/** The texts of a delivery's badge, under `operatorNotices.delivery` of the cabinet namespace. */
export const DELIVERY_TEXTS = [
  'queued',
  'retrying',
  'sending',
  'sent',
  'delivered',
  'failed',
  'failedAfter',
] as const;
export type DeliveryText = (typeof DELIVERY_TEXTS)[number];

/** The badge colours of cabinet.css (`status--…`). */
export type DeliveryTone = 'success' | 'info' | 'warning' | 'danger';

export interface DeliveryLabel {
  /** The text's key under `operatorNotices.delivery`; it takes {{channel}} and {{attempts}}. */
  text: DeliveryText;
  attempts: number;
  tone: DeliveryTone;
  /** The provider's words on the last failure, shown under the badge; null when nothing failed or it arrived after all. */
  error: string | null;
}

/**
 * What a delivery's badge says: its state in words, how many tries a failure took, and the last
 * error while it matters (failed, or being tried again). A delivery that arrived in the end keeps
 * its earlier error in the row, but the badge no longer shows it.
 */
export function deliveryLabel(delivery: NoticeDelivery): DeliveryLabel {
  const attempts = delivery.attempts;
  const error = delivery.last_error?.trim() ? delivery.last_error.trim() : null;
  switch (delivery.status) {
    case 'delivered':
      return { text: 'delivered', attempts, tone: 'success', error: null };
    case 'sent':
      return { text: 'sent', attempts, tone: 'info', error: null };
    case 'sending':
      return { text: 'sending', attempts, tone: 'warning', error };
    case 'queued':
      // Queued again after a failed try: it waits for the next one.
      return attempts > 0
        ? { text: 'retrying', attempts, tone: 'warning', error }
        : { text: 'queued', attempts, tone: 'warning', error: null };
    case 'failed':
      return { text: attempts > 1 ? 'failedAfter' : 'failed', attempts, tone: 'danger', error };
  }
}

/** The line a notice shows beside (or instead of) its deliveries, under `operatorNotices.state`. */
export type NoticeState =
  /** Some channels wait for the morning (quiet nights): until `time`, Tashkent HH:mm. */
  | { key: 'waiting'; time: string }
  /** The channels are not chosen yet: the notice is just written. */
  | { key: 'notWritten' }
  /** The channels were chosen and none was on or reachable: the cabinet's messages only. */
  | { key: 'cabinetOnly' };

/** What a notice's deliveries do not tell by themselves; null when they tell everything. */
export function noticeState(notice: PersonNotice, timeOf: (iso: string) => string): NoticeState | null {
  if (notice.channels_at === null) {
    return notice.waits_until ? { key: 'waiting', time: timeOf(notice.waits_until) } : { key: 'notWritten' };
  }
  return notice.deliveries.length === 0 ? { key: 'cabinetOnly' } : null;
}

/** Row ids are decimal strings of up to 18 digits: a longer one is larger. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Newest first: by the time sent, then by id (the later written); the input is left as it is. */
export function newestFirst(items: readonly PersonNotice[]): PersonNotice[] {
  return [...items].sort((a, b) => {
    const at = Date.parse(b.sent_at) - Date.parse(a.sent_at);
    return (Number.isNaN(at) ? 0 : at) || compareIds(b.id, a.id);
  });
}
