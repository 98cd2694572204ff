import { useEffect, useState } from 'react';
import { socket } from '../../../lib/socket';
import { useGameStore } from '../stores/game-store';

/** A blip shorter than this (a server restart, a network hand-over) is not worth a word. */
export const LOST_AFTER_MS = 2000;
/** How long "caught up" stays before the badge says plain "live" again. */
export const CAUGHT_UP_MS = 4000;

export type ConnectionState = 'connected' | 'reconnecting' | 'caught-up';

/**
 * The room's connection as the quiet badge tells it: "reconnecting" only once the socket has been
 * down for LOST_AFTER_MS (Socket.IO redials by itself meanwhile), then "caught up" once the picture
 * fetched after the reconnect has arrived, then plain "connected".
 */
export function useConnectionState(): ConnectionState {
  const [lost, setLost] = useState(false);
  const [lostUntil, setLostUntil] = useState<number | null>(null);
  const [caughtUp, setCaughtUp] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setLost(!socket.connected), LOST_AFTER_MS);
    };
    const onConnect = () => {
      window.clearTimeout(timer);
      setLost((was) => {
        if (was) setLostUntil(Date.now());
        return false;
      });
    };
    if (!socket.connected) arm();
    socket.on('connect', onConnect);
    socket.on('disconnect', arm);
    socket.io.on('reconnect_failed', arm);
    return () => {
      window.clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.off('disconnect', arm);
      socket.io.off('reconnect_failed', arm);
    };
  }, []);

  // Back after a real loss: "caught up" once a fresh picture came in after the reconnect.
  useEffect(() => {
    if (lostUntil === null) return;
    return useGameStore.subscribe((store) => {
      if (store.syncedAt < lostUntil) return;
      setLostUntil(null);
      setCaughtUp(true);
    });
  }, [lostUntil]);

  useEffect(() => {
    if (!caughtUp) return;
    const timer = window.setTimeout(() => setCaughtUp(false), CAUGHT_UP_MS);
    return () => window.clearTimeout(timer);
  }, [caughtUp]);

  if (lost) return 'reconnecting';
  return caughtUp ? 'caught-up' : 'connected';
}
