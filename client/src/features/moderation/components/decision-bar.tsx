import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MODERATION_REASON_MAX, ORDER_UNDER_MODERATION, type ModerationOrderInfo } from '@kimoshdi/shared';
import { Dialog } from '../../../components/ui/dialog';
import { ReasonForm } from '../../../components/ui/reason-form';
import { isApiError } from '../../../lib/api-client';
import { approveOrder, sendBackOrder } from '../api/moderation';
import { paths } from '../../../config/paths';

type Open = 'approve' | 'return' | 'reject' | null;

interface DecisionBarProps {
  order: ModerationOrderInfo;
  /** After a decision: the page reloads the order (it is no longer under the check). */
  onDecided(): void;
}

/**
 * Approve (a confirmation), return and reject (a written reason each). Only an order under the
 * check offers them; the server refuses any other anyway.
 */
export function DecisionBar({ order, onDecided }: DecisionBarProps) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<{ text: string; lotId?: number } | null>(null);
  const pending = order.summary.status === ORDER_UNDER_MODERATION && order.rejected_at === null;
  const close = () => setOpen(null);

  return (
    <div className="moderation-decisions" data-testid="moderation-decisions">
      {done && (
        <p className="moderation-done" role="status">
          {done.text}{' '}
          {done.lotId !== undefined && <Link to={paths.lotView(done.lotId)}>{t('decide.viewLot')}</Link>}
        </p>
      )}
      {order.rejected_at && (
        <p className="form-alert" role="note">
          {t('order.rejected', { reason: order.reject_reason ?? '' })}
        </p>
      )}
      {pending ? (
        <div className="moderation-decisions__buttons">
          <button type="button" className="button button--primary" onClick={() => setOpen('approve')}>
            {t('decide.approve')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setOpen('return')}>
            {t('decide.return')}
          </button>
          <button
            type="button"
            className="button button--ghost moderation-reject"
            onClick={() => setOpen('reject')}
          >
            {t('decide.reject')}
          </button>
        </div>
      ) : (
        !done && <p className="muted">{t('order.decided')}</p>
      )}
      <Dialog open={open === 'approve'} title={t('decide.approveTitle')} onClose={close}>
        {open === 'approve' && (
          <ApproveForm
            orderId={order.summary.id}
            onClose={close}
            onApproved={(lotId) => {
              close();
              setDone({ text: t('decide.approved'), lotId });
              onDecided();
            }}
          />
        )}
      </Dialog>
      {(['return', 'reject'] as const).map((decision) => (
        <Dialog
          key={decision}
          open={open === decision}
          title={t(decision === 'return' ? 'decide.returnTitle' : 'decide.rejectTitle')}
          onClose={close}
        >
          {open === decision && (
            <ReasonForm
              text={t(decision === 'return' ? 'decide.returnText' : 'decide.rejectText')}
              labels={{
                reason: t('decide.reason'),
                required: t('decide.reasonRequired'),
                cancel: t('decide.cancel'),
                confirm: t(decision === 'return' ? 'decide.return' : 'decide.reject'),
                sending: t('decide.sending'),
              }}
              maxLength={MODERATION_REASON_MAX}
              confirmClassName={
                decision === 'return' ? 'button button--primary' : 'button button--primary moderation-reject'
              }
              send={async (reason) => {
                await sendBackOrder(order.summary.id, decision, reason);
                close();
                setDone({ text: t(decision === 'return' ? 'decide.returned' : 'decide.rejectedDone') });
                onDecided();
              }}
              onClose={close}
            />
          )}
        </Dialog>
      ))}
    </div>
  );
}

function ApproveForm({
  orderId,
  onClose,
  onApproved,
}: {
  orderId: number;
  onClose(): void;
  onApproved(lotId: number | undefined): void;
}) {
  const { t } = useTranslation('moderation');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await approveOrder(orderId);
      onApproved(answer.lot_ids[0]);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('decide.failed'));
      setSending(false);
    }
  };
  return (
    <div className="reason-form">
      <p>{t('decide.approveText')}</p>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={sending}>
          {t('decide.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void confirm()}
          disabled={sending}
        >
          {sending ? t('decide.sending') : t('decide.confirm')}
        </button>
      </div>
    </div>
  );
}
