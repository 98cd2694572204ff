import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getActiveLots } from '../api/shop-lots';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { LotGrid } from '../../../components/lots/lot-card';
import { paths } from '../../../config/paths';

/** How many active lots the home page shows; the rest are one click away in the lot list. */
const HOME_ACTIVE_LOTS = 8;

/** The home page's active lots: accepting applications or live, soonest first. */
export function ActiveLots({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const { data, error } = useKeyedLoad('active-lots', () => getActiveLots(HOME_ACTIVE_LOTS));
  return (
    <section className="home-section active-lots" aria-labelledby="home-active-lots">
      <div className="home-section__head">
        <h2 id="home-active-lots">{t('home.activeLots')}</h2>
        <Link className="button button--ghost button--small" to={paths.currentLots}>
          {t('home.allLots')}
        </Link>
      </div>
      {error ? (
        <p className="muted">{t('list.loadFailed')}</p>
      ) : !data ? (
        <p className="muted">{t('list.loading')}</p>
      ) : data.length === 0 ? (
        <p className="muted">{t('home.noActiveLots')}</p>
      ) : (
        <LotGrid lots={data} signedIn={signedIn} />
      )}
    </section>
  );
}
