import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';
import { DemoBotsSwitch } from '../../../features/operator/components/demo-bots-switch';
import { LiveAuctions } from '../../../features/operator/components/live-auctions';
import { paths } from '../../../config/paths';

/**
 * /profile/operator/live-auctions: the operator's board of live auctions inside the cabinet. Like
 * the refund desk, anyone but an operator is sent to their own cabinet (the server refuses them
 * the calls anyway). Keys name their namespace in full: the cabinet's text test reads this folder.
 */
export function ProfileOperatorLiveAuctionsRoute() {
  const { t } = useTranslation('auction');
  const profile = useProfileStore((state) => state.profile);
  const failed = useProfileStore((state) => state.failed);
  const load = useProfileStore((state) => state.load);

  if (profile && !isOperator(profile.role)) return <Navigate to={paths.profile()} replace />;
  return (
    <CabinetPage title={t('auction:operator.title')}>
      {profile ? (
        <>
          <p className="lead">{t('auction:operator.lead')}</p>
          <DemoBotsSwitch />
          <LiveAuctions />
        </>
      ) : failed ? (
        <div className="form-alert" role="alert">
          <p>{t('auction:loadFailed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void load()}>
            {t('auction:retry')}
          </button>
        </div>
      ) : (
        <p className="muted" role="status">
          {t('auction:loading')}
        </p>
      )}
    </CabinetPage>
  );
}
