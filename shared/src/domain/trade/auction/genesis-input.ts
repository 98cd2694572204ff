/**
 * What a lot's bid chain starts from (docs/bid-log.md), read from the lot and its auction as the
 * database stores them: the lot writes it when it is made and the auction when it starts, and
 * anyone checking a log reads it back the same way.
 */
import type { GenesisInput } from './bid-chain';
import { stepModeOf } from './first-step';
import { stepModeFor } from '../../money/bhm';

/** The genesis inputs of a lot as stored: the auction's start and step mode, else the lot's. */
export function genesisInputOf(row: {
  lot_id: number;
  lot_number: string;
  start_price: string | bigint;
  started_at: Date;
  step_mode: string | null;
  published_at: Date;
}): GenesisInput {
  const startPrice = BigInt(row.start_price);
  return {
    lotId: row.lot_id,
    lotNumber: row.lot_number,
    startPrice,
    startedAtMs: row.started_at.getTime(),
    stepMode: stepModeOf(row.step_mode) ?? stepModeFor(startPrice, row.published_at),
  };
}
