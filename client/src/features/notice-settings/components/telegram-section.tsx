import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeSettings } from '@kimoshdi/shared/api/shop/notification-settings';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverNow } from '../../../lib/server-time';
import { createTelegramLink } from '../api/notice-settings';
import { TELEGRAM_POLL_MS, telegramWaitStep } from '../telegram-wait';

interface TelegramSectionProps {
  /** The settings' Telegram part; undefined while they load. */
  telegram: NoticeSettings['telegram'] | undefined;
  /** Reads the settings again; their answer replaces the shown ones. */
  refresh(): void;
  /** Unlinks the chat; settles once the answer is shown or the failure told. */
  unlink(): Promise<void>;
  /** Tells a failure the way the page tells the others. */
  fail(error: unknown): void;
}

/** A link handed out and not used yet. */
interface Waiting {
  url: string;
  expiresAt: string;
  /** When it came, by the local clock: bounds the wait whatever the clocks say. */
  startedAt: number;
}

/** An instant as the page shows it, in Tashkent: `DD.MM.YYYY` or `HH:mm`. */
const dayOf = (iso: string) => tashkent(iso, 0, 10);
const timeOf = (iso: string) => tashkent(iso, 11, 16);
function tashkent(iso: string, start: number, end: number): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant).slice(start, end);
}

/**
 * Telegram under the table (issue 27): linking the chat the bot writes to, and unlinking it. The
 * bot links the chat when the person presses Start on a one-time link; the page cannot hear that,
 * so it reads the settings again every few seconds (and on coming back to the tab) until they name
 * the chat, and no longer than the link works.
 */
export function TelegramSection({ telegram, refresh, unlink, fail }: TelegramSectionProps) {
  const { t } = useTranslation('notices');
  const titleId = useId();
  const [creating, setCreating] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [expired, setExpired] = useState(false);
  const [asking, setAsking] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const linked = telegram?.linked ?? null;

  // The chat is linked (here, or on another tab): the link is spent, and an unlink later starts
  // from the button again, not from this wait.
  if (waiting && linked) setWaiting(null);

  useEffect(() => {
    if (!waiting || expired || linked) return;
    const timer = window.setInterval(() => {
      const step = telegramWaitStep({
        linked: false,
        expiresAt: waiting.expiresAt,
        serverNow: serverNow(),
        waitedMs: Date.now() - waiting.startedAt,
      });
      if (step === 'expired') setExpired(true);
      else refresh();
    }, TELEGRAM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, expired, linked, refresh]);

  if (!telegram) return <div className="notice-telegram" data-loading aria-hidden="true" />;
  if (!telegram.offered) return null;

  const startLinking = async () => {
    setCreating(true);
    try {
      const link = await createTelegramLink();
      // With `noopener` the browser answers null whether the tab opened or a blocker stopped it,
      // so the page cannot tell: the link is always shown below to tap instead.
      window.open(link.url, '_blank', 'noopener');
      setWaiting({ url: link.url, expiresAt: link.expires_at, startedAt: Date.now() });
      setExpired(false);
    } catch (error) {
      fail(error);
      // NOT_FOUND: the bot was turned off meanwhile; the settings say so and the section goes.
      refresh();
    } finally {
      setCreating(false);
    }
  };

  const confirmUnlink = async () => {
    setUnlinking(true);
    await unlink();
    setUnlinking(false);
    setAsking(false);
  };

  const open = waiting && !expired ? waiting : null;
  return (
    <section className="notice-telegram" aria-labelledby={titleId}>
      <div className="notice-telegram__text" aria-live="polite">
        <span id={titleId} className="notice-table__title">
          {t('telegram.title')}
        </span>
        {linked ? (
          <span className="notice-telegram__linked">
            {t('telegram.linked', {
              name: linked.username ? `@${linked.username}` : t('telegram.chat'),
              date: dayOf(linked.linked_at),
            })}
          </span>
        ) : open ? (
          <>
            <span>{t('telegram.waiting')}</span>
            <span className="notice-table__hint">
              {t('telegram.validUntil', { time: timeOf(open.expiresAt) })}
            </span>
          </>
        ) : (
          <>
            <span className="notice-table__hint">{t('telegram.lead')}</span>
            {expired && <span className="notice-telegram__expired">{t('telegram.expired')}</span>}
          </>
        )}
      </div>
      <div className="notice-telegram__action">
        {linked ? (
          <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
            {t('telegram.unlink')}
          </button>
        ) : open ? (
          <a className="button button--primary" href={open.url} target="_blank" rel="noopener noreferrer">
            {t('telegram.open')}
          </a>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={creating}
            aria-busy={creating || undefined}
            onClick={() => void startLinking()}
          >
            {t('telegram.link')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('telegram.unlinkTitle')}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirmUnlink()}
        busy={unlinking}
        backLabel={t('telegram.back')}
        confirmLabel={t('telegram.unlink')}
      >
        <p>{t('telegram.unlinkText')}</p>
      </ConfirmDialog>
    </section>
  );
}
