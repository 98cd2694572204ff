import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { isApiError } from '../../../lib/api-client';
import { consentFirst, resumeAfterConsent } from '../../../lib/consent-gate';
import { applyToLot, cancelApplication } from '../api/my-application';
import { useLotApplication } from '../hooks/use-lot-application';
import { useServerNow } from '../../../lib/use-server-now';
import { acceptsApplications, applicationsClosedBeforeStart, gameIsOpen, type PanelLot } from '../rules';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { shortfallOf, topUpHref } from '../../../lib/shortfall';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import './application-panel.css';
import { paths } from '../../../config/paths';

interface ApplicationPanelProps {
  lot: PanelLot;
  signedIn: boolean;
  /** After money moved (applied or cancelled): the navbar's balance is loaded again. */
  onBalanceChanged?(): void;
}

type Asking = 'apply' | 'cancel' | null;

/**
 * The lot page's part of the auction: apply (the deposit is blocked) or cancel before the start,
 * the buyer number once applied, and the way into the game while it is live (watching is open to
 * everyone). A guest's way to register stays with the lot page.
 */
export function ApplicationPanel({ lot, signedIn, onBalanceChanged }: ApplicationPanelProps) {
  const { t } = useTranslation('cabinet');
  const { application, set } = useLotApplication(lot.id, signedIn);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** What the balance lacks for the deposit (tiyin), when that is why applying failed. */
  const [shortfall, setShortfall] = useState<string | null>(null);
  /** The blacklist bars the user (USER_BARRED): the message names the day; the link explains why. */
  const [barred, setBarred] = useState(false);
  const now = useServerNow();
  const open = acceptsApplications(lot, now);
  const closed = applicationsClosedBeforeStart(lot, now);
  const live = gameIsOpen(lot.lot_status);
  const deposit = formatTiyin(lot.deposit_amount);

  const run = async (action: 'apply' | 'cancel') => {
    setBusy(true);
    setError(null);
    setShortfall(null);
    setBarred(false);
    try {
      const answer = action === 'apply' ? await applyToLot(lot.id) : await cancelApplication(lot.id);
      set(answer);
      onBalanceChanged?.();
    } catch (failure) {
      // A 401 opens the session-expired dialog by itself.
      if (!isApiError(failure) || failure.status !== 401) {
        setError(isApiError(failure) ? failure.message : t('applications.failed'));
        if (isApiError(failure)) setShortfall(shortfallOf(failure));
        setBarred(isApiError(failure) && failure.code === 'USER_BARRED');
        // The deposit was confirmed already: once signed, the application goes through by itself.
        if (action === 'apply') resumeAfterConsent(failure, () => void run('apply'));
      }
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const canApply = signedIn && open && application === null;
  const canCancel = signedIn && open && application;
  if (!live && !canApply && !application && !error && !closed) return null;

  return (
    <div className="application-panel" data-testid="application-panel">
      {application && (
        <p className="application-panel__number" data-testid="buyer-number">
          {t('applications.panel.buyerNumber', { number: application.buyer_number })}
        </p>
      )}
      {closed && (
        <p className="muted" data-testid="applications-closed">
          {t('applications.panel.closed', { time: formatTashkentDateTime(Date.parse(lot.starts_at)) })}
        </p>
      )}
      {live && (
        <Link className="button button--primary" to={paths.gameView(lot.id)}>
          {t('applications.goToAuction')}
        </Link>
      )}
      {canApply && (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => {
            // The signature is asked for before the deposit is, and the deposit's question follows it.
            setBusy(true);
            void consentFirst('apply', () => setAsking('apply')).finally(() => setBusy(false));
          }}
        >
          {BigInt(lot.deposit_amount) > 0n
            ? t('applications.panel.apply', { amount: deposit })
            : t('applications.panel.applyFree')}
        </button>
      )}
      {canCancel && (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => setAsking('cancel')}
        >
          {t('applications.cancel')}
        </button>
      )}
      {error && (
        <p className="form-alert application-panel__error" role="alert" data-testid="application-error">
          {error}
          {shortfall && (
            <>
              {' '}
              {t('applications.panel.shortfall', { amount: formatTiyin(shortfall) })}{' '}
              <Link to={topUpHref(shortfall)} data-testid="top-up-link">
                {t('applications.panel.topUp')}
              </Link>
            </>
          )}
          {barred && (
            <>
              {' '}
              <Link to={paths.profileBans} data-testid="bans-link">
                {t('bans:banner.link')}
              </Link>
            </>
          )}
        </p>
      )}
      <ConfirmDialog
        backLabel={t('applications.back')}
        open={asking === 'apply'}
        title={t('applications.panel.applyTitle')}
        confirmLabel={t('applications.panel.confirm')}
        busy={busy}
        onConfirm={() => void run('apply')}
        onClose={() => setAsking(null)}
      >
        <p>
          {BigInt(lot.deposit_amount) > 0n
            ? t('applications.panel.applyMessage', { amount: deposit })
            : t('applications.panel.applyMessageFree')}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        backLabel={t('applications.back')}
        open={asking === 'cancel'}
        title={t('applications.cancelTitle')}
        confirmLabel={t('applications.cancel')}
        busy={busy}
        onConfirm={() => void run('cancel')}
        onClose={() => setAsking(null)}
      >
        <p>{t('applications.cancelMessage', { amount: formatTiyin(application?.deposit_amount ?? '0') })}</p>
      </ConfirmDialog>
    </div>
  );
}
