import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRefund } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { Dialog } from '../../../components/ui/dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { approveRefund } from '../api/refunds';
import { approveInTurn, totalOf, type BulkApproval } from '../bulk-approve';
import { CARD_TYPE_NAMES } from '../format';
import { useBulkSummary } from '../hooks/use-bulk-summary';

interface BulkApproveDialogProps {
  /** The chosen applications; null keeps the dialog closed. */
  refunds: OperatorRefund[] | null;
  onClose(): void;
  /** The run ended: the ids still to decide (to stay chosen); the list then reloads. */
  onDone(left: string[]): void;
}

/**
 * The confirmation of "Approve chosen": like one approval it pays real money out and cannot be
 * undone, so the applications and their total are shown once more. Confirmed, they are approved
 * one after another (see approveInTurn) with the progress in sight, and one notification sums up.
 */
export function BulkApproveDialog({ refunds, onClose, onDone }: BulkApproveDialogProps) {
  const { t } = useTranslation('cabinet');
  const [running, setRunning] = useState(false);
  return (
    <Dialog
      open={refunds !== null}
      title={t('operatorRefunds.bulk.dialog.title', { count: refunds?.length ?? 0 })}
      // Approvals under way cannot be called back: Escape waits for the run to end.
      onClose={() => !running && onClose()}
      role="alertdialog"
    >
      {refunds && (
        <BulkApproveForm refunds={refunds} onRunning={setRunning} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
}

function BulkApproveForm({
  refunds,
  onRunning,
  onClose,
  onDone,
}: {
  refunds: OperatorRefund[];
  onRunning(running: boolean): void;
  onClose(): void;
  onDone(left: string[]): void;
}) {
  const { t } = useTranslation('cabinet');
  const summarise = useBulkSummary();
  const [progress, setProgress] = useState<{ current: number; count: number } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress) return;
    onRunning(true);
    setProgress({ current: 0, count: refunds.length });
    const result: BulkApproval = await approveInTurn(refunds, approveRefund, (current, count) =>
      setProgress({ current, count }),
    );
    onRunning(false);
    summarise(refunds.length, result);
    onDone(result.left.map((refund) => refund.id));
  };

  return (
    <form className="refund-decision" noValidate onSubmit={(event) => void submit(event)}>
      <ol className="bulk-approve__list">
        {refunds.map((refund) => (
          <li key={refund.id} className="bulk-approve__item">
            <span className="bulk-approve__head">
              <span>
                № {refund.id} · {refund.user_full_name}
              </span>
              <span className="money">{formatTiyin(refund.amount)}</span>
            </span>
            <span className="muted">
              {CARD_TYPE_NAMES[refund.card_type]}{' '}
              <span className="refund-desk__mask">{refund.card_number}</span>
              {refund.bank_name && `, ${refund.bank_name}`}
            </span>
          </li>
        ))}
      </ol>
      <p className="bulk-approve__total">
        <span>{t('operatorRefunds.bulk.dialog.total')}</span>
        <span className="money">{formatTiyin(totalOf(refunds))}</span>
      </p>
      <p>{t('operatorRefunds.bulk.dialog.text')}</p>
      <p className="bulk-approve__progress" role="status">
        {progress && progress.current > 0 && t('operatorRefunds.bulk.dialog.progress', progress)}
      </p>
      <FormFooter
        failure={null}
        cancelLabel={t('operatorRefunds.cancel')}
        onCancel={() => !progress && onClose()}
        submitLabel={t('operatorRefunds.bulk.dialog.confirm', { count: refunds.length })}
        sendingLabel={t('operatorRefunds.sending')}
        sending={progress !== null}
      />
    </form>
  );
}
