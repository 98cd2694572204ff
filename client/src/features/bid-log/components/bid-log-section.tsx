import { pageCount } from '@kimoshdi/shared/domain/navigation/page-count';
import type { BidLogEntry } from '@kimoshdi/shared/api/shop/bid-log';
import { formatTashkentDateTime, formatTiyin } from '@kimoshdi/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getBidLog, getWholeBidLog } from '../api/bid-log';
import { checkInBrowser } from '../replay';
import { BidReplay } from './bid-replay';
import { BidLogPager } from './bid-log-pager';
import './bid-log.css';

/** Bids per page of the table. */
export const BID_LOG_PAGE_SIZE = 20;
/** The page of the table, in the address (`?bids_page=`), so a page can be shared. */
const PAGE_PARAM = 'bids_page';

/**
 * A finished auction's public bid log on its result page (docs/bid-log.md): every bid page by page
 * with its hash, the final check code (the digest), the chain checked in this browser, and the
 * replay. In plain words for buyers: the command that checks a log anywhere is for developers and
 * lives in docs/bid-log.md (issue 24).
 */
export function BidLogSection({ lotId }: { lotId: number }) {
  const { t } = useTranslation('bid-log');
  const [params] = useSearchParams();
  const asked = Number(params.get(PAGE_PARAM) ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const shown = useKeyedLoad(`bid-log/${lotId}/${page}`, (signal) =>
    getBidLog(lotId, page, BID_LOG_PAGE_SIZE, signal),
  );
  const whole = useKeyedLoad(`bid-log/${lotId}/all`, (signal) => getWholeBidLog(lotId, signal));

  if (shown.error) {
    return (
      <section className="bid-log" aria-labelledby="bid-log-title">
        <h2 id="bid-log-title">{t('title')}</h2>
        <p className="form-alert" role="alert">
          {t('loadFailed')}
        </p>
      </section>
    );
  }
  const log = shown.data;
  const columns: RecordColumn<BidLogEntry>[] = [
    { id: 'seq', header: t('columns.seq'), cell: (bid) => bid.seq },
    { id: 'buyer', header: t('columns.buyer'), cell: (bid) => bid.buyer_number },
    {
      id: 'amount',
      header: t('columns.amount'),
      cell: (bid) => formatTiyin(bid.amount),
      className: 'money',
    },
    { id: 'time', header: t('columns.time'), cell: (bid) => formatTashkentDateTime(bid.placed_at) },
    {
      id: 'hash',
      header: t('columns.hash'),
      cell: (bid) =>
        bid.hash ? (
          <code className="bid-log__hash" title={bid.hash}>
            {bid.hash.slice(0, 16)}…
          </code>
        ) : (
          <span className="muted">{t('unchained')}</span>
        ),
    },
  ];
  const checked = whole.data ? checkInBrowser(whole.data) : undefined;

  return (
    <section className="bid-log" aria-labelledby="bid-log-title">
      <h2 id="bid-log-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      {!log ? (
        <p className="muted">{t('loading')}</p>
      ) : (
        <>
          <dl className="facts bid-log__digest">
            <div className="facts__row">
              <dt>{t('digest')}</dt>
              <dd>
                <code data-testid="bid-log-digest">{log.final_digest ?? t('unchained')}</code>
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('bids')}</dt>
              <dd data-testid="bid-log-total">{log.total}</dd>
            </div>
          </dl>
          <p className="bid-log__check" role="status" data-testid="bid-log-check">
            {whole.error
              ? t('check.unavailable')
              : !checked
                ? t('check.running')
                : checked.ok
                  ? t('check.ok', { count: checked.bids })
                  : t('check.broken', { seq: checked.seq, fault: t(`check.faults.${checked.fault}`) })}
          </p>
          {whole.data && whole.data.total > 0 && <BidReplay log={whole.data} />}
          {log.total === 0 ? (
            <p className="muted">{t('noBids')}</p>
          ) : (
            <>
              <RecordTable
                caption={t('title')}
                columns={columns}
                items={log.items}
                rowKey={(bid) => String(bid.seq)}
                rowAttributes={(bid) => ({ 'data-seq': String(bid.seq) })}
                className="bid-log__table"
              />
              <BidLogPager page={page} pages={pageCount(log.total, BID_LOG_PAGE_SIZE)} param={PAGE_PARAM} />
            </>
          )}
          <details className="bid-log__genesis">
            <summary>{t('genesis')}</summary>
            <p>
              <code>{log.genesis}</code>
            </p>
            <p className="muted">{t('genesisLine')}</p>
            <p>
              <code>{log.genesis_line}</code>
            </p>
          </details>
        </>
      )}
    </section>
  );
}
