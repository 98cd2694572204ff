/**
 * schema.org objects for the pages' JSON-LD: a lot is a Product with one Offer; the lot list an
 * ItemList of its first page. Prices are in sums (the API's tiyin / 100), currency UZS.
 */
import { LOT_STATUS, tiyinToSums, type LotCard, type LotOutcome } from '@kimoshdi/shared';

const SCHEMA = 'https://schema.org';
/** The statuses in which a lot can still be taken part in (the home page's "open" lots). */
const ON_SALE = new Set<number>([
  LOT_STATUS.ANNOUNCED,
  LOT_STATUS.ACCEPTING_APPLICATIONS,
  LOT_STATUS.APPLICATIONS_CLOSED,
  LOT_STATUS.LIVE,
  LOT_STATUS.PAUSED,
]);

export function availability(card: LotCard, outcome: LotOutcome): string {
  if (outcome === 'sold') return `${SCHEMA}/SoldOut`;
  return ON_SALE.has(card.lot_status) ? `${SCHEMA}/InStock` : `${SCHEMA}/Discontinued`;
}

export interface ProductFacts {
  card: LotCard;
  outcome: LotOutcome;
  name: string;
  description: string;
  /** Tiyin: the final price when sold, the price of the moment in the auction, else the start price. */
  price: string;
  url: string;
  image?: string;
  seller: string | null;
}

export function productLd(facts: ProductFacts): object {
  const { card } = facts;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    sku: card.lot_number,
    ...(facts.image ? { image: [facts.image] } : {}),
    offers: {
      '@type': 'Offer',
      url: facts.url,
      price: tiyinToSums(facts.price),
      priceCurrency: 'UZS',
      availability: availability(card, facts.outcome),
      // A withdrawn lot's trade ended when it was withdrawn, not at its planned end.
      availabilityEnds: card.withdrawn_at ?? card.ends_at,
      ...(facts.seller ? { seller: { '@type': 'Organization', name: facts.seller } } : {}),
    },
  };
}

export function itemListLd(name: string, items: { url: string; name: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: item.url,
      name: item.name,
    })),
  };
}
