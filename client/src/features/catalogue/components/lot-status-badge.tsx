import { useTranslation } from 'react-i18next';
import { FIXED_PRICE_ON_SALE } from '@kimoshdi/shared/domain/lot/fixed-price';
import { lotStatusColor } from '@kimoshdi/shared/domain/lot/lot-status';
import { isFixedPrice } from '@kimoshdi/shared/domain/lot/trade-type';
import { useLotStatuses, useNameById } from '../../../hooks/use-dictionaries';

/**
 * A lot status with the colour class of docs/product.md section 4 (primary, success, warning, danger, info).
 * A fixed-price lot's status 4 reads "on sale": the dictionary's name speaks of an auction.
 */
export function LotStatusBadge({ status, tradeType }: { status: number; tradeType?: number }) {
  const { t } = useTranslation('catalogue');
  const { data } = useLotStatuses();
  const name = useNameById(data)(status);
  const onSale = tradeType !== undefined && isFixedPrice(tradeType) && status === FIXED_PRICE_ON_SALE;
  return (
    <span className={`lot-status lot-status--${lotStatusColor(status)}`} data-status={status}>
      {onSale ? t('lot.onSale') : name || t('lot.status', { status })}
    </span>
  );
}
