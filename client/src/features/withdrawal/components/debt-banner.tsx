import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTiyin, type CustomerDebt } from '@kimoshdi/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShortfallAlert } from '../../../components/ui/shortfall-alert';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { isApiError } from '../../../lib/api-client';
import { shortfallOf } from '../../../lib/shortfall';
import { getDebts, payDebt } from '../api/withdrawal';
import './withdrawal.css';

const money = (tiyin: string) => formatTiyin(tiyin, { currency: true });

/**
 * The customer's unpaid withdrawal penalties, above the orders list: what is owed, why it matters
 * (no new orders, none sent, until paid), and a Pay button per debt confirmed in a dialog. A short
 * balance names the shortfall and links to a top-up of that amount. Nothing when nothing is owed.
 */
export function DebtBanner() {
  const { t } = useTranslation('withdrawal');
  const { data, reload } = useKeyedLoad('order-action/debts', (signal) => getDebts(signal));
  const [asking, setAsking] = useState<CustomerDebt | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shortfall, setShortfall] = useState<string | null>(null);

  const open = data?.items.filter((debt) => debt.paid_at === null) ?? [];
  if (open.length === 0) return null;

  const pay = async (debt: CustomerDebt) => {
    setBusy(true);
    setError(null);
    setShortfall(null);
    try {
      await payDebt(debt.id);
      notify({ type: 'success', message: t('debts.paid') });
      reload();
    } catch (failure) {
      // A 401 opens the session-expired dialog by itself.
      if (!isApiError(failure) || failure.status !== 401) {
        setError(isApiError(failure) ? failure.message : t('debts.failed'));
        if (isApiError(failure)) setShortfall(shortfallOf(failure));
      }
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <section className="debt-banner" role="status" data-testid="debt-banner">
      <h2 className="debt-banner__title">{t('debts.title')}</h2>
      <p className="debt-banner__lead">{t('debts.lead', { amount: money(data?.open_total ?? '0') })}</p>
      <ul className="debt-banner__items">
        {open.map((debt) => (
          <li key={debt.id} className="debt-banner__item" data-testid="debt">
            <span>{t('debts.item', { lot: debt.lot_number, amount: money(debt.amount) })}</span>
            <button
              type="button"
              className="button button--primary button--small"
              data-testid="debt-pay"
              disabled={busy}
              onClick={() => setAsking(debt)}
            >
              {t('debts.pay')}
            </button>
          </li>
        ))}
      </ul>
      <ShortfallAlert
        error={error}
        shortfall={shortfall}
        shortfallText={(amount) => t('debts.shortfall', { amount: money(amount) })}
        topUpText={t('debts.topUp')}
        testId="debt-error"
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('debts.payTitle')}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && void pay(asking)}
        busy={busy}
        backLabel={t('debts.back')}
        confirmLabel={t('debts.pay')}
        confirmTestId="debt-pay-confirm"
      >
        {asking && <p>{t('debts.payMessage', { amount: money(asking.amount), lot: asking.lot_number })}</p>}
      </ConfirmDialog>
    </section>
  );
}
