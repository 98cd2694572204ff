/**
 * A cabinet message as stored: the key of its texts and their parameters, formatted only when the
 * message is read, in the reader's language. Money and instants are kept raw so no language or
 * format is frozen into the record:
 *
 * | stored                              | read as                         |
 * | ----------------------------------- | ------------------------------- |
 * | `'A-1024'`, `3`                     | `A-1024`, `3`                   |
 * | `{ tiyin: '1250000000' }`           | `12 500 000 UZS`                |
 * | `{ at: '2026-11-22T09:00:00.000Z' }` | `22.11.2026 14:00:00` (Tashkent) |
 *
 * A parameter of any other shape (a row written by hand, a future kind) is left out, so the text
 * shows its placeholder's neighbours rather than breaking the list.
 */
import { formatTiyin } from '../money/tiyin';
import { formatTashkentDateTime } from '../time/tashkent';

export type MessageParam = string | number | { tiyin: string } | { at: string };
export type MessageParams = Record<string, MessageParam>;

export interface StoredMessage {
  /** i18n key prefix: the texts are `<key>.title` and `<key>.content`. */
  key: string;
  params: MessageParams;
}

export const moneyParam = (tiyin: bigint | string): MessageParam => ({ tiyin: String(tiyin) });
export const instantParam = (at: Date): MessageParam => ({ at: at.toISOString() });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatParam(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (!isRecord(value)) return undefined;
  if (typeof value.tiyin === 'string' && /^-?\d+$/.test(value.tiyin)) {
    return formatTiyin(value.tiyin, { currency: true });
  }
  if (typeof value.at === 'string') {
    const at = Date.parse(value.at);
    return Number.isNaN(at) ? undefined : formatTashkentDateTime(at);
  }
  return undefined;
}

/** The parameters as the texts interpolate them; anything unreadable is dropped. */
export function formatMessageParams(params: unknown): Record<string, string> {
  if (!isRecord(params)) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = formatParam(value);
    if (text !== undefined) out[name] = text;
  }
  return out;
}
