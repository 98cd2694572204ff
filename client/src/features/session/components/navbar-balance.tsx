import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { WalletIcon } from '../../../components/ui/icons';
import { useBalance } from '../hooks/use-balance';
import { useStoredUser } from '../hooks/use-stored-user';
import { paths } from '../../../config/paths';

/**
 * The signed-in user's available balance in the bar (issue 24: where marketplaces show it, not
 * only inside the account menu), in UZS with the thousands spaced; it leads to the top-up. The
 * navbar places it twice, in the main row on wide screens and in the top strip on phones (CSS
 * shows one); both read the one balance store, so nothing is fetched twice.
 */
export function NavbarBalance({ className }: { className: string }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const balance = useBalance(user !== null);
  if (!user) return null;
  return (
    <Link className={`navbar-balance ${className}`} to={paths.profileTopUp} data-testid="navbar-balance">
      <WalletIcon size={16} />
      <span className="visually-hidden">{t('user.balance')}: </span>
      <span className="money navbar-balance__amount">
        {balance === null ? '…' : formatTiyin(balance.balance, { currency: true })}
      </span>
    </Link>
  );
}
