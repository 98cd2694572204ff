/**
 * Who is reading a results protocol decides how much of it they see (docs/decisions.md "Results
 * protocols: PDF, QR, cancel"): the winner, the seller and the operator read it whole; anyone else
 * reads the public copy, whose tax and personal ids keep only their last 4 digits, as the public
 * check shows them.
 */
import type { Role } from '../user/roles';

export type ProtocolReader = 'operator' | 'winner' | 'seller' | 'public';

export interface ProtocolParties {
  winnerUserId: string | null;
  sellerUserId: string | null;
}

export function protocolReader(
  caller: { id: string; role: Role } | null | undefined,
  parties: ProtocolParties,
): ProtocolReader {
  if (!caller) return 'public';
  if (caller.role === 'operator') return 'operator';
  if (parties.winnerUserId !== null && caller.id === parties.winnerUserId) return 'winner';
  if (parties.sellerUserId !== null && caller.id === parties.sellerUserId) return 'seller';
  return 'public';
}

/** Whether the reader sees the ids in full (else masked but the last 4 digits). */
export function readsFullIds(reader: ProtocolReader): boolean {
  return reader !== 'public';
}
