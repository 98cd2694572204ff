/**
 * Cabinet messages in the reader's language: a message stores the key of its texts and their
 * parameters, and is worded when read. Rows without a key (written before keys were kept), or
 * whose key has no text any more, show the text they were written with.
 */
import { isLanguage, type Language } from '@kimoshdi/shared';
import { formatMessageParams, type StoredMessage } from '@kimoshdi/shared/domain/notification/message-params';
import { hasText, translate } from '../../lib/i18n';
import type { NewNotification, NotificationType } from './notification.repository';

export interface MessageText {
  title: string;
  content: string;
}

/** The texts of a message in `lang`; an operator's `reason` closes the content. */
export function renderMessage(lang: Language, message: { key: string; params: unknown }): MessageText {
  const values = formatMessageParams(message.params);
  const title = translate(lang, `${message.key}.title`, values);
  const content = translate(lang, `${message.key}.content`, values);
  const reason = values.reason?.trim();
  return {
    title,
    content: reason ? `${content} ${translate(lang, 'messages:reason', { reason })}` : content,
  };
}

/** A notification to store: its key and parameters, and its text in the user's stored language. */
export function messageNotification(
  userId: string,
  type: NotificationType,
  storedLang: string | null | undefined,
  message: StoredMessage,
  link?: string,
): NewNotification {
  const lang: Language = isLanguage(storedLang) ? storedLang : 'uz';
  return { userId, type, ...renderMessage(lang, message), message, ...(link ? { link } : {}) };
}

/** What a stored row reads as for `lang`. */
export function readMessage(
  lang: Language,
  row: { title: string; content: string; message_key: string | null; params: unknown },
): MessageText {
  const key = row.message_key;
  if (!key || !hasText(lang, `${key}.title`) || !hasText(lang, `${key}.content`)) {
    return { title: row.title, content: row.content };
  }
  return renderMessage(lang, { key, params: row.params });
}
