import { useTranslation } from 'react-i18next';
import { lotStatusColor } from '@kimoshdi/shared/domain/lot/lot-status';
import { findMechanism } from '@kimoshdi/shared/domain/trade/mechanisms';
import { useLotStatuses, useNameById } from '../../hooks/use-dictionaries';

/**
 * A lot status with the colour class of docs/product.md section 4 (primary, success, warning, danger, info).
 * A fixed-price lot's status 4 reads "on sale" (its mechanism's onSaleStatus): the dictionary's name
 * speaks of an auction.
 */
export function LotStatusBadge({ status, tradeType }: { status: number; tradeType?: number }) {
  const { t } = useTranslation('catalogue');
  const { data } = useLotStatuses();
  const name = useNameById(data)(status);
  const onSale = tradeType !== undefined && findMechanism(tradeType)?.onSaleStatus === status;
  return (
    <span className={`lot-status lot-status--${lotStatusColor(status)}`} data-status={status}>
      {onSale ? t('lot.onSale') : name || t('lot.status', { status })}
    </span>
  );
}
