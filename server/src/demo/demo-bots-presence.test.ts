import { describe, expect, it } from 'vitest';
import { createBotPresence } from './demo-bots-presence';

const lot = (lotId: number, ...users: string[]) => ({
  lotId,
  startPrice: 1n,
  bidders: users.map((userId, index) => ({ userId, buyerNumber: index + 1 })),
});

describe('createBotPresence', () => {
  it('enters each bot once, leaves the gone ones, and clears all', () => {
    const calls: string[] = [];
    const seats = createBotPresence({
      enter: (lotId, who) => calls.push(`+${lotId}:${who.participantId}`),
      leave: (lotId, who) => calls.push(`-${lotId}:${who.participantId}`),
    });
    seats.sync([lot(1, 'a', 'b'), lot(2, 'a')]);
    expect(calls.splice(0)).toEqual(['+1:a', '+1:b', '+2:a']);
    seats.sync([lot(1, 'a', 'b'), lot(2, 'a')]);
    expect(calls.splice(0)).toEqual([]);
    seats.sync([lot(1, 'b', 'c')]);
    expect(calls.splice(0)).toEqual(['-1:a', '-2:a', '+1:c']);
    seats.clear();
    expect(calls.splice(0).sort()).toEqual(['-1:b', '-1:c']);
    seats.clear();
    expect(calls).toEqual([]);
  });
});
