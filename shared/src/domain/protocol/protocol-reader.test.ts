import { describe, expect, it } from 'vitest';
import type { Role } from '../user/roles';
import { protocolReader, readsFullIds, type ProtocolParties, type ProtocolReader } from './protocol-reader';

const parties: ProtocolParties = { winnerUserId: '10', sellerUserId: '20' };

describe('protocolReader', () => {
  it.each<[string, { id: string; role: Role } | null, ProtocolParties, ProtocolReader, boolean]>([
    ['a guest', null, parties, 'public', false],
    ['the winner', { id: '10', role: 'buyer' }, parties, 'winner', true],
    ['the seller', { id: '20', role: 'customer' }, parties, 'seller', true],
    ['the seller with both roles', { id: '20', role: 'both' }, parties, 'seller', true],
    ['another buyer', { id: '11', role: 'buyer' }, parties, 'public', false],
    ['any operator', { id: '99', role: 'operator' }, parties, 'operator', true],
    [
      'a buyer, no winner account known',
      { id: '10', role: 'buyer' },
      { winnerUserId: null, sellerUserId: null },
      'public',
      false,
    ],
  ])('%s reads it as %s', (_who, caller, of, reader, full) => {
    expect(protocolReader(caller, of)).toBe(reader);
    expect(readsFullIds(reader)).toBe(full);
  });
});
