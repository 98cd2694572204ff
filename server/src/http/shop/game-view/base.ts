import { gameLotQuerySchema, LOT_STATUS, type GameBase } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { firstStep, stepModeOf } from '@kimoshdi/shared/domain/auction/first-step';
import { AppError } from '../../../lib/app-error';
import { requireAuction } from '../../../modules/auction';
import { findLotDetails, lotsEndingSoonest, toCard } from '../../../modules/lot';
import { parse } from '../../../lib/parse';

const OTHER_AUCTIONS = 12;

/** GET game-view/base?lot_id: the lot's summary and the other current auctions. */
export const getBase =
  ({ db }: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id: lotId } = parse(gameLotQuerySchema, req.query);
    const [lot, live] = await Promise.all([
      findLotDetails(db, lotId, req.user?.id),
      lotsEndingSoonest(db, [LOT_STATUS.LIVE, LOT_STATUS.PAUSED], OTHER_AUCTIONS + 1, req.user?.id),
    ]);
    if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
    requireAuction(lot.trade_type, lotId);
    const step = firstStep(BigInt(lot.start_price), lot.published_at, stepModeOf(lot.step_mode));
    const body: GameBase = {
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
    res.json(body);
  };
