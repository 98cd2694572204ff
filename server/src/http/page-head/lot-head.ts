/**
 * The head of a lot's pages (/lot-view/:id, /game-view/:id, /lot-result/:id): its name, its price
 * (final, of the moment or the start one), end and main photo, and a Product with its Offer. An id
 * no lot has is 404; a withdrawn lot 410, its page still shown.
 */
import { formatTiyin, formatTashkentDateTime, LOT_STATUS, type LotCard } from '@kimoshdi/shared';
import { GALLERY_MAIN_SIZES, photoPreload } from '@kimoshdi/shared/domain/file/photo-sizes';
import type { LotPageFacts } from '../../modules/lot';
import { translate } from '../../lib/i18n';
import { apiPreload } from './api-preload';
import { productLd } from './json-ld';
import type { HeadContext, PageAnswer, PagePreload } from './page-head.types';

export type LotPage = 'lotView' | 'gameView' | 'lotResult';

/** The same ids the client's pages accept (client/src/app/routes/use-id-param.ts). */
export function lotIdOf(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id >= 1 ? id : undefined;
}

export const lotName = (card: LotCard, context: HeadContext) => card.name[context.lang] || card.name.uz;

/** An absolute address of a stored file (photos are kept as site paths or full addresses). */
export const absolute = (file: string, context: HeadContext) => new URL(file, `${context.origin}/`).href;

const apiRead = (path: string, lotId: number) => apiPreload(path, { lot_id: lotId });

/**
 * What each lot page asks for first, and its largest picture (issue 29: the LCP waited for the
 * scripts, then the read, then the photo, one after another on a slow network): the lot page's
 * card and main photo, the live room's two reads, the result page's result.
 */
export function lotPreloads(page: LotPage, card: LotCard): PagePreload[] {
  switch (page) {
    case 'lotView':
      return [
        apiRead('lot-card/details', card.id),
        ...(card.main_photo
          ? [{ as: 'image' as const, ...photoPreload(card.main_photo, GALLERY_MAIN_SIZES) }]
          : []),
      ];
    case 'gameView':
      return [apiRead('game-view/base', card.id), apiRead('game-view/lot-game-info', card.id)];
    case 'lotResult':
      return [apiRead('shop-lots/result', card.id)];
  }
}

/** `livePrice`: a lot in its auction, the price of the moment (tiyin; live-price.ts). */
export function lotHead(
  page: LotPage,
  facts: LotPageFacts,
  context: HeadContext,
  livePrice: string | null = null,
): PageAnswer {
  const { card, outcome } = facts;
  const { lang } = context;
  const name = lotName(card, context);
  // What the lot costs as the page is read: sold, its final price; in its auction, the price bid
  // so far; before any bid, the start price.
  const price = facts.final_price ?? livePrice ?? card.start_price;
  const withdrawn = card.lot_status === LOT_STATUS.WITHDRAWN;
  // The live auction's page shows the same lot: the lot's page is the one to index.
  const canonicalPath = page === 'lotResult' ? `/lot-result/${card.id}` : `/lot-view/${card.id}`;
  const params = {
    name,
    number: card.lot_number,
    price: formatTiyin(price, { currency: false }),
    ends: formatTashkentDateTime(new Date(card.withdrawn_at ?? card.ends_at)).slice(0, 16),
  };
  const title = translate(lang, page === 'lotResult' ? 'seo:result.title' : 'seo:lot.title', params);
  let description: string;
  if (page === 'lotResult') {
    description =
      outcome === 'sold'
        ? translate(lang, 'seo:result.sold', params)
        : translate(lang, 'seo:result.other', {
            name,
            outcome: translate(lang, `seo:result.outcomes.${outcome}`),
          });
  } else {
    description = translate(lang, withdrawn ? 'seo:lot.withdrawn' : 'seo:lot.description', params);
  }
  const image = card.main_photo ? absolute(card.main_photo, context) : undefined;
  const url = absolute(canonicalPath, context);
  return {
    status: withdrawn ? 410 : 200,
    head: {
      title,
      description,
      canonicalPath,
      type: 'product',
      image,
      jsonLd: [productLd({ card, outcome, name, description, price, url, image, seller: facts.seller })],
      preloads: lotPreloads(page, card),
    },
  };
}
