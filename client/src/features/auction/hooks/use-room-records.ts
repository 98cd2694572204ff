import { useMemo } from 'react';
import type { RoomRecord, RoomRecords } from '@kimoshdi/shared';
import { useApiQuery } from '../../../hooks/use-api-query';
import { api } from '../../../lib/api-client';

/**
 * The short track records the lot's participants chose to show (user/achievements), by buyer
 * number: read once when the room opens, beside the buyer numbers of the bid feed.
 */
export function useRoomRecords(lotId: number): ReadonlyMap<number, RoomRecord> {
  const { data } = useApiQuery(`game-view/track-records:${lotId}`, () =>
    api.get<RoomRecords>('game-view/track-records', { query: { lot_id: lotId } }),
  );
  return useMemo(() => new Map((data?.items ?? []).map((record) => [record.buyer_number, record])), [data]);
}
