import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceContractCheck } from '@kimoshdi/shared/api/shop/service-contracts';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { isApiError } from '../../../lib/api-client';
import { checkServiceContract } from '../api/checks';
import { FactRows } from '../../../components/ui/facts';
import { CheckFrame } from './check-frame';

/**
 * /check-contract: is a customer's service contract with the platform genuine? Asked by its
 * number; given one (`?number=` of the address, where the contract PDF's QR code leads), it
 * checks that number at once.
 */
export function ContractCheck({ initialNumber = '' }: { initialNumber?: string }) {
  const { t } = useTranslation('catalogue');
  const ids = { number: useId(), error: useId() };
  const [number, setNumber] = useState(initialNumber);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [contract, setContract] = useState<ServiceContractCheck | null>(null);
  const [notFound, setNotFound] = useState(false);

  const check = async () => {
    setContract(null);
    setNotFound(false);
    if (!number.trim()) {
      setInvalid(t('checks.numberRequired'));
      return;
    }
    setInvalid(null);
    try {
      setContract(await checkServiceContract(number.trim()));
    } catch (error) {
      // No such contract is an answer, not a failure; anything else is the frame's alert.
      if (isApiError(error) && error.status === 404) setNotFound(true);
      else throw error;
    }
  };

  return (
    <CheckFrame
      onCheck={check}
      checkAtOnce={initialNumber.trim() !== ''}
      result={<ContractResult contract={contract} notFound={notFound} />}
    >
      <div className="field">
        <label htmlFor={ids.number}>{t('contracts:check.number')}</label>
        <input
          id={ids.number}
          name="number"
          maxLength={64}
          autoComplete="off"
          placeholder="SC-2026-000001"
          value={number}
          aria-describedby={invalid ? ids.error : undefined}
          onChange={(event) => setNumber(event.target.value)}
        />
      </div>
      {invalid && (
        <p id={ids.error} className="field__error" role="alert">
          {invalid}
        </p>
      )}
    </CheckFrame>
  );
}

function ContractResult({
  contract,
  notFound,
}: {
  contract: ServiceContractCheck | null;
  notFound: boolean;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {notFound && (
        <p className="check__result check__result--missing" data-testid="contract-result">
          {t('checks.notFound')}
        </p>
      )}
      {contract && (
        <div className="check__result" data-testid="contract-result">
          <p className={`lot-status lot-status--${contract.status === 'in_force' ? 'success' : 'info'}`}>
            {t(`contracts:check.statuses.${contract.status}`)}
          </p>
          <dl className="facts card">
            <FactRows
              facts={[
                [t('contracts:check.number'), contract.number],
                [t('contracts:check.version'), contract.version],
                [t('contracts:check.customer'), contract.customer_name],
                [t('checks.taxId'), contract.customer_id ?? '—'],
                [t('contracts:check.signedAt'), formatTashkentDateTime(Date.parse(contract.signed_at))],
                [t('contracts:check.certificate'), contract.cert_serial ?? '—'],
              ]}
            />
          </dl>
        </div>
      )}
    </>
  );
}
