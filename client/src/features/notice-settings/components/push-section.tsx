import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeSettings } from '@kimoshdi/shared/api/shop/notification-settings';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { removePushDevice, subscribePush, testPushDevice } from '../api/notice-settings';
import { notify } from '../../../components/ui/notifications/notifications-store';
import {
  currentSubscription,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
  type PushSupport,
} from '../push-subscription';

type PushSettings = NoticeSettings['push'];
type Device = PushSettings['devices'][number];

interface PushSectionProps {
  /** The settings' push part; undefined while they load. */
  push: PushSettings | undefined;
  /** Sends a change in turn with the page's others; its answer replaces the shown settings. */
  change(send: () => Promise<NoticeSettings>): Promise<boolean>;
}

/** An instant as the page shows it, in Tashkent: `DD.MM.YYYY HH:mm`. */
function shown(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant);
}

/**
 * Web push under the table (issue 27): turning it on in this browser (the browser asks for
 * permission, then subscribes with the platform's key), the devices that take pushes with "this
 * device" marked, a test push to each, and removing one (this browser's subscription is dropped
 * too when it is this one).
 */
export function PushSection({ push, change }: PushSectionProps) {
  const { t } = useTranslation('notices');
  const titleId = useId();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [ownEndpoint, setOwnEndpoint] = useState<string | null>(null);
  const [enabling, setEnabling] = useState(false);
  const [asking, setAsking] = useState<Device | null>(null);
  const [busyDevice, setBusyDevice] = useState<string | null>(null);

  // This browser's own subscription, to mark it in the list and not offer "turn on" twice.
  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setOwnEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [push?.devices.length]);

  if (!push) return <div className="notice-push" data-loading aria-hidden="true" />;
  if (!push.offered || !push.public_key) return null;
  const publicKey = push.public_key;

  const enable = async () => {
    setEnabling(true);
    try {
      const answer = await subscribeThisBrowser(publicKey);
      if ('refused' in answer) {
        setSupport(answer.refused === 'unsupported' ? 'unsupported' : pushSupport());
        return;
      }
      if (await change(() => subscribePush(answer.subscribed))) setOwnEndpoint(answer.subscribed.endpoint);
    } catch {
      notify({ type: 'error', message: t('push.failed') });
    } finally {
      setEnabling(false);
    }
  };

  const sendTest = async (device: Device) => {
    setBusyDevice(device.id);
    if (await change(() => testPushDevice(device.id)))
      notify({ type: 'success', message: t('push.testSent') });
    setBusyDevice(null);
  };

  const confirmRemove = async () => {
    if (!asking) return;
    setBusyDevice(asking.id);
    await unsubscribeThisBrowser(asking.endpoint).catch(() => undefined);
    await change(() => removePushDevice(asking.id));
    setBusyDevice(null);
    setAsking(null);
  };

  const thisOneListed =
    ownEndpoint !== null && push.devices.some((device) => device.endpoint === ownEndpoint);
  return (
    <section className="notice-push" aria-labelledby={titleId}>
      <div className="notice-push__head">
        <div className="notice-push__text" aria-live="polite">
          <span id={titleId} className="notice-table__title">
            {t('push.title')}
          </span>
          <span className="notice-table__hint">{t('push.lead')}</span>
          {support === 'denied' && <span className="notice-push__problem">{t('push.denied')}</span>}
          {support === 'unsupported' && <span className="notice-push__problem">{t('push.unsupported')}</span>}
        </div>
        {!thisOneListed && support !== 'unsupported' && support !== 'denied' && (
          <div className="notice-push__action">
            <button
              type="button"
              className="button button--primary"
              disabled={enabling}
              aria-busy={enabling || undefined}
              onClick={() => void enable()}
            >
              {enabling ? t('push.enabling') : t('push.enable')}
            </button>
          </div>
        )}
      </div>
      {push.devices.length === 0 ? (
        <p className="notice-table__hint notice-push__none">{t('push.none')}</p>
      ) : (
        <ul className="notice-push__devices">
          {push.devices.map((device) => (
            <li key={device.id} className="notice-push__device" data-device={device.id}>
              <span className="notice-push__label">
                <span className="notice-push__name">{device.label}</span>
                {device.endpoint === ownEndpoint && (
                  <span className="notice-push__this">{t('push.thisDevice')}</span>
                )}
                <span className="notice-table__hint">
                  {t('push.added', { date: shown(device.created_at).slice(0, 10) })}
                  {device.last_sent_at && ` · ${t('push.lastSent', { date: shown(device.last_sent_at) })}`}
                </span>
              </span>
              <span className="notice-push__buttons">
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busyDevice === device.id}
                  onClick={() => void sendTest(device)}
                >
                  {t('push.test')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busyDevice === device.id}
                  onClick={() => setAsking(device)}
                >
                  {t('push.remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('push.removeTitle')}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirmRemove()}
        busy={busyDevice !== null && busyDevice === asking?.id}
        backLabel={t('telegram.back')}
        confirmLabel={t('push.remove')}
      >
        <p>{t('push.removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}
