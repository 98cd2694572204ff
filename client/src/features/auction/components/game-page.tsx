import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { useGameBase } from '../hooks/use-game-base';
import { useGameConnection } from '../hooks/use-game-connection';
import { useLotPageInstead } from '../hooks/use-lot-page-instead';
import { useLocalName } from '../../../hooks/use-local-name';
import { useOutbidNotice } from '../hooks/use-outbid-notice';
import { useGameStore } from '../stores/game-store';
import { AutoBidPanel } from './auto-bid-panel';
import { BidHistory } from './bid-history';
import { BidPanel } from './bid-panel';
import { ConnectionLost } from './connection-lost';
import { GameResult } from './game-result';
import { GameStatus } from './game-status';
import { OtherAuctions } from './other-auctions';
import { StickyBidBar } from './sticky-bid-bar';
import { Offers } from './offers';

interface GamePageProps {
  lotId: number;
  signedIn: boolean;
  /** Where a guest goes to register or sign in, coming back to this game. */
  loginHref: string;
}

/**
 * /game-view/{id}: the live board of one lot. Everyone sees it; participants bid, signed-in
 * non-participants are told they have no right to enter, guests are shown the way to register.
 */
export function GamePage({ lotId, signedIn, loginHref }: GamePageProps) {
  const { t } = useTranslation('auction');
  useGameConnection(lotId);
  const base = useGameBase(lotId);
  useLotPageInstead(lotId, base.error);
  const board = useGameStore((store) => (store.lotId === lotId ? store.board : null));
  const loadFailed = useGameStore((store) => store.loadFailed);
  const resync = useGameStore((store) => store.resync);
  const name = useLocalName();
  const lot = base.data?.lot;
  usePageTitle(lot ? name(lot.name) : t('title'));

  const state = board?.state ?? null;
  const seat = board?.seat ?? null;
  const role = seat?.role ?? (signedIn ? null : 'guest');
  const closed = state?.status === 'closed';
  const bidding = !closed && role === 'participant' && seat !== null && state !== null;
  const leading = seat?.buyer_number != null && state?.leader_number === seat.buyer_number;
  useOutbidNotice(lotId, state, seat?.buyer_number ?? null);
  const startsAtMs = lot ? Date.parse(lot.starts_at) : null;

  return (
    <div className={`container page game-view${bidding ? ' game-view--sticky' : ''}`} data-testid="game-view">
      <ConnectionLost />
      <header className="game-view__head">
        {lot && <p className="lot-card__number">{t('lotNumber', { number: lot.lot_number })}</p>}
        <h1 className="game-view__title">{lot ? name(lot.name) : t('title')}</h1>
        {lot && (
          <Link className="game-view__lot-link" to={`/lot-view/${lot.id}`}>
            {t('lotCard')}
          </Link>
        )}
      </header>

      {state === null ? (
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
          <p className="muted" role="status">
            {t('loading')}
          </p>
        )
      ) : (
        <div className="game-view__grid">
          <section className="card game-view__board" aria-label={t('boardLabel')}>
            <GameStatus
              state={state}
              startsAtMs={startsAtMs !== null && !Number.isNaN(startsAtMs) ? startsAtMs : null}
            />
            <Offers state={state} counts={board?.counts ?? null} seat={seat} />
          </section>
          <section className="card game-view__actions" aria-label={t('actionsLabel')}>
            {/* Over: the outcome instead of any invitation or form to bid. */}
            {closed && <GameResult lotId={lotId} state={state} />}
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
              <>
                <BidPanel lotId={lotId} state={state} leading={leading} />
                <AutoBidPanel lotId={lotId} state={state} max={seat.auto_bid_max} />
              </>
            )}
            {!closed && role === null && (
              <p className="muted" role="status">
                {t('loading')}
              </p>
            )}
          </section>
        </div>
      )}

      {board && state && <BidHistory bids={board.bids} />}
      {bidding && state && <StickyBidBar lotId={lotId} state={state} leading={leading} />}
      <OtherAuctions
        auctions={base.data?.other_auctions ?? null}
        failed={base.error !== null}
        onRetry={base.reload}
      />
    </div>
  );
}
