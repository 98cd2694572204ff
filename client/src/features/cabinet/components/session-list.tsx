import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSessionItem } from '@kimoshdi/shared';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { endOtherSessions, endSession, getSessions } from '../api/sessions';
import { formatInstant } from '../format-time';

/**
 * The account's active sessions (issue 24): device, network, last seen, "end this one" on each
 * other session and "sign out everywhere" else. An ended session's pages get a 401 on their next
 * call and its sockets are disconnected at once.
 */
export function SessionList() {
  const { t } = useTranslation('cabinet');
  const [sessions, setSessions] = useState<ActiveSessionItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  // Bumped after an action: the list is read again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    getSessions().then(
      (answer) => {
        if (!current) return;
        setSessions(answer.sessions);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [version]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify({ type: 'success', message: done });
    } catch {
      notify({ type: 'error', message: t('sessions.failed') });
    } finally {
      setBusy(false);
      setVersion((value) => value + 1);
    }
  };

  if (!sessions) {
    return failed ? (
      <p className="form-alert" role="alert">
        {t('sessions.loadFailed')}
      </p>
    ) : null;
  }
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="session-list">
      <div className="session-list__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || others === 0}
          onClick={() => void run(endOtherSessions, t('sessions.endOthersDone'))}
        >
          {t('sessions.endOthers')}
        </button>
      </div>
      <ul className="session-list__items" aria-label={t('sessions.title')}>
        {sessions.map((session) => (
          <li key={session.id} className="session-card" data-current={session.current || undefined}>
            <div className="session-card__head">
              <strong>{deviceLine(session, t)}</strong>
              {session.current && <span className="status status--success">{t('sessions.current')}</span>}
            </div>
            <dl className="session-card__facts">
              <dt>{t('sessions.place')}</dt>
              <dd>{session.ip ?? t('sessions.unknown')}</dd>
              <dt>{t('sessions.lastSeen')}</dt>
              <dd>{formatInstant(session.last_seen_at)}</dd>
              <dt>{t('sessions.started')}</dt>
              <dd>{formatInstant(session.created_at)}</dd>
            </dl>
            {!session.current && (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => void run(() => endSession(session.id), t('sessions.endDone'))}
              >
                {t('sessions.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function deviceLine(session: ActiveSessionItem, t: (key: string) => string): string {
  const { browser, os, type } = session.device;
  const kind = t(`sessions.types.${type}`);
  const names = [browser, os].filter((name) => name !== '').join(', ');
  return names ? `${names} (${kind})` : kind;
}
