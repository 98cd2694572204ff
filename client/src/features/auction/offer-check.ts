/**
 * The check of an offer before it is sent: the same amount rule as the server
 * (domain/money/tiyin.ts), and an offer below the suggested price is refused at once (the server
 * refuses it too, with BID_TOO_LOW, should the price have moved meanwhile).
 */
import { parseSumToTiyin, type AmountError } from '@kimoshdi/shared/domain/money/tiyin';

export type OfferCheck = { ok: true; tiyin: bigint } | { ok: false; reason: AmountError | 'BELOW_SUGGESTED' };

export function checkOffer(typed: string, suggestedTiyin: string | null): OfferCheck {
  const parsed = parseSumToTiyin(typed);
  if (!parsed.ok) return { ok: false, reason: parsed.code };
  if (suggestedTiyin !== null && parsed.tiyin < BigInt(suggestedTiyin)) {
    return { ok: false, reason: 'BELOW_SUGGESTED' };
  }
  return { ok: true, tiyin: parsed.tiyin };
}

/** The sums typed, as sent: the grouping spaces dropped (the server would parse them too). */
export function sumsForWire(typed: string): string {
  return typed.replace(/[ \u00a0\u202f\u2009]/g, '').replace(',', '.');
}

/** The auction namespace's text for each refusal. */
export const OFFER_ERROR_KEYS: Record<Extract<OfferCheck, { ok: false }>['reason'], string> = {
  AMOUNT_EMPTY: 'offer.errors.empty',
  AMOUNT_NOT_A_NUMBER: 'offer.errors.notANumber',
  AMOUNT_NOT_POSITIVE: 'offer.errors.notPositive',
  AMOUNT_TOO_MANY_DECIMALS: 'offer.errors.tooManyDecimals',
  AMOUNT_TOO_LARGE: 'offer.errors.tooLarge',
  BELOW_SUGGESTED: 'offer.errors.belowSuggested',
};
