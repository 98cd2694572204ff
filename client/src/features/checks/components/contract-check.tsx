import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { checkServiceContract } from '../api/checks';
import { useLookup } from '../hooks/use-lookup';
import { LookupCheck } from './lookup-check';

/**
 * /check-contract: is a customer's service contract with the platform genuine? Asked by its
 * number; given one (`?number=` of the address, where the contract PDF's QR code leads), it
 * checks that number at once.
 */
export function ContractCheck({ initialNumber = '' }: { initialNumber?: string }) {
  const { t } = useTranslation('catalogue');
  const numberId = useId();
  const [number, setNumber] = useState(initialNumber);
  const lookup = useLookup(() =>
    number.trim() ? checkServiceContract(number.trim()) : t('checks.numberRequired'),
  );

  return (
    <LookupCheck
      lookup={lookup}
      initialNumber={initialNumber}
      resultTestId="contract-result"
      answer={(contract) => ({
        tone: contract.status === 'in_force' ? 'success' : 'info',
        status: t(`contracts:check.statuses.${contract.status}`),
        facts: [
          [t('contracts:check.number'), contract.number],
          [t('contracts:check.version'), contract.version],
          [t('contracts:check.customer'), contract.customer_name],
          [t('checks.taxId'), contract.customer_id ?? '—'],
          [t('contracts:check.signedAt'), formatTashkentDateTime(Date.parse(contract.signed_at))],
          [t('contracts:check.certificate'), contract.cert_serial ?? '—'],
        ],
      })}
    >
      <div className="field">
        <label htmlFor={numberId}>{t('contracts:check.number')}</label>
        <input
          id={numberId}
          name="number"
          maxLength={64}
          autoComplete="off"
          placeholder="SC-2026-000001"
          value={number}
          aria-describedby={lookup.invalid ? lookup.errorId : undefined}
          onChange={(event) => setNumber(event.target.value)}
        />
      </div>
    </LookupCheck>
  );
}
