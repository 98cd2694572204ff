import type {
  BindCardInput,
  Binding,
  CardTopUpAnswer,
  CardTopUpInput,
  SavedCard,
  SavedCardList,
} from '@kimoshdi/shared/api/shop/uzcard-cards';
import { api } from '../../../lib/api-client';

const BASE = 'gateway/uzcard-cards';

export async function listSavedCards(): Promise<SavedCard[]> {
  return (await api.get<SavedCardList>(BASE)).items;
}

/** Payme takes the card and texts its owner a code. */
export function startBinding(input: BindCardInput): Promise<Binding> {
  return api.post(BASE, input);
}

export function resendCode(id: string): Promise<Binding> {
  return api.post(`${BASE}/${id}/send-code`);
}

export function verifyCard(id: string, code: string): Promise<SavedCard> {
  return api.post(`${BASE}/${id}/verify`, { code });
}

export function removeCard(id: string): Promise<void> {
  return api.delete(`${BASE}/${id}`);
}

/** The same `request_id` again is the same top-up: a retry never pays twice. */
export function topUpFromCard(id: string, input: CardTopUpInput): Promise<CardTopUpAnswer> {
  return api.post(`${BASE}/${id}/top-up`, input);
}
