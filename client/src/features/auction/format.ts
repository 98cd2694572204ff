import type { CSSProperties } from 'react';
import { formatTashkentDateTime, formatTiyin } from '@kimoshdi/shared';

/** Tiyin from the server as money: `12 500 000 UZS`. */
export function formatPrice(tiyin: string): string {
  return formatTiyin(tiyin);
}

/**
 * A shown price's length, for its font size (auction.css, --price-chars): a price in trillions
 * gets smaller letters than one in millions, so each fits its box on a phone.
 */
export function priceLength(price: string): CSSProperties {
  return { '--price-chars': price.length } as CSSProperties;
}

/** An engine time (epoch ms) as every time is shown: Tashkent, DD.MM.YYYY HH:mm:ss. */
export function formatBidTime(epochMs: number): string {
  return formatTashkentDateTime(epochMs);
}

/** An ISO instant from the server: Tashkent, DD.MM.YYYY HH:mm. */
export function formatIsoTime(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant).slice(0, 16);
}

/** Tiyin as sums the way a person types them into a money field: `12 500 000` (kopecks if any). */
export function tiyinForInput(tiyin: string): string {
  const value = BigInt(tiyin);
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = value % 100n;
  return cents === 0n ? whole : `${whole}.${cents.toString().padStart(2, '0')}`;
}
