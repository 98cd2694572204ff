/**
 * What a ledger movement's stored description refers to. The server writes it in no one's language
 * ("Lot 2600000005", "Lot 2600000005 x 2", "payment-back 3", "Payme KP00000012"), and rows stay as
 * written, so the cabinet reads the reference out of it and words it in the reader's language.
 */
export type MovementReference =
  | { kind: 'lot'; number: string; pieces?: number }
  | { kind: 'refund'; id: string }
  /** A provider's name and receipt, or any other text: shown as it is (names, not codes). */
  | { kind: 'text'; text: string }
  | { kind: 'none' };

const LOT = /^Lot (\S+)(?: x (\d+))?$/;
const REFUND = /^payment-back (\d+)$/;

export function movementReference(description: string): MovementReference {
  const text = description.trim();
  if (text === '') return { kind: 'none' };
  const lot = LOT.exec(text);
  if (lot?.[1])
    return lot[2] ? { kind: 'lot', number: lot[1], pieces: Number(lot[2]) } : { kind: 'lot', number: lot[1] };
  const refund = REFUND.exec(text);
  if (refund?.[1]) return { kind: 'refund', id: refund[1] };
  return { kind: 'text', text };
}
