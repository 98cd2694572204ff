import type { LotReview, LotReviewAnswer, Page } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET operator/lot-reviews: open reviews first, then the decided ones. */
export function getLotReviews(page: number, size: number): Promise<Page<LotReview>> {
  return api.get('operator/lot-reviews', { query: { page, size } });
}

/** POST operator/lot-reviews/suspend {lot_id, reason}. */
export function suspendLot(lotId: number, reason: string): Promise<LotReviewAnswer> {
  return api.post('operator/lot-reviews/suspend', { lot_id: lotId, reason: reason.trim() });
}

/** POST operator/lot-reviews/:id/resume {note?}. */
export function resumeReview(id: string, note: string): Promise<LotReviewAnswer> {
  const trimmed = note.trim();
  return api.post(`operator/lot-reviews/${id}/resume`, trimmed ? { note: trimmed } : {});
}

/** POST operator/lot-reviews/:id/cancel {note}. */
export function cancelReview(id: string, note: string): Promise<LotReviewAnswer> {
  return api.post(`operator/lot-reviews/${id}/cancel`, { note: note.trim() });
}
