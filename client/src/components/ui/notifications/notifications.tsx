import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications, type AppNotification } from './notifications-store';

/** How long a notification stays; errors stay longer because they usually need reading. */
const LIFETIME_MS: Record<AppNotification['type'], number> = {
  success: 6_000,
  info: 6_000,
  warning: 10_000,
  error: 12_000,
};

export function Notifications() {
  const notifications = useNotifications((state) => state.notifications);
  return (
    <div className="notifications" aria-live="polite">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </div>
  );
}

function NotificationItem({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation();
  const dismiss = useNotifications((state) => state.dismiss);

  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(notification.id), LIFETIME_MS[notification.type]);
    return () => window.clearTimeout(timer);
  }, [dismiss, notification.id, notification.type]);

  return (
    <div
      className={`notification notification--${notification.type}`}
      role={notification.type === 'error' ? 'alert' : 'status'}
    >
      <div className="notification__body">
        {notification.title && <p className="notification__title">{notification.title}</p>}
        {/* Rendered as text on purpose: server messages may contain HTML and must not run as markup. */}
        <p className="notification__message">{notification.message}</p>
      </div>
      <button
        type="button"
        className="notification__close"
        aria-label={t('notifications.close')}
        onClick={() => dismiss(notification.id)}
      >
        ×
      </button>
    </div>
  );
}
