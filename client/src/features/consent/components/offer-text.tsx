import { useTranslation } from 'react-i18next';
import type { OfferAnswer } from '@kimoshdi/shared/api/shop/consent';
import { formatDate } from '../format-instant';

/** The offer exactly as it is signed, in a box that scrolls on its own. */
export function OfferText({
  offer,
}: {
  offer: Pick<OfferAnswer, 'title' | 'text' | 'version' | 'effective_at'>;
}) {
  const { t } = useTranslation('consent');
  return (
    <section className="offer-text" aria-label={offer.title}>
      <p className="offer-text__version muted">
        {t('dialog.version', { version: offer.version, date: formatDate(offer.effective_at) })}
      </p>
      <div className="offer-text__body" tabIndex={0} data-testid="offer-text">
        {offer.text}
      </div>
    </section>
  );
}
