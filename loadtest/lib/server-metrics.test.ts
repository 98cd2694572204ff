import { describe, expect, it } from 'vitest';
import { histogramDelta, metricValue, readHistogram } from './server-metrics';

const exposition = (batch: [number, number, number, number], sum: number) => `
# HELP kimoshdi_bid_commit_batch_rows Bids committed together by one group commit
# TYPE kimoshdi_bid_commit_batch_rows histogram
kimoshdi_bid_commit_batch_rows_bucket{le="1"} ${batch[0]}
kimoshdi_bid_commit_batch_rows_bucket{le="2"} ${batch[1]}
kimoshdi_bid_commit_batch_rows_bucket{le="5"} ${batch[2]}
kimoshdi_bid_commit_batch_rows_bucket{le="+Inf"} ${batch[3]}
kimoshdi_bid_commit_batch_rows_sum ${sum}
kimoshdi_bid_commit_batch_rows_count ${batch[3]}
kimoshdi_bid_commit_duration_seconds_sum{outcome="committed"} 0.5
kimoshdi_bid_commit_duration_seconds_count{outcome="committed"} 100
kimoshdi_bid_commit_duration_seconds_sum{outcome="failed"} 9
kimoshdi_bid_commit_duration_seconds_count{outcome="failed"} 1
process_resident_memory_bytes 123456789
`;

describe('metricValue', () => {
  it('reads a plain value, NaN when absent', () => {
    const text = exposition([0, 0, 0, 0], 0);
    expect(metricValue(text, 'process_resident_memory_bytes')).toBe(123456789);
    expect(metricValue(text, 'nodejs_heap_size_used_bytes')).toBeNaN();
  });
});

describe('readHistogram and histogramDelta', () => {
  it('reads the cumulative buckets, sum and count', () => {
    expect(readHistogram(exposition([3, 5, 6, 6], 11), 'kimoshdi_bid_commit_batch_rows')).toEqual({
      buckets: [
        ['1', 3],
        ['2', 5],
        ['5', 6],
        ['+Inf', 6],
      ],
      sum: 11,
      count: 6,
    });
  });

  it('keeps the series with the labels asked for', () => {
    const text = exposition([0, 0, 0, 0], 0);
    const committed = readHistogram(text, 'kimoshdi_bid_commit_duration_seconds', 'outcome="committed"');
    expect(committed).toEqual({ buckets: [], sum: 0.5, count: 100 });
  });

  it('gives what was observed between two readings, bucket by bucket', () => {
    const name = 'kimoshdi_bid_commit_batch_rows';
    const before = readHistogram(exposition([3, 5, 6, 6], 11), name);
    const after = readHistogram(exposition([10, 15, 17, 18], 60), name);
    expect(histogramDelta(before, after)).toEqual({
      count: 12,
      sum: 49,
      by_bucket: { '<= 1': 7, '<= 2': 3, '<= 5': 1, '+Inf': 1 },
    });
  });

  it('reads zeros before anything was observed', () => {
    expect(readHistogram('', 'kimoshdi_bid_commit_batch_rows')).toEqual({ buckets: [], sum: 0, count: 0 });
  });
});
