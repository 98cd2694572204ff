import type {
  BhmHistory,
  BhmInput,
  BhmValue,
  DayOverrideInput,
  DayOverrideRow,
  Mzp,
  WorkingDays,
} from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET common/mzp: the BHM in force today and the next value entered. */
export function getMzp(): Promise<Mzp> {
  return api.get('common/mzp');
}

export function getBhmHistory(): Promise<BhmHistory> {
  return api.get('operator/bhm');
}

export function addBhm(input: BhmInput): Promise<BhmValue> {
  return api.post('operator/bhm', input);
}

export function withdrawBhm(id: string): Promise<{ id: string; removed: true }> {
  return api.post(`operator/bhm/${id}/withdraw`, {});
}

/** A year's overrides and holidays; without `year`, the server's current year (Tashkent). */
export function getWorkingDays(year: number | undefined): Promise<WorkingDays> {
  return api.get('operator/working-days', { query: { year } });
}

export function addDayOverride(input: DayOverrideInput): Promise<DayOverrideRow> {
  return api.post('operator/working-days', input);
}

export function removeDayOverride(id: string): Promise<{ id: string; removed: true }> {
  return api.post(`operator/working-days/${id}/remove`, {});
}
