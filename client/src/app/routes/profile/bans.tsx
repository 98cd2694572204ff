import { useTranslation } from 'react-i18next';
import { BanList } from '../../../features/bans/components/ban-list';
import { useBansStore } from '../../../features/bans/stores/bans-store';
import { CabinetPage } from '../../../features/cabinet/components/cabinet-page';

/** /profile/bans: why the user is (or was) barred from auctions, until when, and how to contest it. */
export function ProfileBansRoute() {
  const { t } = useTranslation('bans');
  const answer = useBansStore((state) => state.answer);
  const failed = useBansStore((state) => state.failed);
  return (
    <CabinetPage title={t('title')}>
      <p className="muted">{t('lead')}</p>
      {answer && <BanList answer={answer} />}
      {!answer && failed && (
        <p className="form-alert" role="alert">
          {t('loadFailed')}
        </p>
      )}
    </CabinetPage>
  );
}
