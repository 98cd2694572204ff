/**
 * The cabinet messages of a lot's review, stored as keys of the `lot-reviews` namespace
 * (shared/src/i18n/locales/<lng>/lot-reviews.json, `messages.*`) and worded in the reader's
 * language when read (modules/notification/render.ts): to each applicant of the lot and to its
 * order's customer, when the lot is suspended, resumed (with its start) or its trade cancelled.
 * The operator's reason or note closes the text (`reason`, messages:reason).
 */
import { instantParam, type MessageParams } from '@kimoshdi/shared/domain/notification/message-params';
import { type NewNotification, type NotificationType, messageNotification } from '../notification';

export type ReviewStep = 'suspended' | 'resumed' | 'cancelled';
export type ReviewReader = 'applicant' | 'customer';

/** The applicant's applications, where the deposit shows; the customer's lots of the order. */
const APPLICATIONS_PATH = '/profile/applications';
const orderLotsPath = (orderId: number) => `/profile/orders/lots/${orderId}`;

const TYPE: Record<ReviewStep, NotificationType> = {
  suspended: 'warning',
  resumed: 'info',
  cancelled: 'warning',
};

export interface ReviewMessage {
  step: ReviewStep;
  reader: ReviewReader;
  lot: string;
  orderId: number;
  /** The (new) start, for a resumed lot. */
  startsAt?: Date;
  /** The operator's reason or note, shown after the text. */
  reason?: string | null;
}

/** The notification of `message` for a user whose stored language is `lang`. */
export function reviewNotification(
  userId: string,
  lang: string | null | undefined,
  message: ReviewMessage,
): NewNotification {
  const params: MessageParams = { lot: message.lot, order: message.orderId };
  if (message.startsAt) params.start = instantParam(message.startsAt);
  if (message.reason) params.reason = message.reason;
  return messageNotification(
    userId,
    TYPE[message.step],
    lang,
    { key: `lot-reviews:messages.${message.step}.${message.reader}`, params },
    message.reader === 'applicant' ? APPLICATIONS_PATH : orderLotsPath(message.orderId),
  );
}
