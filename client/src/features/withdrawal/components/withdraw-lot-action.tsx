import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTiyin, type WithdrawTerms } from '@kimoshdi/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { isApiError } from '../../../lib/api-client';
import { getWithdrawTerms, withdrawLot } from '../api/withdrawal';
import './withdrawal.css';

interface WithdrawLotActionProps {
  lot: { id: number; lot_number: string; lot_status: number };
  /** After the withdrawal: the lots and the order's head are loaded again. */
  onWithdrawn(): void;
}

const money = (tiyin: string) => formatTiyin(tiyin, { currency: true });

/**
 * "Withdraw from trade" under a lot of the customer's order, shown only while the server says the
 * lot may be withdrawn. The confirmation reads the terms again when it opens (the balance may have
 * moved) and says what the withdrawal costs: nothing, a penalty charged now, or a debt.
 */
export function WithdrawLotAction({ lot, onWithdrawn }: WithdrawLotActionProps) {
  const { t } = useTranslation('withdrawal');
  // The status is in the key: a lot that moved on is asked about again.
  const { data } = useKeyedLoad(`withdraw-terms/${lot.id}/${lot.lot_status}`, (signal) =>
    getWithdrawTerms(lot.id, signal),
  );
  const [asking, setAsking] = useState<WithdrawTerms | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!data?.allowed) return null;

  const fail = (failure: unknown) => {
    // A 401 opens the session-expired dialog by itself.
    if (isApiError(failure) && failure.status === 401) return;
    setError(isApiError(failure) ? failure.message : t('withdraw.failed'));
  };

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      setAsking(await getWithdrawTerms(lot.id));
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await withdrawLot(lot.id);
      const values = { lot: answer.lot_number, amount: money(answer.penalty) };
      notify({
        type: answer.debt ? 'warning' : 'success',
        message: answer.debt
          ? t('withdraw.doneDebt', values)
          : answer.charged
            ? t('withdraw.doneCharged', values)
            : t('withdraw.done', values),
      });
      setAsking(null);
      onWithdrawn();
    } catch (failure) {
      setAsking(null);
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const ordinal = asking ? asking.withdrawals_made + 1 : 0;
  return (
    <div className="withdraw-lot">
      <button
        type="button"
        className="button button--ghost"
        data-testid="withdraw-lot"
        disabled={busy}
        onClick={() => void open()}
      >
        {t('withdraw.button')}
      </button>
      {error && (
        <p className="form-alert" role="alert" data-testid="withdraw-error">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('withdraw.title', { lot: lot.lot_number })}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirm()}
        busy={busy}
        backLabel={t('withdraw.back')}
        confirmLabel={t('withdraw.confirm')}
        confirmTestId="withdraw-confirm"
      >
        {asking && (
          <div className="withdraw-lot__terms" data-testid="withdraw-terms">
            <p>{t('withdraw.lead')}</p>
            {asking.applicants > 0 && <p>{t('withdraw.applicants', { count: asking.applicants })}</p>}
            <p
              className={asking.becomes_debt ? 'form-alert' : 'withdraw-lot__penalty'}
              data-testid="withdraw-penalty"
            >
              {BigInt(asking.penalty) === 0n
                ? t('withdraw.free', { ordinal })
                : t(asking.becomes_debt ? 'withdraw.debt' : 'withdraw.charged', {
                    ordinal,
                    amount: money(asking.penalty),
                    multiple: asking.penalty_bhm,
                    available: money(asking.available),
                  })}
            </p>
            <p className="muted">{t('withdraw.rule', { bhm: money(asking.bhm) })}</p>
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
