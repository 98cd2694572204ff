import { useEffect } from 'react';
import { apiUrl } from '../../../lib/api-client';
import { measureOffset, serverOffset, setServerOffset } from '../../../lib/server-time';
import { requestTiming } from '../request-timing';
import { acquireSocket, socket } from '../../../lib/socket';
import { getLotGameInfo } from '../api/game-view';
import { joinLot, leaveLot, pingClock } from '../api/game-socket';
import { bestSample, clockSample, type ClockSample } from '../clock-offset';
import { useGameStore } from '../stores/game-store';

const CLOCK_SAMPLES = 5;

/** Several `clock:ping`s in a row; the one with the shortest round trip sets the offset. */
async function measureClock(): Promise<void> {
  const samples: ClockSample[] = [];
  for (let index = 0; index < CLOCK_SAMPLES && socket.connected; index += 1) {
    const sentAt = Date.now();
    try {
      const server = await pingClock();
      samples.push(clockSample(server, sentAt, Date.now()));
    } catch {
      // A lost ping only means one sample fewer.
    }
  }
  const best = bestSample(samples);
  if (best) setServerOffset(best.offset);
}

/**
 * Keeps the store's lot in step with the server: the first picture from lot-game-info (guests and
 * a failed socket still see the board), then the socket: join on every (re)connect, apply the
 * room's events in seq order, resync after a reconnect and on any hole, measure the clock.
 */
export function useGameConnection(lotId: number): void {
  useEffect(() => {
    const store = useGameStore.getState();
    store.open(lotId);
    const sentAt = Date.now();
    // The first picture also gives a rough offset until the socket's pings measure a better one.
    void getLotGameInfo(lotId).then(
      (info) => {
        if (serverOffset() === null) {
          // The answer may be the page head's preload, asked before this call (requestTiming).
          const timing = requestTiming(apiUrl('game-view/lot-game-info', { lot_id: lotId }));
          const asked = timing && timing.sentAt < sentAt ? timing : { sentAt, receivedAt: Date.now() };
          setServerOffset(measureOffset(info.server_time, asked.sentAt, asked.receivedAt));
        }
        useGameStore.getState().snapshot(lotId, info);
      },
      () => void useGameStore.getState().resync(),
    );

    let connectedBefore = false;
    const onConnect = () => {
      const reconnect = connectedBefore;
      connectedBefore = true;
      void joinLot(lotId).then(
        (answer) => useGameStore.getState().snapshot(lotId, answer, true),
        // Joining failed (a server error): the REST picture still stands, events may not come.
        (error: unknown) => console.warn('[auction] join failed', error),
      );
      // Whatever happened while we were away is in lot-game-info.
      if (reconnect) void useGameStore.getState().resync();
      void measureClock();
    };
    // A server closing every socket (its graceful restart does) ends Socket.IO's own retries: the
    // page still wants the game, so it dials again and Socket.IO's backoff takes it from there.
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect') socket.connect();
    };
    const onBids = useGameStore.getState().bids;
    const onState = useGameStore.getState().state;
    const onCounts = useGameStore.getState().counts;

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('auction:bids', onBids);
    socket.on('auction:state', onState);
    socket.on('auction:counts', onCounts);
    const release = acquireSocket();
    if (socket.connected) onConnect();

    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('auction:bids', onBids);
      socket.off('auction:state', onState);
      socket.off('auction:counts', onCounts);
      leaveLot(lotId);
      release();
    };
  }, [lotId]);
}
