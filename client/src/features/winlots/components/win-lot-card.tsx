import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WinLot, WinLotState } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { DEFAULT_LANGUAGE, isLanguage, localName } from '@kimoshdi/shared/i18n/languages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShortfallAlert } from '../../../components/ui/shortfall-alert';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { shortfallOf } from '../../../lib/shortfall';
import { payWinLotPart, winLotAction, type WinLotAction } from '../api/winlot';
import { Deadline } from './deadline';
import { paths } from '../../../config/paths';

const STATE_CLASS: Record<WinLotState, string> = {
  standby: 'info',
  offered: 'warning',
  awaiting_payment: 'warning',
  paying: 'info',
  paid: 'success',
  refused: 'danger',
  missed: 'danger',
  declined: 'info',
  expired: 'info',
  released: 'info',
  // Red as the lot's own status (13): the sale is void.
  annulled: 'danger',
};

interface WinLotCardProps {
  item: WinLot;
  /** After an action: the list and the balance are loaded again. */
  onChanged(): void;
}

/** One won lot or reserve offer: the money, the deadline, and what may be done now. */
export function WinLotCard({ item, onChanged }: WinLotCardProps) {
  const { t, i18n } = useTranslation('winlots');
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const [asking, setAsking] = useState<WinLotAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shortfall, setShortfall] = useState<string | null>(null);
  const money = (tiyin: string) => formatTiyin(tiyin, { currency: true });

  const run = async (action: WinLotAction) => {
    // The part paid is the part the dialog named: a retried payment answers the first one instead
    // of paying the next part. No part shown, no payment (the button is not there then).
    const part = item.next_part;
    const request =
      action !== 'pay-win-lot'
        ? () => winLotAction(action, item.lot_id)
        : part !== null
          ? () => payWinLotPart(item.lot_id, part)
          : null;
    if (!request) return setAsking(null);
    setBusy(true);
    setError(null);
    setShortfall(null);
    try {
      const answer = await request();
      const done =
        action === 'pay-win-lot'
          ? answer.repeated
            ? t('page.done.repeated')
            : t('page.done.paid')
          : action === 'refuse-win-lot'
            ? t('page.done.refused')
            : action === 'accept-offer'
              ? t('page.done.accepted')
              : t('page.done.declined');
      notify({ type: action === 'refuse-win-lot' ? 'warning' : 'success', message: done });
      if (answer.protocol_number)
        notify({ type: 'success', message: t('page.done.protocol', { number: answer.protocol_number }) });
      onChanged();
    } catch (failure) {
      // A 401 opens the session-expired dialog by itself.
      if (!isApiError(failure) || failure.status !== 401) {
        setError(isApiError(failure) ? failure.message : t('page.failed'));
        if (isApiError(failure)) setShortfall(shortfallOf(failure));
      }
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const dialog = asking
    ? {
        'pay-win-lot': {
          title: t('page.payTitle'),
          confirm: t('page.pay'),
          body: (
            <p>
              {item.next_part === 1
                ? t('page.payMessage', {
                    amount: money(item.charge_now ?? '0'),
                    deposit: money(item.deposit),
                  })
                : t('page.payPartMessage', { amount: money(item.charge_now ?? '0'), part: item.next_part })}
            </p>
          ),
        },
        'refuse-win-lot': {
          title: t('page.refuseTitle'),
          confirm: t('page.refuseConfirm'),
          body: (
            <>
              <p>{t('page.refuseMessage', { deposit: money(item.deposit) })}</p>
              {item.state_order && <p className="form-alert">{t('page.refuseStateBar')}</p>}
            </>
          ),
        },
        'accept-offer': {
          title: t('page.acceptTitle'),
          confirm: t('page.accept'),
          body: <p>{t('page.acceptMessage', { price: money(item.price) })}</p>,
        },
        'decline-offer': {
          title: t('page.declineTitle'),
          confirm: t('page.decline'),
          body: <p>{t('page.declineMessage')}</p>,
        },
      }[asking]
    : null;

  const open = ['standby', 'offered', 'awaiting_payment', 'paying'].includes(item.state);
  return (
    <article
      className="card winlot-card"
      data-testid="winlot"
      data-lot-id={item.lot_id}
      data-state={item.state}
    >
      <header className="winlot-card__head">
        <Link to={paths.lotView(item.lot_id)} className="winlot-card__lot">
          <span className="muted">№ {item.lot_number}</span> {localName(item.name, lang)}
        </Link>
        <span className="winlot-card__badges">
          <span className={`status status--${STATE_CLASS[item.state]}`} data-testid="winlot-state">
            {t(`page.states.${item.state}`)}
          </span>
          <span className="status status--info">{t(`page.roles.${item.role}`)}</span>
          {item.state_order && <span className="status status--warning">{t('page.notes.stateOrder')}</span>}
        </span>
      </header>
      <dl className="winlot-card__money">
        <div>
          <dt>{t('page.price')}</dt>
          <dd className="money">{money(item.price)}</dd>
        </div>
        <div>
          <dt>{t('page.deposit')}</dt>
          <dd className="money">{money(item.deposit)}</dd>
        </div>
        {BigInt(item.paid) > 0n && (
          <div>
            <dt>{t('page.paid')}</dt>
            <dd className="money">{money(item.paid)}</dd>
          </div>
        )}
        {open && (
          <div>
            <dt>{t('page.left')}</dt>
            <dd className="money" data-testid="amount-left">
              {money(item.amount_left)}
            </dd>
          </div>
        )}
        {item.charge_now !== null && item.next_part !== null && (
          <div>
            <dt>
              {t('page.chargeNow')}
              {item.parts > 1 && <> ({t('page.part', { part: item.next_part, parts: item.parts })})</>}
            </dt>
            <dd className="money">{money(item.charge_now)}</dd>
          </div>
        )}
      </dl>
      {item.deadline && open && item.state !== 'standby' && (
        <Deadline
          iso={item.deadline}
          label={item.state === 'offered' ? t('page.offerDeadline') : t('page.deadline')}
        />
      )}
      {(item.state === 'standby' || item.state === 'offered') && (
        <p className="muted winlot-card__note">{t(`page.notes.${item.state}`)}</p>
      )}
      <div className="winlot-card__actions">
        {item.can_pay && item.next_part !== null && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => setAsking('pay-win-lot')}
          >
            {t('page.pay')}
          </button>
        )}
        {item.can_answer_offer && (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => setAsking('accept-offer')}
            >
              {t('page.accept')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => setAsking('decline-offer')}
            >
              {t('page.decline')}
            </button>
          </>
        )}
        {item.can_refuse && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => setAsking('refuse-win-lot')}
          >
            {t('page.refuse')}
          </button>
        )}
        {BigInt(item.paid) > 0n && (
          <Link className="button button--ghost button--small" to={paths.profileWinnerPayments}>
            {t('page.history')}
          </Link>
        )}
      </div>
      <ShortfallAlert
        error={error}
        shortfall={shortfall}
        shortfallText={(amount) => t('page.shortfall', { amount: money(amount) })}
        topUpText={t('page.topUp')}
        testId="winlot-error"
      />
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
        busy={busy}
        backLabel={t('page.back')}
        confirmLabel={dialog?.confirm ?? ''}
        confirmTestId="winlot-confirm"
      >
        {dialog?.body}
      </ConfirmDialog>
    </article>
  );
}
