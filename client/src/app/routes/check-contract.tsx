import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title';
import { ContractCheck } from '../../features/checks/components/contract-check';

/** /check-contract, or /check-contract?number=SC-… (a service contract's QR code): checked at once. */
export function CheckContractRoute() {
  const { t } = useTranslation('catalogue');
  const [searchParams] = useSearchParams();
  const number = searchParams.get('number') ?? '';
  usePageTitle(t('contracts:check.title'));
  return (
    <div className="container page page--narrow">
      <h1>{t('contracts:check.title')}</h1>
      <p className="muted">{t('contracts:check.lead')}</p>
      {/* A new number in the address is a new check. */}
      <ContractCheck key={number} initialNumber={number} />
    </div>
  );
}
