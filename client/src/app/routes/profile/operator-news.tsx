import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { NewsDesk } from '../../../features/content';
import { OperatorOnly } from './operator-only';

/** /profile/operator/news: new news items and their texts in every language, with history and restore. */
export function ProfileOperatorNewsRoute() {
  const { t } = useTranslation('content');
  return (
    <OperatorOnly title={t('content:editor.newsTitle')}>
      <CabinetPage title={t('content:editor.newsTitle')}>
        <p className="lead">{t('content:editor.newsLead')}</p>
        <NewsDesk />
      </CabinetPage>
    </OperatorOnly>
  );
}
