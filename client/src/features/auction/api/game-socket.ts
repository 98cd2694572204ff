/**
 * The game's socket calls as promises: the answer, or an ApiError made of the ack's `{ERROR}` (the
 * same shape REST errors have), or a SocketCallError when there is no connection or no answer in
 * time (the caller may then retry with the same request_id: the server answers a repeat once).
 */
import { isErrorBody, type Ack, type AutoBidAnswer, type BidAnswer, type JoinAnswer } from '@kimoshdi/shared';
import { ApiError, reportApiError } from '../../../lib/api-client';
import { ACK_TIMEOUT_MS, socket, SocketCallError } from '../../../lib/socket';

function unwrap<T>(answer: Ack<T>): T {
  if (isErrorBody(answer)) {
    const { code, message, data } = answer.ERROR;
    const error = new ApiError(code, message, 0, data);
    // The app reacts as to a REST error (CONSENT_REQUIRED opens the signing dialog).
    reportApiError(error);
    throw error;
  }
  return answer;
}

async function call<T>(send: () => Promise<Ack<T>>): Promise<T> {
  // Not buffered until a reconnect: a bid sent long after the click would surprise the bidder.
  if (!socket.connected) throw new SocketCallError('offline');
  let answer: Ack<T>;
  try {
    answer = await send();
  } catch {
    throw new SocketCallError('timeout');
  }
  return unwrap(answer);
}

export function joinLot(lotId: number): Promise<JoinAnswer> {
  return call(() => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('auction:join', { lot_id: lotId }));
}

export function leaveLot(lotId: number): void {
  if (socket.connected) socket.emit('auction:leave', { lot_id: lotId });
}

export function placeBid(lotId: number, amount: string, requestId: string): Promise<BidAnswer> {
  return call(() =>
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('auction:bid', { lot_id: lotId, amount, request_id: requestId }),
  );
}

export function setAutoBid(lotId: number, maxAmount: string, requestId: string): Promise<AutoBidAnswer> {
  return call(() =>
    socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('auction:auto-bid:set', { lot_id: lotId, max_amount: maxAmount, request_id: requestId }),
  );
}

export function deleteAutoBid(lotId: number): Promise<AutoBidAnswer> {
  return call(() => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('auction:auto-bid:delete', { lot_id: lotId }));
}

/** The server's engine time (epoch ms); rejects when there is no answer within two seconds. */
export function pingClock(): Promise<number> {
  return socket.timeout(2000).emitWithAck('clock:ping');
}
