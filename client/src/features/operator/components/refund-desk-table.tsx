import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRefund } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { CARD_TYPE_NAMES, formatAppliedAt } from '../format';
import { useRefundSelection } from '../hooks/use-refund-selection';
import { BulkApproveDialog } from './bulk-approve-dialog';
import { RefundBulkToolbar } from './refund-bulk-toolbar';
import { RefundDecisionDialog, type Decision, type DecisionRequest } from './refund-decision-dialog';

const STATUS_CLASS: Record<OperatorRefund['status'], string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

interface RefundDeskTableProps {
  items: OperatorRefund[];
  /** An application changed: the list reloads to show it as the server has it. */
  onChanged(): void;
}

/**
 * One page of refund applications for the operator, with Approve and Reject on the ones under
 * review, and a choice of them to approve together (accountants approve a bank statement's worth
 * at once). Like the cabinet's tables, each row turns into a labelled card on a phone.
 */
export function RefundDeskTable({ items, onChanged }: RefundDeskTableProps) {
  const { t } = useTranslation('cabinet');
  const [request, setRequest] = useState<DecisionRequest | null>(null);
  const ask = (refund: OperatorRefund, decision: Decision) => setRequest({ refund, decision });
  const selection = useRefundSelection(items);
  const [bulk, setBulk] = useState<OperatorRefund[] | null>(null);
  // Only a page with something to decide has a choice to make (not the approved or rejected lists).
  const choosing = selection.pending.length > 0;

  const chooseColumn: RecordColumn<OperatorRefund> = {
    id: 'choose',
    header: t('operatorRefunds.bulk.column'),
    className: 'refund-desk__choose',
    cell: (r) =>
      r.status === 'pending' ? (
        <input
          type="checkbox"
          className="refund-desk__checkbox"
          aria-label={t('operatorRefunds.bulk.chooseLabel', { id: r.id })}
          checked={selection.isChosen(r.id)}
          onChange={(event) => selection.choose(r.id, event.target.checked)}
        />
      ) : null,
  };

  const columns: RecordColumn<OperatorRefund>[] = [
    ...(choosing ? [chooseColumn] : []),
    { id: 'number', header: t('operatorRefunds.columns.number'), cell: (r) => r.id },
    { id: 'time', header: t('operatorRefunds.columns.time'), cell: (r) => formatAppliedAt(r.created_at) },
    { id: 'user', header: t('operatorRefunds.columns.user'), cell: (r) => r.user_full_name },
    {
      id: 'bank',
      header: t('operatorRefunds.columns.bank'),
      // A card saved without its bank's name (or an older row): said so, not left blank.
      cell: (r) => r.bank_name || <span className="muted">{t('common:dataGaps.bankInfoNotFound')}</span>,
    },
    {
      id: 'card',
      header: t('operatorRefunds.columns.card'),
      cell: (r) => (
        // One element: on a phone the cell is a flex row of its label and this.
        <span className="refund-desk__card">
          {CARD_TYPE_NAMES[r.card_type]} <span className="refund-desk__mask">{r.card_number}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('operatorRefunds.columns.amount'),
      cell: (r) => formatTiyin(r.amount),
      className: 'money',
    },
    {
      id: 'status',
      header: t('operatorRefunds.columns.status'),
      cell: (r) => (
        <div>
          <span className={`status status--${STATUS_CLASS[r.status]}`} data-testid="refund-status">
            {t(`refunding.statuses.${r.status}`)}
          </span>
          {r.reason && (
            <span className="refund-desk__reason muted">
              {t('operatorRefunds.reason', { reason: r.reason })}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'decision',
      header: t('operatorRefunds.columns.decision'),
      cell: (r) =>
        r.status === 'pending' ? (
          <span className="refund-desk__actions">
            <button
              type="button"
              className="button button--primary button--small"
              aria-label={t('operatorRefunds.approveLabel', { id: r.id })}
              onClick={() => ask(r, 'approve')}
            >
              {t('operatorRefunds.approve')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('operatorRefunds.rejectLabel', { id: r.id })}
              onClick={() => ask(r, 'reject')}
            >
              {t('operatorRefunds.reject')}
            </button>
          </span>
        ) : (
          <span className="muted">{r.decided_at ? formatAppliedAt(r.decided_at) : ''}</span>
        ),
    },
  ];

  return (
    <>
      {choosing && <RefundBulkToolbar selection={selection} onApprove={() => setBulk(selection.chosen)} />}
      <RecordTable
        className="refund-desk"
        caption={t('operatorRefunds.title')}
        columns={columns}
        items={items}
        rowKey={(refund) => refund.id}
        rowAttributes={(refund) => ({ 'data-testid': 'operator-refund', 'data-refund-id': refund.id })}
      />
      <RefundDecisionDialog request={request} onClose={() => setRequest(null)} onChanged={onChanged} />
      <BulkApproveDialog
        refunds={bulk}
        onClose={() => setBulk(null)}
        onDone={(left) => {
          setBulk(null);
          selection.set(left);
          onChanged();
        }}
      />
    </>
  );
}
