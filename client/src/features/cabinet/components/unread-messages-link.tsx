import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../../components/ui/icons';
import { useUnreadStore } from '../stores/unread-store';
import { paths } from '../../../config/paths';

/** The navbar's messages button with the unread count; loaded once per page load. */
export function UnreadMessagesLink() {
  const { t } = useTranslation();
  const count = useUnreadStore((state) => state.count);
  const load = useUnreadStore((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Link className="icon-button navbar__messages" to={paths.profileMessages} data-testid="navbar-messages">
      <span className="badge-anchor">
        <BellIcon />
        {count !== null && count > 0 && (
          <span className="badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className="icon-button__label">{t('common:nav.messages')}</span>
      {count !== null && count > 0 && (
        <span className="visually-hidden">{t('common:nav.unreadMessages', { count })}</span>
      )}
    </Link>
  );
}
