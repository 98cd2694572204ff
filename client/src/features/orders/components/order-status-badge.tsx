import { useCodedItems, useNameById } from '../../../hooks/use-dictionaries';

/**
 * The colour of each order status: forming grey, under check orange, on trade blue, done green,
 * withdrawn from trade grey.
 */
const COLOR: Record<number, string> = {
  1: 'info',
  2: 'warning',
  3: 'primary',
  4: 'primary',
  5: 'warning',
  6: 'success',
  7: 'info',
};

export function OrderStatusBadge({ status }: { status: number }) {
  const name = useNameById(useCodedItems('order-statuses').data);
  return (
    <span className={`lot-status lot-status--${COLOR[status] ?? 'info'}`} data-testid="order-status">
      {name(status) || status}
    </span>
  );
}
