import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveAuctionRow } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { LoadFailed } from '../../../components/ui/load-failed';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { isApiError } from '../../../lib/api-client';
import { resumeAuction } from '../api/live-auctions';
import { useLiveAuctions } from '../hooks/use-live-auctions';
import { useServerNow } from '../../../lib/use-server-now';
import { useLocalName } from '../../../hooks/use-local-name';
import { formatLeft, secondsLeft } from '../live-board';
import { paths } from '../../../config/paths';

const STATUS_CLASS: Record<LiveAuctionRow['status'], string> = {
  waiting: 'warning',
  live: 'success',
  paused: 'danger',
  closed: 'info',
};

/**
 * Every live auction at a glance for the operator, updating as it goes (socket pushes, or polling
 * while the socket is down), with a technical interruption's pause and resume per lot.
 */
// The pause dialog and its reason form come when an operator first pauses an auction, not with the
// board (the page was over the 170 kB first-load budget, issue 28); once there it stays mounted.
const PauseAuctionDialog = lazy(() =>
  import('./pause-auction-dialog').then((module) => ({ default: module.PauseAuctionDialog })),
);

export function LiveAuctions() {
  // Texts live in the auction namespace; keys are written in full so the refund desk's text test
  // (which reads the cabinet namespace for this folder) leaves them to the auction's own test.
  const { t } = useTranslation('auction');
  const board = useLiveAuctions();
  const localName = useLocalName();
  const now = useServerNow();
  const [pausing, setPausing] = useState<LiveAuctionRow | null>(null);
  const [pauseOpened, setPauseOpened] = useState(false);
  if (pausing && !pauseOpened) setPauseOpened(true);
  const [resuming, setResuming] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const resume = async (row: LiveAuctionRow) => {
    setResuming(row.lot_id);
    setFailure(null);
    try {
      await resumeAuction(row.lot_id);
      board.reload();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common:api.unexpected'));
    } finally {
      setResuming(null);
    }
  };

  const columns: RecordColumn<LiveAuctionRow>[] = [
    {
      id: 'lot',
      header: t('auction:operator.columns.lot'),
      cell: (row) => (
        <Link to={paths.gameView(row.lot_id)}>
          {t('auction:lotNumber', { number: row.lot_number })} {localName(row.names)}
        </Link>
      ),
    },
    {
      id: 'price',
      header: t('auction:operator.columns.price'),
      cell: (row) => formatTiyin(row.price ?? row.start_price),
      className: 'money',
    },
    { id: 'bids', header: t('auction:operator.columns.bidsLastMinute'), cell: (row) => row.bids_last_minute },
    { id: 'viewers', header: t('auction:operator.columns.viewers'), cell: (row) => row.viewers },
    {
      id: 'participants',
      header: t('auction:operator.columns.participants'),
      cell: (row) => row.participants,
    },
    {
      id: 'left',
      header: t('auction:operator.columns.timeLeft'),
      cell: (row) => (now === null ? '–' : formatLeft(secondsLeft(row, now))),
    },
    {
      id: 'status',
      header: t('auction:operator.columns.status'),
      cell: (row) => (
        <span className={`status status--${STATUS_CLASS[row.status]}`} data-testid="live-status">
          {t(`auction:status.${row.status}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('auction:operator.columns.actions'),
      cell: (row) =>
        row.status === 'live' ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('auction:operator.pauseLabel', { number: row.lot_number })}
            onClick={() => setPausing(row)}
          >
            {t('auction:operator.pause')}
          </button>
        ) : row.status === 'paused' ? (
          <button
            type="button"
            className="button button--primary button--small"
            aria-label={t('auction:operator.resumeLabel', { number: row.lot_number })}
            disabled={resuming === row.lot_id}
            onClick={() => void resume(row)}
          >
            {resuming === row.lot_id ? t('auction:action.sending') : t('auction:operator.resume')}
          </button>
        ) : null,
    },
  ];

  return (
    <div className="live-auctions">
      <p className="muted live-auctions__source" role="status">
        {board.live ? t('auction:operator.sourceLive') : t('auction:operator.sourcePolling')}
      </p>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      {board.failed && board.rows === null && (
        <LoadFailed
          message={t('auction:operator.loadFailed')}
          retry={t('auction:retry')}
          onRetry={board.reload}
        />
      )}
      {board.rows === null && !board.failed && (
        <p className="muted" role="status">
          {t('auction:loading')}
        </p>
      )}
      {board.rows?.length === 0 && <p className="muted">{t('auction:operator.empty')}</p>}
      {board.rows && board.rows.length > 0 && (
        <RecordTable
          caption={t('auction:operator.title')}
          columns={columns}
          items={board.rows}
          rowKey={(row) => String(row.lot_id)}
          rowAttributes={(row) => ({ 'data-lot-id': String(row.lot_id) })}
        />
      )}
      {pauseOpened && (
        <Suspense fallback={null}>
          <PauseAuctionDialog row={pausing} onClose={() => setPausing(null)} onPaused={board.reload} />
        </Suspense>
      )}
    </div>
  );
}
