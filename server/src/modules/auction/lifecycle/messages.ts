/**
 * The cabinet notifications of the auction's lifecycle. Each is stored as the key of its texts
 * (shared/src/i18n/locales/<lng>/messages.json, `auction.*`) with its parameters, and worded in
 * the reader's language when read (modules/notification/render.ts); the text written with it is
 * in the user's stored language. Money as "12 500 000 UZS", times in Tashkent.
 */
import {
  instantParam,
  moneyParam,
  type StoredMessage,
} from '@kimoshdi/shared/domain/notification/message-params';
import { type NewNotification, type NotificationType, messageNotification } from '../../notification';
import { WINLOTS_PATH } from '../../winlot';

export type LifecycleMessage =
  | { kind: 'not-held'; lot: string }
  | { kind: 'no-bids'; lot: string }
  | { kind: 'won'; lot: string; price: string; deadline: Date }
  | { kind: 'lost'; lot: string; price: string }
  | { kind: 'paused'; lot: string; reason: string }
  | { kind: 'resumed'; lot: string; endsAt: Date }
  | { kind: 'starts-soon'; lot: string; lotId: number; startsAt: Date }
  | { kind: 'starts-now'; lot: string; lotId: number }
  | { kind: 'favourite-ends-soon'; lot: string; lotId: number; endsAt: Date; price: string }
  | { kind: 'favourite-price'; lot: string; lotId: number; price: string; endsAt: Date };

function stored(message: LifecycleMessage): { type: NotificationType; message: StoredMessage } {
  const lot = message.lot;
  switch (message.kind) {
    case 'not-held':
      return { type: 'warning', message: { key: 'messages:auction.notHeld', params: { lot } } };
    case 'no-bids':
      return { type: 'info', message: { key: 'messages:auction.noBids', params: { lot } } };
    case 'won':
      return {
        type: 'success',
        message: {
          key: 'messages:auction.won',
          params: { lot, price: moneyParam(message.price), deadline: instantParam(message.deadline) },
        },
      };
    case 'lost':
      return {
        type: 'info',
        message: { key: 'messages:auction.lost', params: { lot, price: moneyParam(message.price) } },
      };
    case 'paused': {
      const reason = message.reason.trim();
      return {
        type: 'warning',
        message: { key: 'messages:auction.paused', params: reason ? { lot, reason } : { lot } },
      };
    }
    case 'resumed':
      return {
        type: 'info',
        message: { key: 'messages:auction.resumed', params: { lot, endsAt: instantParam(message.endsAt) } },
      };
    case 'starts-soon':
      return {
        type: 'info',
        message: {
          key: 'messages:auction.startsSoon',
          params: { lot, startsAt: instantParam(message.startsAt) },
        },
      };
    case 'starts-now':
      return { type: 'info', message: { key: 'messages:auction.startsNow', params: { lot } } };
    case 'favourite-ends-soon':
      return {
        type: 'info',
        message: {
          key: 'messages:favourite.endsSoon',
          params: { lot, endsAt: instantParam(message.endsAt), price: moneyParam(message.price) },
        },
      };
    case 'favourite-price':
      return {
        type: 'info',
        message: {
          key: 'messages:favourite.price',
          params: { lot, price: moneyParam(message.price), endsAt: instantParam(message.endsAt) },
        },
      };
  }
}

/**
 * Where a message leads: the winner's won lots (pay or refuse there), the game page of an auction
 * starting, or of a favourite's ending or price.
 */
function linkOf(message: LifecycleMessage): string | undefined {
  if (message.kind === 'won') return WINLOTS_PATH;
  return 'lotId' in message ? `/game-view/${message.lotId}` : undefined;
}

/** The notification of `message` for a user whose stored language is `lang`. */
export function lifecycleNotification(
  userId: string,
  lang: string | null | undefined,
  message: LifecycleMessage,
): NewNotification {
  const { type, message: text } = stored(message);
  return messageNotification(userId, type, lang, text, linkOf(message));
}
