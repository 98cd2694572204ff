/**
 * A lot saved as a favourite (issue 27), told to the people who saved it and did not apply (a
 * bidder watches the auction, and hears when outbid): its auction's price rose, at most once an
 * hour per lot (a busy auction's price moves every second), and it ends within half an hour, once
 * per lot. Written by the trade sweep, like the start reminders; the row that says a lot was told is
 * inserted in the transaction that writes the messages, so workers sweeping together write each
 * once.
 */
import type { LifecycleContext } from './context';
import {
  claimFavouriteEnding,
  claimFavouritePrice,
  dueFavouriteEndings,
  dueFavouritePrices,
  favouriteWatchers,
  type FavouriteLot,
} from './favourite-notices.repository';
import { notifyMany } from './lifecycle.repository';
import { lifecycleNotification, type LifecycleMessage } from './messages';

export const FAVOURITE_ENDING_MINUTES = 30;
export const FAVOURITE_PRICE_EVERY_MINUTES = 60;
const BATCH = 50;

async function tell(
  ctx: Pick<LifecycleContext, 'db'>,
  lots: readonly FavouriteLot[],
  claim: (trx: LifecycleContext['db'], lot: FavouriteLot) => Promise<boolean>,
  messageOf: (lot: FavouriteLot) => LifecycleMessage,
): Promise<number> {
  let told = 0;
  for (const lot of lots) {
    const wrote = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, lot))) return false;
      const watchers = await favouriteWatchers(trx, lot.id);
      await notifyMany(
        trx,
        [...watchers].map(([userId, lang]) => lifecycleNotification(userId, lang, messageOf(lot))),
      );
      return true;
    });
    if (wrote) told += 1;
  }
  return told;
}

/** Writes the favourites' due notices; answers how many lots were told of. */
export async function tellFavourites(ctx: Pick<LifecycleContext, 'db' | 'logger'>): Promise<number> {
  const ending = await tell(
    ctx,
    await dueFavouriteEndings(ctx.db, { withinMinutes: FAVOURITE_ENDING_MINUTES, limit: BATCH }),
    (trx, lot) => claimFavouriteEnding(trx, lot.id),
    (lot) => ({
      kind: 'favourite-ends-soon',
      lot: lot.lot_number,
      lotId: lot.id,
      endsAt: lot.ends_at,
      price: lot.price,
    }),
  );
  const priced = await tell(
    ctx,
    await dueFavouritePrices(ctx.db, { everyMinutes: FAVOURITE_PRICE_EVERY_MINUTES, limit: BATCH }),
    (trx, lot) =>
      claimFavouritePrice(trx, {
        lotId: lot.id,
        price: lot.price,
        everyMinutes: FAVOURITE_PRICE_EVERY_MINUTES,
      }),
    (lot) => ({
      kind: 'favourite-price',
      lot: lot.lot_number,
      lotId: lot.id,
      price: lot.price,
      endsAt: lot.ends_at,
    }),
  );
  if (ending + priced > 0) ctx.logger.info({ ending, priced }, 'favourite lots told of');
  return ending + priced;
}
