import { useTranslation } from 'react-i18next';
import type { BidView } from '@kimoshdi/shared';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { formatBidTime, formatPrice } from '../format';

/** The confirmed prices, newest first: price, buyer number and time (a card per bid on a phone). */
export function BidHistory({ bids }: { bids: BidView[] }) {
  const { t } = useTranslation('auction');
  const columns: RecordColumn<BidView>[] = [
    {
      id: 'price',
      header: t('history.price'),
      cell: (bid) => formatPrice(bid.amount),
      className: 'money',
    },
    {
      id: 'buyer',
      header: t('history.buyer'),
      cell: (bid) => (
        <span>
          {t('offers.buyer', { number: bid.buyer_number })}
          {bid.kind === 'auto' && <span className="muted"> ({t('history.auto')})</span>}
        </span>
      ),
    },
    { id: 'time', header: t('history.time'), cell: (bid) => formatBidTime(bid.at) },
  ];
  return (
    <section className="game-history" aria-labelledby="game-history-title">
      <h2 id="game-history-title">{t('history.title')}</h2>
      {bids.length === 0 ? (
        <p className="muted">{t('history.empty')}</p>
      ) : (
        <RecordTable
          caption={t('history.title')}
          columns={columns}
          items={bids}
          rowKey={(bid) => String(bid.seq)}
          rowAttributes={(bid) => ({ 'data-seq': String(bid.seq) })}
          className="game-history__table"
        />
      )}
    </section>
  );
}
