import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankTransferAccount } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { useLocalName } from '../../../hooks/use-local-name';
import { ApiError } from '../../../lib/api-client';
import { getBankTransferAccount } from '../api/standing';
import './standing.css';

/** A value to type into a bank's form, with a copy button where the browser allows one. */
function Copyable({ value, testId, className }: { value: string; testId?: string; className?: string }) {
  const { t } = useTranslation('standing');
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;
  return (
    <>
      <span className={className} data-testid={testId}>
        {value}
      </span>
      {canCopy && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() =>
            void navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('bankTransfer.copied') : t('bankTransfer.copy')}
        </button>
      )}
    </>
  );
}

function Details({ account }: { account: BankTransferAccount }) {
  const { t } = useTranslation('standing');
  const name = useLocalName();
  const rows: [string, string, string?][] = [
    [t('bankTransfer.recipient'), account.recipient],
    [t('bankTransfer.stir'), account.recipient_stir],
    [t('bankTransfer.bank'), name(account.bank_name)],
    [t('bankTransfer.mfo'), account.bank_mfo],
    [t('bankTransfer.account'), account.account, 'bank-transfer-account'],
  ];
  return (
    <>
      {account.demo && (
        <p className="bank-transfer__demo" role="note" data-testid="bank-transfer-demo">
          {t('bankTransfer.demo')}
        </p>
      )}
      <dl className="bank-transfer__details">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="bank-transfer__row">
            <dt>{label}</dt>
            <dd>{testId ? <Copyable value={value} testId={testId} /> : value}</dd>
          </div>
        ))}
        <dt>{t('bankTransfer.reference')}</dt>
        <dd>
          <Copyable
            value={account.reference}
            testId="bank-transfer-reference"
            className="bank-transfer__reference"
          />
        </dd>
        <dt>{t('bankTransfer.purpose')}</dt>
        <dd>
          <Copyable value={account.purpose} />
        </dd>
      </dl>
      <p className="muted">
        {t('bankTransfer.terms', {
          amount: formatTiyin(account.min_amount, { currency: true }),
          days: account.credit_days,
        })}
      </p>
    </>
  );
}

/**
 * The top-up page's "Pay by bank transfer": the platform's account and the person's reference.
 * Shown once answered, and not at all where the deployment has no account configured
 * (BANK_TRANSFER_UNAVAILABLE): a heading must not flash up for a way of paying that is not there.
 */
export function BankTransferDetails() {
  const { t } = useTranslation('standing');
  const account = useKeyedLoad('bank-transfer-account', () => getBankTransferAccount());
  const failed = account.error !== undefined && account.error !== null;
  if (!account.data && !failed) return null;
  if (account.error instanceof ApiError && account.error.code === 'BANK_TRANSFER_UNAVAILABLE') return null;
  return (
    <section className="bank-transfer" aria-labelledby="bank-transfer-title" data-testid="bank-transfer">
      <h2 id="bank-transfer-title">{t('bankTransfer.title')}</h2>
      <p>{t('bankTransfer.lead')}</p>
      {account.data ? (
        <Details account={account.data} />
      ) : (
        <LoadFailed
          message={t('bankTransfer.loadFailed')}
          retry={t('bankTransfer.retry')}
          onRetry={account.reload}
        />
      )}
    </section>
  );
}
