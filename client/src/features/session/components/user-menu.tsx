import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { Dropdown } from '../../../components/ui/dropdown';
import { UserIcon, WalletIcon } from '../../../components/ui/icons';
import { useBalance } from '../hooks/use-balance';
import { useLoginHref } from '../hooks/use-login-href';
import { useStoredUser } from '../hooks/use-stored-user';
import { useLogoutDialog } from '../stores/logout-dialog-store';
import { paths } from '../../../config/paths';

/** Signed in: the account dropdown. Signed out: register and login (both on the identity site). */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useStoredUser();
  return user ? <SignedInMenu name={user.name || t('user.cabinet')} /> : <SignedOutButtons />;
}

function SignedOutButtons() {
  const { t } = useTranslation();
  const loginHref = useLoginHref();
  const registerHref = useLoginHref({ register: true });
  return (
    <div className="user-menu user-menu--signed-out">
      {/* Plain <a>: the login address is a server redirect, not a client route. */}
      <a className="button button--ghost" href={registerHref} data-testid="register-link">
        {t('user.register')}
      </a>
      <a className="button button--primary" href={loginHref}>
        {t('user.login')}
      </a>
    </div>
  );
}

function SignedInMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const balance = useBalance(true);
  const showLogout = useLogoutDialog((state) => state.show);

  return (
    <Dropdown
      className="user-menu"
      buttonClassName="icon-button"
      align="end"
      label={
        <>
          <UserIcon />
          <span className="icon-button__label">{name}</span>
        </>
      }
    >
      <div className="user-menu__head">
        <p className="user-menu__name">{name}</p>
        <p className="user-menu__balance">
          <WalletIcon size={18} />
          <span>{t('user.balance')}:</span>{' '}
          <strong className="money">{balance === null ? '…' : formatTiyin(balance.balance)}</strong>
        </p>
        <Link className="button button--primary button--small" to={paths.profileTopUp}>
          {t('user.topUp')}
        </Link>
      </div>
      <ul className="dropdown__list">
        <li>
          <Link to={paths.profile()}>{t('user.cabinet')}</Link>
        </li>
        <li>
          <Link to={paths.profileRefunding}>{t('user.refund')}</Link>
        </li>
        <li>
          {/* The cabinet opens its change-password dialog from this query. */}
          <Link to={paths.profile({ dialog: 'change-password' })}>{t('user.changePassword')}</Link>
        </li>
        <li>
          <Link to={paths.profileApplications}>{t('user.applications')}</Link>
        </li>
        <li>
          <button type="button" className="dropdown__item-button" onClick={showLogout}>
            {t('user.logout')}
          </button>
        </li>
      </ul>
    </Dropdown>
  );
}
