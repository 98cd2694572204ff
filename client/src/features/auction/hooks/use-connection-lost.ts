import { useEffect, useState } from 'react';
import { socket } from '../../../lib/socket';

/** A blip shorter than this (a server restart, a network hand-over) is not worth a warning. */
export const LOST_AFTER_MS = 2000;

/**
 * True only while the socket has been disconnected for more than LOST_AFTER_MS; false again as
 * soon as it is back. Socket.IO reconnects by itself meanwhile.
 */
export function useConnectionLost(): boolean {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setLost(!socket.connected), LOST_AFTER_MS);
    };
    const onConnect = () => {
      window.clearTimeout(timer);
      setLost(false);
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
  return lost;
}
