import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Balance, Profile } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { UserIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

interface CabinetSummaryProps {
  name: string;
  role: Profile['role'] | null;
  balance: Balance | null;
}

/** The head of the side panel: who is signed in, as what, and the money on the account. */
export function CabinetSummary({ name, role, balance }: CabinetSummaryProps) {
  const { t } = useTranslation('cabinet');
  return (
    <section className="cabinet-summary" aria-label={t('menu.personalInfo')}>
      <div className="cabinet-summary__who">
        <UserIcon size={40} />
        <div>
          <p className="cabinet-summary__name">{name}</p>
          {role && (
            <p className="muted" data-testid="cabinet-role">
              {t('summary.role')}: {t(`roles.${role}`)}
            </p>
          )}
        </div>
      </div>
      <dl className="cabinet-summary__money">
        <div>
          <dt>{t('summary.balance')}</dt>
          <dd className="money" data-testid="cabinet-balance">
            {balance ? formatTiyin(balance.balance) : '…'}
          </dd>
        </div>
        {balance && balance.blocked !== '0' && (
          <div>
            <dt>{t('summary.blocked')}</dt>
            <dd className="money muted">{formatTiyin(balance.blocked)}</dd>
          </div>
        )}
      </dl>
      <Link className="button button--primary button--small" to={paths.profileTopUp}>
        {t('summary.topUp')}
      </Link>
    </section>
  );
}
