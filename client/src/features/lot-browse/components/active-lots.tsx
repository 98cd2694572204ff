import { HOME_BLOCK_LOTS } from '@kimoshdi/shared/domain/lot/home-blocks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getActiveLots, recalledActiveLots } from '../api/shop-lots';
import { useRecalledLoad } from '../hooks/use-recalled-load';
import { LotGrid } from '../../../components/lots/lot-card';
import { paths } from '../../../config/paths';
import { LotGridSkeleton } from './lot-grid-skeleton';
import './active-lots.css';

/**
 * The home page's active lots: accepting applications or live, soonest first. They open the page
 * (issue 29: a phone's first screen shows what is for sale), so their photos load at once, and
 * until they come the grid's place is held by cards of the same size: nothing below them jumps.
 */
export function ActiveLots({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const { data, error } = useRecalledLoad(
    'active-lots',
    () => getActiveLots(HOME_BLOCK_LOTS),
    () => undefined,
    () => recalledActiveLots(HOME_BLOCK_LOTS),
  );
  return (
    <section
      className="home-section active-lots"
      aria-labelledby="home-active-lots"
      aria-busy={!data && !error}
    >
      <div className="home-section__head">
        <h2 id="home-active-lots">{t('home.activeLots')}</h2>
        <Link className="button button--ghost button--small" to={paths.currentLots}>
          {t('home.allLots')}
        </Link>
      </div>
      {error && !data ? (
        <p className="muted">{t('list.loadFailed')}</p>
      ) : !data ? (
        <LotGridSkeleton count={HOME_BLOCK_LOTS} label={t('list.loading')} />
      ) : data.length === 0 ? (
        <p className="muted">{t('home.noActiveLots')}</p>
      ) : (
        <LotGrid lots={data} signedIn={signedIn} onFirstScreen />
      )}
    </section>
  );
}
