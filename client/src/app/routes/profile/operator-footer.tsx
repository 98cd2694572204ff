import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { FooterEditor } from '../../../features/content';
import { OperatorOnly } from './operator-only';

/** /profile/operator/footer: the footer's contacts and social links, with history and restore. */
export function ProfileOperatorFooterRoute() {
  const { t } = useTranslation('content');
  return (
    <OperatorOnly title={t('content:editor.footerTitle')}>
      <CabinetPage title={t('content:editor.footerTitle')}>
        <p className="lead">{t('content:editor.footerLead')}</p>
        <FooterEditor />
      </CabinetPage>
    </OperatorOnly>
  );
}
