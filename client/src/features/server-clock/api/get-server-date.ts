import type { ServerDate } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export interface TimedServerDate extends ServerDate {
  /** Local clock when the request left and when the answer arrived, for the offset. */
  sentAtMs: number;
  receivedAtMs: number;
}

export async function getServerDate(): Promise<TimedServerDate> {
  const sentAtMs = Date.now();
  const answer = await api.get<ServerDate>('common/date');
  return { ...answer, sentAtMs, receivedAtMs: Date.now() };
}
