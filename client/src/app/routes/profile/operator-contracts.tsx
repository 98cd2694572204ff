import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { paths } from '../../../config/paths';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';
import { OfferText } from '../../../features/consent/components/offer-text';
import { SignDocumentForm } from '../../../features/consent/components/sign-document-form';
import { ServiceContracts } from '../../../features/service-contracts/components/service-contracts';

/**
 * /profile/operator-contracts: the customer's service contracts with the operator (the spec's
 * "operator contracts"), signed with the e-signature the public offer is signed with.
 */
export function ProfileOperatorContractsRoute() {
  const { t } = useTranslation('contracts');
  const profile = useProfileStore((state) => state.profile);
  // Only sellers have contracts with the operator: any other account goes to its cabinet.
  if (profile && !canSell(profile.role)) return <Navigate to={paths.profile()} replace />;
  return (
    <CabinetPage title={t('title')}>
      <p className="lead">{t('lead')}</p>
      <ServiceContracts
        renderSigner={({ contract, submit, onClose }) => (
          <SignDocumentForm
            esignMode={contract.esign_mode}
            text={contract.text}
            submit={submit}
            onClose={onClose}
          >
            <OfferText offer={contract} />
          </SignDocumentForm>
        )}
      />
    </CabinetPage>
  );
}
