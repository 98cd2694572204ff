import { useTranslation } from 'react-i18next';
import { getLotFlows } from '../api/lot-parts';
import { formatLotTime } from '../../../components/lots/format';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { LotStatusBadge } from '../../../components/lots/lot-status-badge';

/**
 * The lot's status changes, oldest first (shop-lots/flows): each status with its colour and the
 * Tashkent date and time it was set. Nothing is shown while loading, on failure or with no changes.
 */
export function LotStatusHistory({ lotId, tradeType }: { lotId: number; tradeType?: number }) {
  const { t } = useTranslation('catalogue');
  const { data, loading } = useKeyedLoad(`lot-flows/${lotId}`, () => getLotFlows(lotId));
  // `loading` too: while another lot's history is being replaced, the old one must not show.
  if (!data || loading || data.length === 0) return null;
  return (
    <section className="lot-history" aria-labelledby="lot-history-title">
      <h3 id="lot-history-title" className="lot-history__title">
        {t('lot.history')}
      </h3>
      <ol className="lot-history__list" data-testid="lot-history">
        {data.map((flow, index) => (
          <li key={`${index}-${flow.at}`} className="lot-history__item">
            <LotStatusBadge status={flow.status} tradeType={tradeType} />
            {' — '}
            <time dateTime={flow.at}>{formatLotTime(flow.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
