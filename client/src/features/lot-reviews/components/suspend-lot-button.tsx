import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOT_REVIEW_REASON_MAX,
  LOT_REVIEW_REASON_MIN,
  suspendRefusal,
} from '@kimoshdi/shared/domain/lot/lot-review';
import { Dialog } from '../../../components/ui/dialog';
import { ReasonForm } from '../../../components/ui/reason-form';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { useServerNow } from '../../../lib/use-server-now';
import { suspendLot } from '../api/lot-reviews';

interface SuspendableLot {
  id: number;
  lot_number: string;
  lot_status: number;
  trade_type: number;
  starts_at: string;
}

interface SuspendLotButtonProps {
  lot: SuspendableLot;
  /** The lot is under review now: the page reloads it. */
  onSuspended(): void;
}

/**
 * The operator's "Suspend for review" on a lot page: shown while the lot may be suspended (an
 * auction in 2 or 3 before its start, by server time), with the reason the applicants and the
 * customer will read. The route shows it to operators only; the server checks again.
 */
export function SuspendLotButton({ lot, onSuspended }: SuspendLotButtonProps) {
  const { t } = useTranslation('lot-reviews');
  const [open, setOpen] = useState(false);
  // Before the navbar's clock has measured the server's time, the status alone decides (the server
  // checks the start again).
  const now = useServerNow() ?? 0;
  const refusal = suspendRefusal(
    { tradeType: lot.trade_type, status: lot.lot_status, startsAtMs: Date.parse(lot.starts_at) },
    now,
  );
  if (refusal && !open) return null;
  const send = async (reason: string) => {
    await suspendLot(lot.id, reason);
    notify({ type: 'success', message: t('lotPage.done') });
    setOpen(false);
    onSuspended();
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        data-testid="suspend-lot"
        onClick={() => setOpen(true)}
      >
        {t('lotPage.suspend')}
      </button>
      <Dialog
        open={open}
        title={t('lotPage.suspendTitle', { lot: lot.lot_number })}
        onClose={() => setOpen(false)}
      >
        {open && (
          <ReasonForm
            text={t('lotPage.suspendLead')}
            labels={{
              reason: t('lotPage.reason'),
              hint: t('lotPage.reasonHint', { min: LOT_REVIEW_REASON_MIN, max: LOT_REVIEW_REASON_MAX }),
              required: t('lotPage.reasonHint', { min: LOT_REVIEW_REASON_MIN, max: LOT_REVIEW_REASON_MAX }),
              cancel: t('lotPage.back'),
              confirm: t('lotPage.confirm'),
              sending: t('lotPage.sending'),
              failed: t('lotPage.failed'),
            }}
            maxLength={LOT_REVIEW_REASON_MAX}
            minLength={LOT_REVIEW_REASON_MIN}
            confirmClassName="button button--primary"
            send={send}
            onClose={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
}
