import { useTranslation } from 'react-i18next';
import { BanList } from '../../../features/bans/components/ban-list';
import { useBansStore } from '../../../features/bans/stores/bans-store';
import { CabinetPage } from '../../../components/layouts/cabinet-page';

/** /profile/bans: why the user is (or was) barred from auctions, until when, and how to contest it. */
export function ProfileBansRoute() {
  const { t } = useTranslation();
  const answer = useBansStore((state) => state.answer);
  const failed = useBansStore((state) => state.failed);
  return (
    <CabinetPage title={t('bans:title')}>
      <p className="muted">{t('bans:lead')}</p>
      {answer && <BanList answer={answer} />}
      {!answer && failed && (
        <p className="form-alert" role="alert">
          {t('bans:loadFailed')}
        </p>
      )}
    </CabinetPage>
  );
}
