import { useTranslation } from 'react-i18next';
import { lotStatusColor } from '@kimoshdi/shared/domain/lot/lot-status';
import { useLotStatuses, useNameById } from '../hooks/use-dictionaries';

/** A lot status with the colour class of spec section 4 (primary, success, warning, danger, info). */
export function LotStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('catalogue');
  const { data } = useLotStatuses();
  const name = useNameById(data)(status);
  return (
    <span className={`lot-status lot-status--${lotStatusColor(status)}`} data-status={status}>
      {name || t('lot.status', { status })}
    </span>
  );
}
