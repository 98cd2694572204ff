/**
 * The demo bidders in the game rooms' counts: while the bots play (switch on, this process holding
 * their lock) each one counts as a participant of the lots it bids on, as the people it stands for
 * would be, with the page open. Without this the demo showed bidders fighting before a room of
 * "0 participants".
 */
import type { Presence } from '../modules/auction';

/** A lot the bots play, as far as seating them goes. */
export interface SeatedLot {
  lotId: number;
  bidders: readonly { userId: string }[];
}

export interface BotPresence {
  /** Seats exactly these lots' bidders: new ones enter, gone ones leave. */
  sync(lots: readonly SeatedLot[]): void;
  /** Every bot leaves (bots off, lock lost, process stopping). */
  clear(): void;
}

export function createBotPresence(presence: Pick<Presence, 'enter' | 'leave'>): BotPresence {
  /** "<lot>:<user>" of every bot seated by this process. */
  let seated = new Map<string, { lotId: number; participantId: string }>();

  return {
    sync(lots) {
      const wanted = new Map<string, { lotId: number; participantId: string }>();
      for (const lot of lots) {
        for (const bidder of lot.bidders)
          wanted.set(`${lot.lotId}:${bidder.userId}`, { lotId: lot.lotId, participantId: bidder.userId });
      }
      for (const [key, seat] of seated) {
        if (!wanted.has(key)) presence.leave(seat.lotId, { participantId: seat.participantId });
      }
      for (const [key, seat] of wanted) {
        if (!seated.has(key)) presence.enter(seat.lotId, { participantId: seat.participantId });
      }
      seated = wanted;
    },
    clear() {
      for (const seat of seated.values()) presence.leave(seat.lotId, { participantId: seat.participantId });
      seated = new Map();
    },
  };
}
