import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { useLocalName } from '../../../hooks/use-local-name';
import { PartBoundary } from '../../../components/ui/part-boundary';
import { lazyWithTexts } from '../../../lib/lazy-with-texts';
import { retryingLazy } from '../../../lib/retrying-lazy';
import { formatPrice } from '../format';
import { useBidAnnouncement } from '../hooks/use-bid-announcement';
import { useConnectionState } from '../hooks/use-connection-state';
import { useGameBase } from '../hooks/use-game-base';
import { useGameConnection } from '../hooks/use-game-connection';
import { useLotPageInstead } from '../hooks/use-lot-page-instead';
import { useOutbidNotice } from '../hooks/use-outbid-notice';
import { usePriceHistory } from '../hooks/use-price-history';
import { useRoomRecords } from '../hooks/use-room-records';
import { readAlertChoice } from '../room-alerts';
import { roomStanding, roomTitle } from '../standing';
import { useGameStore } from '../stores/game-store';
import { BidFeed } from './bid-feed';
import { ConnectionStatus } from './connection-status';
import { GameResultPending } from './game-result-pending';
import { GameViewSkeleton } from './game-view-skeleton';
import { StickyBidBar } from './sticky-bid-bar';
import { LiveAnnouncer } from './live-announcer';
import { Offers } from './offers';
import { PriceChartCard } from './price-chart-card';
import { PriceHero } from './price-hero';
import { paths } from '../../../config/paths';

/*
 * The outcome of a closed auction comes with the catalogue's texts the first time it shows: a
 * running auction, what most visits see, needs neither (2.9 kB of texts off this page's first load,
 * which was over the 170 kB budget, issue 28). Meanwhile the box shows what the board says.
 */
const GameResult = lazyWithTexts(
  () => import('./game-result').then((module) => module.GameResult),
  ['catalogue'],
);

/*
 * A bidder's forms, in their own chunk: few of the room's visitors bid, and the room's first load
 * is at its 170 kB budget (issue 29). Fetched when a signed-in visitor opens the room (below), so
 * it is there before the first state comes over the socket; until then its place is kept.
 */
const loadParticipantActions = () =>
  import('./participant-actions').then((m) => ({ default: m.ParticipantActions }));
const ParticipantActions = retryingLazy(loadParticipantActions);

// The page's last block, below the room: fetched after it, it moves nothing when it comes.
const loadOtherAuctions = () => import('./other-auctions').then((m) => ({ default: m.OtherAuctions }));
const OtherAuctions = retryingLazy(loadOtherAuctions);

interface GamePageProps {
  lotId: number;
  signedIn: boolean;
  /** Where a guest goes to register or sign in, coming back to this game. */
  loginHref: string;
}

/** How many bids the live feed lists (a finished lot's feed lists them all). */
const LIVE_FEED_SIZE = 50;

/**
 * /game-view/{id}: the live room of one lot. Everyone watches the price, the feed and the chart;
 * participants bid, signed-in non-participants are told they have no right to enter, guests are
 * shown the way to register. After the close the room turns into the result.
 */
export function GamePage({ lotId, signedIn, loginHref }: GamePageProps) {
  const { t } = useTranslation('auction');
  useGameConnection(lotId);
  const base = useGameBase(lotId);
  useLotPageInstead(lotId, base.error);
  const board = useGameStore((store) => (store.lotId === lotId ? store.board : null));
  const loadFailed = useGameStore((store) => store.loadFailed);
  const resync = useGameStore((store) => store.resync);
  const connection = useConnectionState();
  const [alerts, setAlerts] = useState(readAlertChoice);
  useEffect(() => {
    // Only a signed-in visitor can be a participant; a failure shows when the part renders.
    if (signedIn) loadParticipantActions().catch(() => undefined);
  }, [signedIn]);
  const name = useLocalName();
  const state = board?.state ?? null;
  // The lot (HTTP) and the first state (socket) come in either order: the room shows once both
  // are there (or the lot failed), in one step, so its heading and grid never push each other
  // down while a phone paints them (issue 29: the room's layout shift was 0.7).
  const ready = state !== null && (base.data !== null || base.error !== null);
  const lot = ready ? base.data?.lot : undefined;

  const seat = board?.seat ?? null;
  const role = seat?.role ?? (signedIn ? null : 'guest');
  const closed = state?.status === 'closed';
  const bidding = !closed && role === 'participant' && seat !== null && state !== null;
  const mine = seat?.buyer_number ?? null;
  const leading = mine !== null && state?.leader_number === mine;
  const history = usePriceHistory(lotId, state?.status ?? null, connection === 'caught-up');
  const records = useRoomRecords(lotId);

  // The feed: the board's live bids joined with the record's (the whole log once it is over).
  const boardBids = board?.bids;
  const bids = useMemo(() => {
    const bySeq = new Map((history?.bids ?? []).map((bid) => [bid.seq, bid]));
    for (const bid of boardBids ?? []) bySeq.set(bid.seq, bid);
    const all = [...bySeq.values()].sort((a, b) => b.seq - a.seq);
    return closed ? all : all.slice(0, LIVE_FEED_SIZE);
  }, [history, boardBids, closed]);

  const standing = role === 'participant' ? roomStanding(state, mine, bids) : null;
  const outbidSaid = useOutbidNotice(lotId, state, mine, alerts);
  const bidSaid = useBidAnnouncement(bids, mine, state !== null);
  const lotName = lot ? name(lot.name) : t('title');
  const price = state ? formatPrice(state.price ?? state.start_price) : null;
  usePageTitle(
    roomTitle({
      price,
      standing: closed
        ? t('status.closed')
        : standing && standing !== 'watching'
          ? t(`standing.${standing}`)
          : null,
      name: lotName,
    }),
  );

  // A live page that sees the close reads the whole record once: the result lists every bid.
  useEffect(() => {
    if (closed) void useGameStore.getState().resync();
  }, [closed]);

  const startsAtMs = lot ? Date.parse(lot.starts_at) : null;

  return (
    <div
      className={`container page game-view${bidding ? ' game-view--sticky' : ''}${standing ? ` game-view--${standing}` : ''}`}
      data-testid="game-view"
    >
      <header className="game-view__head">
        <div className="game-view__heading">
          {/* The number's line is there before the lot: the title does not move down when it comes. */}
          {lot ? (
            <p className="lot-card__number">{t('lotNumber', { number: lot.lot_number })}</p>
          ) : (
            <p className="lot-card__number" aria-hidden="true">
              {'\u00a0'}
            </p>
          )}
          <h1 className="game-view__title">{lotName}</h1>
          {lot && (
            <Link className="game-view__lot-link" to={paths.lotView(lot.id)}>
              {t('lotCard')}
            </Link>
          )}
        </div>
        <ConnectionStatus state={connection} />
      </header>

      {!ready || state === null ? (
        loadFailed ? (
          <div className="form-alert" role="alert">
            <p>{t('loadFailed')}</p>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void resync()}
            >
              {t('retry')}
            </button>
          </div>
        ) : (
          <GameViewSkeleton label={t('loading')} />
        )
      ) : (
        <div className="game-view__grid">
          <div className="game-view__main">
            <PriceHero
              state={state}
              startsAtMs={startsAtMs !== null && !Number.isNaN(startsAtMs) ? startsAtMs : null}
              standing={standing}
            />
            <section className="card game-view__board" aria-label={t('factsLabel')}>
              <Offers state={state} counts={board?.counts ?? null} seat={seat} />
            </section>
          </div>
          <section className="card game-view__actions" aria-label={t('actionsLabel')}>
            {/* Over: the outcome instead of any invitation or form to bid. */}
            {closed && (
              <PartBoundary retry={t('retry')} fallback={<GameResultPending lotId={lotId} state={state} />}>
                <GameResult lotId={lotId} state={state} mine={mine} />
              </PartBoundary>
            )}
            {!closed && role === 'guest' && (
              <div className="game-view__guest" data-testid="game-guest">
                <p>{t('seat.guest')}</p>
                <a className="button button--primary" href={loginHref}>
                  {t('seat.guestAction')}
                </a>
              </div>
            )}
            {!closed && role === 'viewer' && (
              <p className="form-alert" role="note" data-testid="game-no-right">
                {t('seat.noRight')}
              </p>
            )}
            {!closed && role === 'participant' && seat && (
              <PartBoundary
                retry={t('retry')}
                fallback={<div className="skeleton-card game-participant-skeleton" />}
              >
                <ParticipantActions
                  lotId={lotId}
                  state={state}
                  leading={leading}
                  autoBidMax={seat.auto_bid_max}
                  alerts={alerts}
                  onAlertsChange={setAlerts}
                />
              </PartBoundary>
            )}
            {!closed && role === null && (
              <p className="muted" role="status">
                {t('loading')}
              </p>
            )}
          </section>
          <div className="game-view__live">
            <PriceChartCard history={history} bids={bids} state={state} />
            <BidFeed bids={bids} mine={mine} loaded records={records} />
          </div>
        </div>
      )}

      {bidding && state && (
        <StickyBidBar lotId={lotId} state={state} leading={leading} standing={standing ?? 'watching'} />
      )}
      <LiveAnnouncer polite={bidSaid} assertive={outbidSaid} />
      <PartBoundary retry={t('retry')} fallback={null}>
        <OtherAuctions
          auctions={base.data?.other_auctions ?? null}
          failed={base.error !== null}
          onRetry={base.reload}
        />
      </PartBoundary>
    </div>
  );
}
