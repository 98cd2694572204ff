/**
 * The game page's frame (REST game-view/base): the lot's summary with its first step, and the other
 * auctions running now, so a bidder can hop to the next one. Read from the record, not the engine:
 * it changes only when the lot is edited or another auction starts or ends.
 */
import { LOT_STATUS, type GameBase } from '@kimoshdi/shared';
import { firstStep, stepModeOf } from '@kimoshdi/shared/domain/trade/auction/first-step';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { findLotDetails, lotsEndingSoonest, toCard } from '../../lot';
import { requireAuction } from '../auction-lot';

const OTHER_AUCTIONS = 12;

export async function readGameBase(db: Db, lotId: number, userId: string | undefined): Promise<GameBase> {
  const [lot, live] = await Promise.all([
    findLotDetails(db, lotId, userId),
    lotsEndingSoonest(db, [LOT_STATUS.LIVE, LOT_STATUS.PAUSED], OTHER_AUCTIONS + 1, userId),
  ]);
  if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
  requireAuction(lot.trade_type, lotId);
  const step = firstStep(BigInt(lot.start_price), lot.published_at, stepModeOf(lot.step_mode));
  return {
    lot: {
      id: lot.id,
      lot_number: lot.lot_number,
      name: { uz: lot.name_uz, ru: lot.name_ru, 'uz-Cyrl': lot.name_uz_cyrl, en: lot.name_en },
      main_photo: lot.main_photo,
      lot_status: lot.lot_status,
      start_price: String(lot.start_price),
      deposit_amount: String(lot.deposit_amount),
      deposit_percent: Number(lot.deposit_percent),
      first_step_price: step.price.toString(),
      step_percent: step.percent,
      starts_at: new Date(lot.starts_at).toISOString(),
      ends_at: new Date(lot.ends_at).toISOString(),
      over_time_minutes: lot.over_time_minutes,
    },
    other_auctions: live
      .filter((row) => row.id !== lotId)
      .slice(0, OTHER_AUCTIONS)
      .map(toCard),
  };
}
