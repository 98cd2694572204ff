import { useTranslation } from 'react-i18next';
import { formatTashkentDateTime, type OrderFlow } from '@kimoshdi/shared';

/** The order's history, oldest first, worded as the customer's order page words it. */
export function OrderHistory({ flows }: { flows: OrderFlow[] }) {
  const { t } = useTranslation('orders');
  return (
    <ol className="order-flows" data-testid="moderation-history">
      {flows.map((flow, index) => (
        <li key={index} className="order-flows__item">
          <span className="order-flows__at muted">{formatTashkentDateTime(new Date(flow.at))}</span>
          <span className="order-flows__action">
            {t(`orders:flows.${flow.action}`, { note: flow.note ?? '' })}
          </span>
          {(flow.action === 'returned' || flow.action === 'rejected') && flow.note && (
            <span className="order-flows__note">{flow.note}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
