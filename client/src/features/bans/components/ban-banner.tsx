import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserBan } from '@kimoshdi/shared/api/shop/user-bans';
import { formatDay } from '@kimoshdi/shared/domain/time/day-format';
import './bans.css';
import { paths } from '../../../config/paths';

/**
 * The cabinet's notice while a bar stands: until when, days left, and the way to why and how to
 * contest it. Nothing at all when no bar stands, so the cabinet is not cluttered.
 */
export function BanBanner({
  standing,
  linkToPage = true,
}: {
  standing: UserBan | null;
  linkToPage?: boolean;
}) {
  const { t } = useTranslation('bans');
  if (!standing) return null;
  return (
    <div className="ban-banner" role="status" data-testid="ban-banner">
      <p className="ban-banner__text">
        {t('banner.text', { until: formatDay(standing.end_date), n: standing.remaining_days })}
        {standing.remaining_days === 0 && <> {t('banner.lastDay')}</>}
      </p>
      {linkToPage && (
        <Link className="ban-banner__link" to={paths.profileBans}>
          {t('banner.link')}
        </Link>
      )}
    </div>
  );
}
