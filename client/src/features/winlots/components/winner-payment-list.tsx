import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTashkentDateTime, type PaymentPartState, type WinnerPayment } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { DEFAULT_LANGUAGE, isLanguage, localName } from '@kimoshdi/shared/i18n/languages';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { shortfallOf } from '../../../lib/shortfall';
import { ShortfallAlert } from '../../../components/ui/shortfall-alert';
import { payWinLotPart } from '../api/winlot';
import './winlots.css';
import { paths } from '../../../config/paths';

const PART_CLASS: Record<PaymentPartState, string> = {
  due: 'warning',
  paid: 'success',
  missed: 'danger',
  cancelled: 'info',
};

const at = (iso: string) => formatTashkentDateTime(Date.parse(iso));

/** What was paid for won lots, when, and each schedule with the part that can be paid now. */
export function WinnerPaymentList({ items, onChanged }: { items: WinnerPayment[]; onChanged(): void }) {
  const { t, i18n } = useTranslation('winlots');
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const money = (tiyin: string) => formatTiyin(tiyin, { currency: true });
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ lot: number; message: string; shortfall: string | null } | null>(
    null,
  );

  const pay = async (lotId: number, part: number) => {
    setBusy(`${lotId}:${part}`);
    setFailure(null);
    try {
      const answer = await payWinLotPart(lotId, part);
      notify({ type: 'success', message: answer.repeated ? t('page.done.repeated') : t('page.done.paid') });
      onChanged();
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) {
        setFailure({
          lot: lotId,
          message: isApiError(error) ? error.message : t('page.failed'),
          shortfall: isApiError(error) ? shortfallOf(error) : null,
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="winlot-list" aria-label={t('payments.title')}>
      {items.map((item) => (
        <article
          key={item.lot_id}
          className="card winlot-card"
          data-testid="winner-payment"
          data-lot-id={item.lot_id}
        >
          <header className="winlot-card__head">
            <Link to={paths.lotView(item.lot_id)} className="winlot-card__lot">
              <span className="muted">№ {item.lot_number}</span> {localName(item.name, lang)}
            </Link>
            <span className="status status--info">{t(`page.states.${item.state}`)}</span>
          </header>
          <p className="winlot-card__total">
            {t('payments.total', { paid: money(item.paid), price: money(item.price) })}
          </p>
          <ol className="winlot-parts">
            {item.parts.map((part) => (
              <li key={part.part} className="winlot-part" data-testid="payment-part" data-state={part.state}>
                <div className="winlot-part__head">
                  <strong>
                    {t('payments.part')} {part.part}
                  </strong>
                  <span className={`status status--${PART_CLASS[part.state]}`}>
                    {t(`payments.partStates.${part.state}`)}
                  </span>
                </div>
                <dl className="winlot-card__money">
                  <div>
                    <dt>{t('payments.amount')}</dt>
                    <dd className="money">{money(part.amount)}</dd>
                  </div>
                  {BigInt(part.deposit_counted) > 0n && (
                    <div>
                      <dt>{t('payments.depositCounted')}</dt>
                      <dd className="money">{money(part.deposit_counted)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('payments.charge')}</dt>
                    <dd className="money">{money(part.charge)}</dd>
                  </div>
                  <div>
                    <dt>{t('payments.due')}</dt>
                    <dd>{at(part.due_at)}</dd>
                  </div>
                  {part.paid_at && (
                    <div>
                      <dt>{t('payments.paidAt')}</dt>
                      <dd data-testid="paid-at">{at(part.paid_at)}</dd>
                    </div>
                  )}
                </dl>
                {part.payable && (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={busy !== null}
                    onClick={() => void pay(item.lot_id, part.part)}
                  >
                    {t('payments.payPart')}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {failure?.lot === item.lot_id && (
            <ShortfallAlert
              error={failure.message}
              shortfall={failure.shortfall}
              shortfallText={(amount) => t('page.shortfall', { amount: money(amount) })}
              topUpText={t('page.topUp')}
            />
          )}
        </article>
      ))}
    </section>
  );
}
