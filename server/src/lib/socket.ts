/**
 * What the Socket.IO server (realtime/) and the modules' socket handlers share: the typed server
 * and socket, what a socket carries from its handshake, and the one way a handler answers.
 */
import type { Ack, ClientToServerEvents, Language, ServerToClientEvents } from '@kimoshdi/shared';
import type { Server, Socket } from 'socket.io';
import { AppError } from './app-error';
import type { SessionUser } from './caller';
import { errorBodyOf, toAppError } from './error-body';
import type { Logger } from './logger';

/** Set once by the handshake (lib/caller.ts), as the Express stack sets req.user and req.lang. */
export interface SocketData {
  user?: SessionUser;
  lang: Language;
}

export type GameServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type GameSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** The signed-in user of a socket, or UNAUTHORIZED. */
export function socketUser(socket: GameSocket): SessionUser {
  const user = socket.data.user;
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/**
 * An event handler whose every outcome goes to the ack in one shape: the answer, or the one error
 * body in the socket's language. Events sent without an ack are ignored (nobody to answer).
 */
export function acked<T>(
  socket: GameSocket,
  logger: Logger,
  event: string,
  work: (payload: unknown) => Promise<T>,
): (raw: unknown, ack: unknown) => void {
  // Made once per socket and event, not per call: a storm sends thousands of events a second.
  const failure = (error: unknown): Ack<T> =>
    errorBodyOf(toAppError(error, logger, { event, socket: socket.id }), socket.data.lang);
  return (raw, ack) => {
    if (typeof ack !== 'function') return;
    const reply = ack as (answer: Ack<T>) => void;
    let answer: Promise<T>;
    try {
      answer = work(raw);
    } catch (error) {
      // A refusal known at once is answered in this turn, without a promise.
      reply(failure(error));
      return;
    }
    answer.then(reply, (error: unknown) => reply(failure(error)));
  };
}
