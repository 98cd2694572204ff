import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@kimoshdi/shared';

/**
 * The one Socket.IO connection of the app (docs/architecture.md section 2, step 4), typed with the shared
 * event maps. Same origin at the default /socket.io path, so the session cookie goes along; only
 * WebSocket (no long-polling fallback: every server process would need sticky sessions for that).
 *
 * It connects while at least one screen uses it (the game page, the operator's board) and closes
 * when the last one lets go. A dropped connection is retried by Socket.IO itself with exponential
 * backoff and jitter, so a restarting server is not hit by every client in the same second.
 */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const socket: AppSocket = io({
  transports: ['websocket'],
  withCredentials: true,
  autoConnect: false,
  reconnection: true,
  reconnectionDelay: 500,
  reconnectionDelayMax: 10_000,
  randomizationFactor: 0.5,
});

let users = 0;

/** Opens the connection (if it is not open yet) for one user; call the returned function to let go. */
export function acquireSocket(): () => void {
  users += 1;
  if (users === 1 && !socket.connected) socket.connect();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) socket.disconnect();
  };
}

/** How long holdSocketOpen keeps the connection for a screen that is still loading. */
export const EARLY_HOLD_MS = 15_000;

/**
 * Opens the connection ahead of the screen that will use it (the router calls this while the game
 * page loads) and lets go after a while: by then the screen holds it itself, or never came.
 */
export function holdSocketOpen(holdMs = EARLY_HOLD_MS): void {
  setTimeout(acquireSocket(), holdMs);
}

/** How long an acknowledgement may take before the call counts as lost. */
export const ACK_TIMEOUT_MS = 8000;

/** The call could not be sent (no connection) or its answer did not come in time. */
export class SocketCallError extends Error {
  override readonly name = 'SocketCallError';

  constructor(readonly reason: 'offline' | 'timeout') {
    super(reason);
  }
}
