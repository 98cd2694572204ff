import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@kimoshdi/shared';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { getMessages, markAllMessagesRead, markMessageRead } from '../api/messages';
import { formatInstant } from '../format-time';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useUnreadStore } from '../stores/unread-store';
import { ListFrame } from '../../../components/ui/list-frame';

/** The cabinet's messages, unread ones marked, each one markable as read, or all at once. */
export function MessageList() {
  const { t } = useTranslation('cabinet');
  const list = usePagedList('messages', getMessages);
  const unread = useUnreadStore((state) => state.count);
  const setUnread = useUnreadStore((state) => state.set);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (id: string, call: () => Promise<{ count: number }>, change: (m: Message) => Message) => {
    setBusy(id);
    try {
      const answer = await call();
      setUnread(answer.count);
      list.patch((items) => items.map(change));
    } catch {
      notify({ type: 'error', message: t('messages.markFailed') });
    } finally {
      setBusy(null);
    }
  };

  const markOne = (message: Message) =>
    run(
      message.id,
      () => markMessageRead(message.id),
      (m) => (m.id === message.id ? { ...m, read: true } : m),
    );
  const markAll = () => run('all', markAllMessagesRead, (m) => ({ ...m, read: true }));

  const anyUnread = (unread ?? 0) > 0 || (list.data?.items.some((m) => !m.read) ?? false);

  return (
    <>
      {anyUnread && (
        <div className="cabinet-toolbar">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy !== null}
            onClick={() => void markAll()}
          >
            {t('messages.markAllRead')}
          </button>
        </div>
      )}
      <ListFrame list={list} empty={t('messages.empty')}>
        {(page) => (
          <ul className="message-list">
            {page.items.map((message) => (
              <li
                key={message.id}
                className={`message message--${message.type} ${message.read ? '' : 'message--unread'}`}
                data-testid="message"
              >
                <div className="message__head">
                  <span className={`status status--${message.type}`}>
                    {t(`messages.types.${message.type}`)}
                  </span>
                  {!message.read && <span className="message__unread">{t('messages.unread')}</span>}
                  <time className="message__time muted" dateTime={message.sent_at}>
                    {formatInstant(message.sent_at)}
                  </time>
                </div>
                <h3 className="message__title">{message.title}</h3>
                {/* Rendered as text: message contents are never markup. */}
                <p className="message__content">{message.content}</p>
                {/* The server writes only paths of this site (a database check keeps it so). */}
                {message.link?.startsWith('/') && (
                  <Link className="message__link" to={message.link} data-testid="message-link">
                    {t('messages.open')}
                  </Link>
                )}
                {!message.read && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={busy !== null}
                    onClick={() => void markOne(message)}
                  >
                    {t('messages.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListFrame>
    </>
  );
}
