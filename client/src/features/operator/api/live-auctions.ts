import type { LiveAuctionRow } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export interface LiveBoard {
  rows: LiveAuctionRow[];
  server_time: number;
}

/** GET operator/live-auctions: the board the socket pushes, for when the socket is down. */
export async function getLiveAuctions(signal?: AbortSignal): Promise<LiveBoard> {
  const answer = await api.get<LiveBoard | LiveAuctionRow[]>('operator/live-auctions', { signal });
  // The board as the socket sends it; a bare list is taken too, timed by our own clock.
  return Array.isArray(answer) ? { rows: answer, server_time: Date.now() } : answer;
}

/** POST operator/live-auctions/pause {lot_id, reason}: a technical interruption begins. */
export function pauseAuction(lotId: number, reason: string): Promise<unknown> {
  return api.post('operator/live-auctions/pause', { lot_id: lotId, reason: reason.trim() });
}

/** POST operator/live-auctions/resume {lot_id}: the interruption ends; the end moves by the time lost. */
export function resumeAuction(lotId: number): Promise<unknown> {
  return api.post('operator/live-auctions/resume', { lot_id: lotId });
}

/** GET operator/demo-bots: whether the demo's bots bid (404 where bots never run: production). */
export function getDemoBots(signal?: AbortSignal): Promise<{ enabled: boolean }> {
  return api.get<{ enabled: boolean }>('operator/demo-bots', { signal });
}

/** POST operator/demo-bots {enabled}: every process's bots start or stop bidding. */
export function setDemoBots(enabled: boolean): Promise<{ enabled: boolean }> {
  return api.post<{ enabled: boolean }>('operator/demo-bots', { enabled });
}
