import type {
  OperatorProtest,
  OrderProtest,
  OrderProtests,
  Page,
  Protest,
  ProtestAnswer,
  ProtestDeskFilter,
  ProtestTerms,
} from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET lot-protests/terms: may the caller protest the lot's result, until when, and their protests on it. */
export function getProtestTerms(lotId: number, signal?: AbortSignal): Promise<ProtestTerms> {
  return api.get('lot-protests/terms', { query: { lot_id: lotId }, signal });
}

/** POST lot-protests/create: the participant's protest (the server trims the text). */
export function createProtest(lotId: number, text: string): Promise<Protest> {
  return api.post('lot-protests/create', { lot_id: lotId, text });
}

/** GET lot-protests/mine: the caller's protests, newest first. */
export function getMyProtests(page: number, size: number): Promise<Page<Protest>> {
  return api.get('lot-protests/mine', { query: { page, size } });
}

/** GET order/protests: the protests on the customer's order's lots. */
export function getOrderProtests(orderId: number, signal?: AbortSignal): Promise<OrderProtests> {
  return api.get('order/protests', { query: { id: orderId }, signal });
}

/** POST order-action/protest-answer: accept (the note may be empty) or reject (the reason). */
export function answerProtest(protestId: number, answer: ProtestAnswer, note: string): Promise<OrderProtest> {
  return api.post(
    'order-action/protest-answer',
    { protest_id: protestId, answer, ...(note.trim() ? { note: note.trim() } : {}) },
    {},
  );
}

/** GET operator/protests: the desk's page for a filter. */
export function getDeskProtests(
  filter: ProtestDeskFilter,
  page: number,
  size: number,
): Promise<Page<OperatorProtest>> {
  return api.get('operator/protests', {
    query: { page, size, ...(filter === 'all' ? {} : { state: filter }) },
  });
}

/** POST operator/protests/:id/review: the operator's note closes the protest. */
export function reviewProtest(protestId: number, note: string): Promise<OperatorProtest> {
  return api.post(`operator/protests/${protestId}/review`, { note: note.trim() });
}
