import { useCallback, useEffect, useRef, useState } from 'react';
import { isErrorBody, type LiveAuctionRow } from '@kimoshdi/shared';
import { measureOffset, serverOffset, setServerOffset } from '../../../lib/server-time';
import { acquireSocket, socket } from '../../../lib/socket';
import { getLiveAuctions } from '../api/live-auctions';

/** How often the board is fetched over REST while the socket is down. */
export const POLL_MS = 5000;

export interface LiveAuctions {
  rows: LiveAuctionRow[] | null;
  /** The last load failed and nothing newer came since. */
  failed: boolean;
  /** True while the board comes from the socket (else from polling). */
  live: boolean;
  reload(): void;
}

/**
 * The operator's live board: `operator:watch` on every (re)connect, then the pushed
 * 'operator:live-auctions' updates; while the socket is down, GET operator/live-auctions every
 * POLL_MS instead. The first answer also gives the server clock offset if none is measured yet.
 */
export function useLiveAuctions(): LiveAuctions {
  const [rows, setRows] = useState<LiveAuctionRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [live, setLiveState] = useState(false);
  // The poll reads this: a socket that is up but refused the watch still needs polling.
  const liveRef = useRef(false);
  const setLive = useCallback((value: boolean) => {
    liveRef.current = value;
    setLiveState(value);
  }, []);

  const fetchBoard = useCallback(() => {
    const sentAt = Date.now();
    getLiveAuctions().then(
      (board) => {
        if (serverOffset() === null) setServerOffset(measureOffset(board.server_time, sentAt, Date.now()));
        setRows(board.rows);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    const onBoard = (event: { rows: LiveAuctionRow[] }) => {
      setRows(event.rows);
      setFailed(false);
    };
    const watch = () => {
      const sentAt = Date.now();
      socket.emit('operator:watch', (answer) => {
        if (isErrorBody(answer)) {
          setLive(false);
          return;
        }
        setLive(true);
        if (serverOffset() === null) setServerOffset(measureOffset(answer.server_time, sentAt, Date.now()));
        onBoard(answer);
      });
    };
    const onDisconnect = () => setLive(false);

    socket.on('connect', watch);
    socket.on('disconnect', onDisconnect);
    socket.on('operator:live-auctions', onBoard);
    const release = acquireSocket();
    if (socket.connected) watch();
    else fetchBoard();

    const timer = window.setInterval(() => {
      if (!liveRef.current) fetchBoard();
    }, POLL_MS);

    return () => {
      window.clearInterval(timer);
      socket.off('connect', watch);
      socket.off('disconnect', onDisconnect);
      socket.off('operator:live-auctions', onBoard);
      release();
    };
  }, [fetchBoard, setLive]);

  return { rows, failed, live, reload: fetchBoard };
}
