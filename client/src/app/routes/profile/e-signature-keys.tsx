import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { ESignatureKeys } from '../../../features/consent/components/e-signature-keys';

/** /profile/e-signature-keys: the keys, the signed offers, signing and withdrawing the consent. */
export function ProfileESignatureKeysRoute() {
  const { t } = useTranslation();
  return (
    <CabinetPage title={t('consent:title')}>
      <p className="muted">{t('consent:lead')}</p>
      <ESignatureKeys />
    </CabinetPage>
  );
}
