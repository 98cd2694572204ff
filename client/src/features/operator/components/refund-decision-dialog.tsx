import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRefund } from '@kimoshdi/shared';
import { REFUND_STATUSES, type RefundStatus } from '@kimoshdi/shared/domain/money/refund-status';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { Dialog } from '../../../components/ui/dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { approveRefund, rejectRefund } from '../api/refunds';
import { CARD_TYPE_NAMES } from '../format';

export type Decision = 'approve' | 'reject';

/** The longest reason the server takes (refundDecisionSchema). */
export const REASON_MAX_LENGTH = 500;

export interface DecisionRequest {
  refund: OperatorRefund;
  decision: Decision;
}

interface RefundDecisionDialogProps {
  /** The application and the decision asked about; null keeps the dialog closed. */
  request: DecisionRequest | null;
  onClose(): void;
  /** The application changed (decided now, or found decided by someone else): the list reloads. */
  onChanged(): void;
}

/**
 * The confirmation every decision needs: approving pays real money out and cannot be undone, so
 * it is asked once more; rejecting asks for the reason the applicant will read.
 */
export function RefundDecisionDialog({ request, onClose, onChanged }: RefundDecisionDialogProps) {
  const { t } = useTranslation('cabinet');
  const id = request?.refund.id ?? '';
  const title =
    request?.decision === 'reject'
      ? t('operatorRefunds.rejectDialog.title', { id })
      : t('operatorRefunds.approveDialog.title', { id });
  return (
    <Dialog
      open={request !== null}
      title={title}
      onClose={onClose}
      role={request?.decision === 'approve' ? 'alertdialog' : 'dialog'}
    >
      {/* Mounted only while open, so every opening starts with an empty reason. */}
      {request && <DecisionForm request={request} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

function isRefundStatus(value: unknown): value is RefundStatus {
  return typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value);
}

function DecisionForm({
  request: { refund, decision },
  onClose,
  onChanged,
}: {
  request: DecisionRequest;
  onClose(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('cabinet');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const details = {
    id: refund.id,
    user: refund.user_full_name,
    amount: formatTiyin(refund.amount),
    card: `${CARD_TYPE_NAMES[refund.card_type]} ${refund.card_number}`,
    bank: refund.bank_name || t('common:dataGaps.bankInfoNotFound'),
  };

  /** Someone decided first, or the application is gone: say so, and show the list as it is now. */
  const outdated = (error: ApiError) => {
    const status = error.data?.status;
    notify({
      type: 'warning',
      title: error.message,
      message: isRefundStatus(status)
        ? t('operatorRefunds.currentStatus', { id: refund.id, status: t(`refunding.statuses.${status}`) })
        : t('operatorRefunds.notFound', { id: refund.id }),
    });
    onClose();
    onChanged();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      if (decision === 'approve') await approveRefund(refund.id);
      else await rejectRefund(refund.id, reason);
      notify({
        type: 'success',
        message:
          decision === 'approve'
            ? t('operatorRefunds.approved', details)
            : t('operatorRefunds.rejected', details),
      });
      onClose();
      onChanged();
    } catch (error) {
      if (isApiError(error) && (error.code === 'WRONG_STATE' || error.code === 'NOT_FOUND')) {
        outdated(error);
        return;
      }
      // Anything else (network, a lost session) changed nothing: the dialog stays for another try.
      setFailure(isApiError(error) ? error.message : t('common:api.unexpected'));
      setSending(false);
    }
  };

  return (
    <form className="refund-decision" noValidate onSubmit={(event) => void submit(event)}>
      <dl className="refund-decision__details">
        <div>
          <dt>{t('operatorRefunds.columns.user')}</dt>
          <dd>{details.user}</dd>
        </div>
        <div>
          <dt>{t('operatorRefunds.columns.amount')}</dt>
          <dd className="money">{details.amount}</dd>
        </div>
        <div>
          <dt>{t('operatorRefunds.columns.card')}</dt>
          <dd>
            {details.card}, {details.bank}
          </dd>
        </div>
      </dl>
      <p>
        {decision === 'approve'
          ? t('operatorRefunds.approveDialog.text')
          : t('operatorRefunds.rejectDialog.text')}
      </p>
      {decision === 'reject' && (
        <div className="field">
          <label htmlFor={fieldId}>{t('operatorRefunds.rejectDialog.reason')}</label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            aria-describedby={`${fieldId}-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${fieldId}-hint`} className="field__hint">
            {t('operatorRefunds.rejectDialog.reasonHint')}
          </p>
        </div>
      )}
      <FormFooter
        failure={failure}
        cancelLabel={t('operatorRefunds.cancel')}
        onCancel={onClose}
        submitLabel={
          decision === 'approve'
            ? t('operatorRefunds.approveDialog.confirm')
            : t('operatorRefunds.rejectDialog.confirm')
        }
        sendingLabel={t('operatorRefunds.sending')}
        sending={sending}
        submitClassName={`button ${decision === 'approve' ? 'button--primary' : 'refund-decision__reject'}`}
      />
    </form>
  );
}
