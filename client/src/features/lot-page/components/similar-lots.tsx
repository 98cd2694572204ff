import { useTranslation } from 'react-i18next';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getSimilarLots } from '../api/lot-parts';
import { LotGrid } from '../../../components/lots/lot-card';

/** "Similar lots" under a lot: open lots of the same category, region and price (at most 8). */
export function SimilarLots({ lotId, signedIn }: { lotId: number; signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const { data } = useKeyedLoad(`similar-lots/${lotId}`, () => getSimilarLots(lotId));
  return (
    <section className="home-section similar-lots" aria-labelledby="similar-lots">
      <div className="home-section__head">
        <h2 id="similar-lots">{t('similar.title')}</h2>
      </div>
      {data && data.length === 0 && <p className="muted">{t('similar.empty')}</p>}
      {data && data.length > 0 && <LotGrid lots={data} signedIn={signedIn} />}
    </section>
  );
}
