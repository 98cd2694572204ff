import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { HelpPagesDesk } from '../../../features/content';
import { OperatorOnly } from './operator-only';

/** /profile/operator/help-pages: the six /info pages in every language, with history and restore. */
export function ProfileOperatorHelpPagesRoute() {
  const { t } = useTranslation('content');
  return (
    <OperatorOnly title={t('content:editor.helpTitle')}>
      <CabinetPage title={t('content:editor.helpTitle')}>
        <p className="lead">{t('content:editor.helpLead')}</p>
        <HelpPagesDesk />
      </CabinetPage>
    </OperatorOnly>
  );
}
