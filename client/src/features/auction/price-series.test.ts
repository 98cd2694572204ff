import { describe, expect, it } from 'vitest';
import type { BidView, GameState, PriceHistory } from '@kimoshdi/shared';
import { priceSeries } from './price-series';

const state = (over: Partial<GameState> = {}): GameState => ({
  lot_id: 1,
  seq: 2,
  status: 'live',
  start_price: '100000',
  price: '120000',
  leader_number: 2,
  previous_price: '110000',
  previous_number: 1,
  suggested_price: '130000',
  step_no: 2,
  ends_at: 100_000,
  paused_at: null,
  over_time_minutes: 10,
  ...over,
});
const bid = (seq: number, sums: number, at: number): BidView => ({
  seq,
  amount: String(sums * 100),
  buyer_number: seq,
  kind: 'manual',
  at,
});
const history = (over: Partial<PriceHistory> = {}): PriceHistory => ({
  lot_id: 1,
  started_at: 10_000,
  scheduled_end_at: 100_000,
  ends_at: 100_000,
  bids: [bid(1, 1100, 20_000)],
  pauses: [],
  server_time: 50_000,
  ...over,
});

describe('priceSeries', () => {
  it('starts at the start price, joins the record and the board by seq, and runs on to now', () => {
    const series = priceSeries(history(), [bid(2, 1200, 30_000), bid(1, 1100, 20_000)], state(), 50_000);
    expect(series.xs).toEqual([10, 20, 30, 50]);
    expect(series.ys).toEqual([1000, 1100, 1200, 1200]);
    expect(series.pauses).toEqual([]);
    expect(series.overTimeFrom).toBeNull();
  });

  it('draws from the board alone while the record has not answered', () => {
    const series = priceSeries(null, [bid(1, 1100, 20_000)], state({ price: '110000' }), 20_000);
    expect(series.xs).toEqual([20, 20]);
    expect(series.ys).toEqual([1000, 1100]);
  });

  it('marks over-time from the scheduled end when the end moved past it', () => {
    const series = priceSeries(history(), [], state({ ends_at: 160_000 }), 150_000);
    expect(series.overTimeFrom).toBe(100);
    expect(series.end).toBe(160);
  });

  it('bands every pause: a finished one to its resume, the current one to now', () => {
    const series = priceSeries(
      history({ pauses: [{ paused_at: 21_000, resumed_at: 25_000 }] }),
      [],
      state({ status: 'paused', paused_at: 40_000 }),
      45_000,
    );
    expect(series.pauses).toEqual([
      { from: 21, to: 25 },
      { from: 40, to: 45 },
    ]);
  });

  it('does not band the current pause twice once the record has it', () => {
    const series = priceSeries(
      history({ pauses: [{ paused_at: 40_000, resumed_at: null }] }),
      [],
      state({ status: 'paused', paused_at: 40_000 }),
      45_000,
    );
    expect(series.pauses).toEqual([{ from: 40, to: 45 }]);
  });
});
