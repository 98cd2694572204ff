import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getAchievements } from '../../../features/standing/api/standing';
import { AchievementsPanel } from '../../../features/standing/components/achievements-panel';

/** /profile/achievements: the person's track record on the platform, and whether rooms show it. */
export function ProfileAchievementsRoute() {
  const { t } = useTranslation('standing');
  const achievements = useKeyedLoad('achievements', () => getAchievements());
  return (
    <CabinetPage title={t('achievements.title')}>
      <p className="lead">{t('achievements.lead')}</p>
      {achievements.data ? (
        <AchievementsPanel initial={achievements.data} />
      ) : achievements.error !== undefined && achievements.error !== null ? (
        <LoadFailed
          message={t('achievements.loadFailed')}
          retry={t('achievements.retry')}
          onRetry={achievements.reload}
        />
      ) : null}
    </CabinetPage>
  );
}
