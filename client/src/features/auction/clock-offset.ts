/**
 * The offset of the server's clock from ours, measured over the socket (`clock:ping`). The server
 * read its clock somewhere between our send and receive, so a sample is only as good as half its
 * round trip: of several samples the one with the shortest round trip is kept.
 */
import { measureOffset } from '../../lib/server-time';

export interface ClockSample {
  offset: number;
  roundTrip: number;
}

export function clockSample(serverEpochMs: number, sentAtMs: number, receivedAtMs: number): ClockSample {
  return { offset: measureOffset(serverEpochMs, sentAtMs, receivedAtMs), roundTrip: receivedAtMs - sentAtMs };
}

/** The sample with the smallest round trip (the first of equals), or null for none. */
export function bestSample(samples: readonly ClockSample[]): ClockSample | null {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    if (sample.roundTrip < 0) continue;
    if (best === null || sample.roundTrip < best.roundTrip) best = sample;
  }
  return best;
}
