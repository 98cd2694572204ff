import { useTranslation } from 'react-i18next';
import { REFUND_STATUSES, type RefundStatus } from '@kimoshdi/shared/domain/money/refund-status';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { totalOf, type BulkApproval, type Refusal } from '../bulk-approve';

function isRefundStatus(value: unknown): value is RefundStatus {
  return typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value);
}

/**
 * The one notification after "Approve chosen": how many were approved and, for every one that was
 * not, its number and the server's words; an application decided first says so and in what state,
 * as the single approval's dialog does. A run that stopped says where and how many are left.
 */
export function useBulkSummary(): (chosen: number, result: BulkApproval) => void {
  const { t } = useTranslation('cabinet');

  const refusal = ({ refund, message, decidedAs }: Refusal) =>
    isRefundStatus(decidedAs)
      ? t('operatorRefunds.bulk.summary.decided', {
          id: refund.id,
          message,
          status: t(`refunding.statuses.${decidedAs}`),
        })
      : t('operatorRefunds.bulk.summary.refused', { id: refund.id, message });

  return (chosen, result) => {
    const { approved, refused, stop, left } = result;
    if (approved.length === chosen) {
      notify({
        type: 'success',
        message: t('operatorRefunds.bulk.summary.all', {
          count: approved.length,
          total: formatTiyin(totalOf(approved)),
        }),
      });
      return;
    }
    const lines = refused.map(refusal);
    if (stop) {
      lines.push(
        t('operatorRefunds.bulk.summary.stopped', {
          id: stop.refund.id,
          message: stop.message || t('common:api.unexpected'),
          left: left.length,
        }),
      );
    }
    notify({
      type: 'warning',
      title: t('operatorRefunds.bulk.summary.some', { approved: approved.length, chosen }),
      message: lines.join(' '),
    });
  };
}
