import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useGameCountStore } from '../stores/game-count-store';

/** A tab coming back after this long asks again: auctions start and end while it sleeps. */
const STALE_AFTER_MS = 60_000;

/**
 * The navbar's badge of the person's running auctions, linking to "current auctions". Shown only
 * while one runs, so it costs the first paint nothing: one small call after it, and again when the
 * tab comes back to the front after a minute or more.
 */
export function LiveAuctionsLink() {
  const { t } = useTranslation();
  const count = useGameCountStore((state) => state.count);
  const load = useGameCountStore((state) => state.load);
  useEffect(() => {
    void load();
    let hiddenAt = 0;
    const onVisibility = () => {
      if (document.hidden) hiddenAt = Date.now();
      else if (hiddenAt && Date.now() - hiddenAt > STALE_AFTER_MS) void load();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [load]);

  if (count === null || count === 0) return null;
  return (
    <Link
      className="icon-button navbar__live-auctions"
      to={paths.profileMyAuctions}
      data-testid="navbar-live-auctions"
    >
      <span className="badge-anchor">
        <ClockIcon />
        <span className="badge badge--live" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      </span>
      <span className="icon-button__label">{t('common:nav.liveAuctions')}</span>
      <span className="visually-hidden">{t('common:nav.liveAuctionsCount', { count })}</span>
    </Link>
  );
}
