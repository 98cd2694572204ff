import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NoticeSettings } from '@kimoshdi/shared/api/shop/notification-settings';
import { formatPhone } from '@kimoshdi/shared/domain/identity/login';
import type { DigestFrequency } from '@kimoshdi/shared/domain/notification/digest';
import type { QuietHours } from '@kimoshdi/shared/domain/notification/quiet-nights';
import type { NoticeChannel, NoticeTopic } from '@kimoshdi/shared/domain/notification/topics';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { LoadFailed } from '../../../components/ui/load-failed';
import { paths } from '../../../config/paths';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { isApiError } from '../../../lib/api-client';
import {
  getNoticeSettings,
  setDigest,
  setNoticeSetting,
  setQuietNights,
  unlinkTelegram,
} from '../api/notice-settings';
import {
  digestChoice,
  quietChoice,
  shownChannels,
  switchKey,
  topicRows,
  type QuietState,
  type SwitchCell,
  type SwitchKey,
} from '../notice-choices';
import { DigestChoiceGroup } from './digest-choice';
import { NoticeSwitch } from './notice-switch';
import { PushSection } from './push-section';
import { QuietHoursBlock } from './quiet-hours';
import { TelegramSection } from './telegram-section';
import './notice-settings.css';

/** How long "Saved" stays after a switch's answer. */
const SAVED_MS = 3_000;

/** A phone number read as one piece: never broken between its groups. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * Runs a call after those before it, so answers come in the order the calls were made: a re-read
 * sent before a change never lands after the change's answer and shows the switch as it was.
 */
function inTurn<T>(queue: RefObject<Promise<void>>, send: () => Promise<T>): Promise<T> {
  const answer = queue.current.then(send);
  queue.current = answer.then(
    () => undefined,
    () => undefined,
  );
  return answer;
}

/**
 * /profile/notifications (issue 27): per topic, whether its notices also come by SMS, by e-mail, to
 * Telegram and by web push; the browsers that take pushes; quiet hours and when they are; how
 * often the saved searches' new lots come by e-mail. The table has its rows before the settings
 * come (nothing moves when they do); each switch and choice saves at once, shows the change until
 * the answer, and goes back if the server refuses it.
 */
export function NoticeSettingsPanel() {
  const { t } = useTranslation('notices');
  const list = useKeyedLoad('notice-settings', (signal) => getNoticeSettings(signal));
  // The latest answer of a change replaces the loaded settings.
  const [answered, setAnswered] = useState<NoticeSettings | undefined>();
  const [pending, setPending] = useState<Partial<Record<SwitchKey, boolean>>>({});
  const [saved, setSaved] = useState(false);
  // The latest quiet hours change not answered yet, and how many were asked for (the latest's number).
  const [quietAsked, setQuietAsked] = useState<QuietState | undefined>();
  const quietTurn = useRef(0);
  const [digestPending, setDigestPending] = useState<DigestFrequency | undefined>();
  // Changes and re-reads go one after another (inTurn).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const reading = useRef(false);
  const savedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(savedTimer.current), []);

  const settings = answered ?? list.data;

  const fail = useCallback(
    (error: unknown) => {
      // A 401 opens the session-expired dialog (lib/api-client.ts); anything else is told here.
      if (!isApiError(error) || error.status !== 401) {
        notify({ type: 'error', message: isApiError(error) ? error.message : t('common:api.unexpected') });
      }
    },
    [t],
  );

  /** Reads the settings again (a chat linked or unlinked from Telegram); one read at a time. */
  const refresh = useCallback(() => {
    if (reading.current) return;
    reading.current = true;
    void inTurn(queue, () => getNoticeSettings())
      // A failed re-read changes nothing shown: the next one, or the person, tries again.
      .then(setAnswered, () => undefined)
      .finally(() => {
        reading.current = false;
      });
  }, []);

  // Back from Telegram or another tab: the chat may have been linked or unlinked meanwhile.
  useEffect(() => {
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  /** Sends one change after those before it; `done` runs however it ends. */
  const save = (send: () => Promise<NoticeSettings>, done: () => void) => {
    setSaved(false);
    inTurn(queue, send)
      .then((answer) => {
        setAnswered(answer);
        setSaved(true);
        window.clearTimeout(savedTimer.current);
        savedTimer.current = window.setTimeout(() => setSaved(false), SAVED_MS);
      }, fail)
      .finally(done);
  };

  const unlink = () => inTurn(queue, unlinkTelegram).then(setAnswered, fail);

  /** A push device's change in turn with the others; true when the server took it. */
  const changePush = (send: () => Promise<NoticeSettings>) =>
    inTurn(queue, send).then(
      (answer) => {
        setAnswered(answer);
        return true;
      },
      (error: unknown) => {
        fail(error);
        return false;
      },
    );

  const change = (topic: NoticeTopic, channel: NoticeChannel, enabled: boolean) => {
    const key = switchKey(topic, channel);
    if (pending[key] !== undefined) return;
    setPending((current) => ({ ...current, [key]: enabled }));
    save(
      () => setNoticeSetting({ topic, channel, enabled }),
      () =>
        setPending((current) => {
          const next = { ...current };
          delete next[key];
          return next;
        }),
    );
  };

  const quiet = quietChoice(settings, quietAsked);

  /**
   * A quiet hours change, sent after those before it (a picker may change again before the answer:
   * each arrow key is one); the latest shows until the last answer, then the server's settings.
   */
  const askQuiet = (next: QuietState, send: () => Promise<NoticeSettings>) => {
    const turn = ++quietTurn.current;
    setQuietAsked(next);
    save(send, () => {
      if (quietTurn.current === turn) setQuietAsked(undefined);
    });
  };

  /** The switch: the hours stay as they are kept (the default's for who never chose). */
  const toggleQuiet = (enabled: boolean) => {
    if (!quiet) return;
    askQuiet({ enabled, from: quiet.from, to: quiet.to }, () => setQuietNights(enabled));
  };

  const moveQuiet = (hours: QuietHours) => {
    if (!quiet || hours.from === hours.to) return;
    askQuiet({ enabled: true, ...hours }, () => setQuietNights(true, hours));
  };

  const changeDigest = (frequency: DigestFrequency) => {
    if (digestPending !== undefined) return;
    setDigestPending(frequency);
    save(
      () => setDigest(frequency),
      () => setDigestPending(undefined),
    );
  };

  if (list.error && !settings) {
    return (
      <LoadFailed
        message={t('cabinet:list.loadFailed')}
        retry={t('cabinet:list.retry')}
        onRetry={list.reload}
      />
    );
  }

  /** Why a channel's switches cannot be changed: the contact it lacks. */
  const unavailableNote = (channel: NoticeChannel): string => {
    switch (channel) {
      case 'sms':
        return t('page.unavailableSms');
      case 'email':
        return t('page.unavailable');
      case 'telegram':
        return t('page.unavailableTelegram');
      case 'push':
        return t('page.unavailablePush');
    }
  };

  const cellOf = (cell: SwitchCell) => {
    if (!cell.offered) return null;
    if (cell.enabled === undefined)
      return <span className="notice-switch notice-switch--loading" aria-hidden="true" />;
    const unavailable = cell.available === false;
    return (
      <NoticeSwitch
        label={t('page.switch', {
          topic: t(`topics.${cell.topic}.title`),
          channel: t(`channels.${cell.channel}`),
        })}
        checked={cell.enabled}
        disabled={unavailable}
        busy={cell.pending}
        note={unavailable ? unavailableNote(cell.channel) : undefined}
        onChange={(next) => change(cell.topic, cell.channel, next)}
      />
    );
  };

  const contacts = settings?.contacts;
  const channels = shownChannels(settings);
  return (
    <div className="notice-settings" aria-busy={!settings}>
      <table className="notice-table">
        <colgroup>
          <col />
          {channels.map((channel) => (
            <col key={channel} className="notice-table__channel" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('page.topic')}</th>
            {channels.map((channel) => (
              <th key={channel} scope="col">
                {t(`channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {topicRows(settings, pending).map((row) => (
            <tr key={row.topic} data-topic={row.topic}>
              <th scope="row">
                <span className="notice-table__title">{t(`topics.${row.topic}.title`)}</span>
                <span className="notice-table__hint">{t(`topics.${row.topic}.hint`)}</span>
              </th>
              {row.cells.map((cell) => (
                <td
                  key={cell.channel}
                  data-label={t(`channels.${cell.channel}`)}
                  data-offered={cell.offered || undefined}
                >
                  {cellOf(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <TelegramSection telegram={settings?.telegram} refresh={refresh} unlink={unlink} fail={fail} />
      <PushSection push={settings?.push} change={changePush} />
      <QuietHoursBlock choice={quiet} onToggle={toggleQuiet} onHours={moveQuiet} />
      <DigestChoiceGroup choice={digestChoice(settings, digestPending)} onChange={changeDigest} />
      <p className="notice-settings__status" role="status">
        {!settings ? (
          <span className="muted">{t('cabinet:list.loading')}</span>
        ) : (
          saved && <span className="notice-settings__saved">{t('page.saved')}</span>
        )}
      </p>
      <ul className="notice-settings__contacts" data-loading={!contacts || undefined}>
        {contacts &&
          (contacts.phone ? (
            <li>{t('page.phone', { phone: unbroken(formatPhone(contacts.phone)) })}</li>
          ) : (
            <li>
              {t('page.noPhone')} <Link to={paths.profilePersonalInfo}>{t('cabinet:menu.personalInfo')}</Link>
            </li>
          ))}
        {contacts &&
          (contacts.email ? (
            <li>{t('page.email', { email: contacts.email })}</li>
          ) : (
            <li>
              {t('page.noEmail')} <Link to={paths.profilePersonalInfo}>{t('cabinet:menu.personalInfo')}</Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
