import { useGameStore } from '../stores/game-store';
import { placeBid } from './game-socket';

/** A bid over the socket; its answer's bids go through the store like the room's, in seq order. */
export async function sendBid(lotId: number, amount: string, requestId: string): Promise<void> {
  const answer = await placeBid(lotId, amount, requestId);
  useGameStore
    .getState()
    .bids({ lot_id: lotId, seq: answer.state.seq, bids: answer.bids, state: answer.state });
}
