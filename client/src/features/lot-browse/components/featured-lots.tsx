import { HOME_BLOCK_LOTS } from '@kimoshdi/shared/domain/lot/home-blocks';
import { useTranslation } from 'react-i18next';
import { getFeaturedLots, recalledFeaturedLots } from '../api/shop-lots';
import { useRecalledLoad } from '../hooks/use-recalled-load';
import { LotGrid } from '../../../components/lots/lot-card';

/**
 * The home page's featured lots (shop-lots/is-reklama-list). An extra, not the page's point: while
 * loading, on failure or with none there is no section at all.
 */
export function FeaturedLots({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const { data } = useRecalledLoad(
    'featured-lots',
    () => getFeaturedLots(HOME_BLOCK_LOTS),
    () => undefined,
    () => recalledFeaturedLots(HOME_BLOCK_LOTS),
  );
  if (!data || data.length === 0) return null;
  return (
    <section className="home-section featured-lots" aria-labelledby="home-featured-lots">
      <div className="home-section__head">
        <h2 id="home-featured-lots">{t('home.featuredLots')}</h2>
      </div>
      <LotGrid lots={data} signedIn={signedIn} />
    </section>
  );
}
