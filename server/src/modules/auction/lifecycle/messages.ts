/**
 * The cabinet notifications of the auction's lifecycle, in the user's language. Uzbek, Russian and
 * English are written here; Uzbek Cyrillic is transliterated from the Uzbek (as the locale files'
 * uz-Cyrl is generated). Money as "12 500 000 UZS", times in Tashkent.
 */
import { formatTashkentDateTime, formatTiyin, isLanguage, type Language } from '@kimoshdi/shared';
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import type { NewNotification, NotificationType } from '../../notification/notification.repository';

type Written = Exclude<Language, 'uz-Cyrl'>;
type Text = Record<Written, { title: string; content: string }>;

export type LifecycleMessage =
  | { kind: 'not-held'; lot: string }
  | { kind: 'no-bids'; lot: string }
  | { kind: 'won'; lot: string; price: string; deadline: Date }
  | { kind: 'lost'; lot: string; price: string }
  | { kind: 'paused'; lot: string; reason: string }
  | { kind: 'resumed'; lot: string; endsAt: Date }
  | { kind: 'payment-deadline-passed'; lot: string };

const money = (tiyin: string) => formatTiyin(tiyin, { currency: true });
const time = (at: Date) => formatTashkentDateTime(at);

function texts(message: LifecycleMessage): { type: NotificationType; text: Text } {
  switch (message.kind) {
    case 'not-held':
      return {
        type: 'warning',
        text: {
          uz: {
            title: `Lot ${message.lot}: savdo o'tkazilmadi`,
            content: `Lot ${message.lot} bo'yicha auksion o'tkazilmadi: ishtirokchilar ikkitadan kam. Zakalat balansingizga qaytarildi.`,
          },
          ru: {
            title: `Лот ${message.lot}: торги не состоялись`,
            content: `Аукцион по лоту ${message.lot} не состоялся: участников меньше двух. Задаток возвращён на ваш баланс.`,
          },
          en: {
            title: `Lot ${message.lot}: auction not held`,
            content: `The auction of lot ${message.lot} was not held: fewer than two participants. Your deposit has been returned to your balance.`,
          },
        },
      };
    case 'no-bids':
      return {
        type: 'info',
        text: {
          uz: {
            title: `Lot ${message.lot}: savdo yakunlandi`,
            content: `Lot ${message.lot} bo'yicha auksion narx taklif qilinmasdan yakunlandi. Zakalat balansingizga qaytarildi.`,
          },
          ru: {
            title: `Лот ${message.lot}: торги завершены`,
            content: `Аукцион по лоту ${message.lot} завершён без предложений цены. Задаток возвращён на ваш баланс.`,
          },
          en: {
            title: `Lot ${message.lot}: auction ended`,
            content: `The auction of lot ${message.lot} ended with no bids. Your deposit has been returned to your balance.`,
          },
        },
      };
    case 'won':
      return {
        type: 'success',
        text: {
          uz: {
            title: `Lot ${message.lot}: siz g'olibsiz`,
            content: `Lot ${message.lot} bo'yicha auksionda ${money(message.price)} narx bilan g'olib bo'ldingiz. Zakalat narx hisobiga o'tkaziladi; qolgan summani ${time(message.deadline)} gacha to'lang.`,
          },
          ru: {
            title: `Лот ${message.lot}: вы победитель`,
            content: `Вы победили в аукционе по лоту ${message.lot} с ценой ${money(message.price)}. Задаток засчитывается в цену; оплатите остаток до ${time(message.deadline)}.`,
          },
          en: {
            title: `Lot ${message.lot}: you won`,
            content: `You won the auction of lot ${message.lot} at ${money(message.price)}. Your deposit counts toward the price; pay the rest by ${time(message.deadline)} (Tashkent time).`,
          },
        },
      };
    case 'lost':
      return {
        type: 'info',
        text: {
          uz: {
            title: `Lot ${message.lot}: savdo yakunlandi`,
            content: `Lot ${message.lot} bo'yicha auksion ${money(message.price)} narx bilan yakunlandi; g'olib boshqa ishtirokchi. Zakalat balansingizga qaytarildi.`,
          },
          ru: {
            title: `Лот ${message.lot}: торги завершены`,
            content: `Аукцион по лоту ${message.lot} завершён с ценой ${money(message.price)}; победил другой участник. Задаток возвращён на ваш баланс.`,
          },
          en: {
            title: `Lot ${message.lot}: auction ended`,
            content: `The auction of lot ${message.lot} ended at ${money(message.price)}; another participant won. Your deposit has been returned to your balance.`,
          },
        },
      };
    case 'paused': {
      const reason = message.reason.trim();
      return {
        type: 'warning',
        text: {
          uz: {
            title: `Lot ${message.lot}: texnik uzilish`,
            content: `Lot ${message.lot} bo'yicha auksion vaqtincha to'xtatildi.${reason ? ` Sabab: ${reason}.` : ''} Tiklanganda tugash vaqti yo'qotilgan vaqtga suriladi.`,
          },
          ru: {
            title: `Лот ${message.lot}: техническая приостановка`,
            content: `Аукцион по лоту ${message.lot} временно приостановлен.${reason ? ` Причина: ${reason}.` : ''} После возобновления окончание сдвинется на потерянное время.`,
          },
          en: {
            title: `Lot ${message.lot}: technical interruption`,
            content: `The auction of lot ${message.lot} is paused.${reason ? ` Reason: ${reason}.` : ''} When it resumes, its end moves by the time lost.`,
          },
        },
      };
    }
    case 'resumed':
      return {
        type: 'info',
        text: {
          uz: {
            title: `Lot ${message.lot}: auksion davom etmoqda`,
            content: `Lot ${message.lot} bo'yicha auksion tiklandi. Yangi tugash vaqti: ${time(message.endsAt)} (Toshkent vaqti).`,
          },
          ru: {
            title: `Лот ${message.lot}: аукцион возобновлён`,
            content: `Аукцион по лоту ${message.lot} возобновлён. Новое время окончания: ${time(message.endsAt)} (по Ташкенту).`,
          },
          en: {
            title: `Lot ${message.lot}: auction resumed`,
            content: `The auction of lot ${message.lot} has resumed. It now ends at ${time(message.endsAt)} (Tashkent time).`,
          },
        },
      };
    case 'payment-deadline-passed':
      return {
        type: 'error',
        text: {
          uz: {
            title: `Lot ${message.lot}: to'lov muddati o'tdi`,
            content: `Lot ${message.lot} bo'yicha g'olib to'lovi muddati o'tdi.`,
          },
          ru: {
            title: `Лот ${message.lot}: срок оплаты истёк`,
            content: `Срок оплаты победителем по лоту ${message.lot} истёк.`,
          },
          en: {
            title: `Lot ${message.lot}: payment deadline passed`,
            content: `The winner's payment deadline for lot ${message.lot} has passed.`,
          },
        },
      };
  }
}

/** The notification of `message` for a user whose stored language is `lang`. */
export function lifecycleNotification(
  userId: string,
  lang: string | null | undefined,
  message: LifecycleMessage,
): NewNotification {
  const { type, text } = texts(message);
  const language: Language = isLanguage(lang) ? lang : 'uz';
  if (language === 'uz-Cyrl') {
    return { userId, type, title: transliterate(text.uz.title), content: transliterate(text.uz.content) };
  }
  return { userId, type, ...text[language] };
}
