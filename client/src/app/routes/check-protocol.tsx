import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { ProtocolCheck } from '../../features/catalogue/components/protocol-check';

/** /check-protocol */
export function CheckProtocolRoute() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('protocol.title'));
  return (
    <div className="container page page--narrow">
      <h1>{t('protocol.title')}</h1>
      <p className="muted">{t('protocol.lead')}</p>
      <ProtocolCheck />
    </div>
  );
}
