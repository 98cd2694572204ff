/**
 * The operators' live board on the game socket: `operator:watch` answers the rows at once, then
 * they are pushed once a second (on change) while an operator of this process watches. One room
 * per language: the board's lot names are in the operator's language.
 */
import { LANGUAGES, OPERATOR_ROOM, type Language, type LiveAuctionRow } from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { AppError } from '../../../lib/app-error';
import type { Logger } from '../../../lib/logger';
import { acked, type GameServer, type GameSocket } from '../../../lib/socket';

const TICK_MS = 1_000;

export type LiveBoard = (lang: Language) => Promise<LiveAuctionRow[]>;

export function createOperatorBoard(io: GameServer, liveBoard: LiveBoard, now: () => number, logger: Logger) {
  const last = new Map<Language, string>();
  const timer = setInterval(() => {
    for (const lang of LANGUAGES) {
      const room = `${OPERATOR_ROOM}:${lang}`;
      if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) === 0) continue;
      liveBoard(lang)
        .then((rows) => {
          const signature = JSON.stringify(rows);
          if (signature === last.get(lang)) return;
          last.set(lang, signature);
          io.local.to(room).emit('operator:live-auctions', { rows, server_time: now() });
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'operator board failed'));
    }
  }, TICK_MS);
  timer.unref();

  return {
    register(socket: GameSocket): void {
      socket.on('operator:watch', (ack: unknown) =>
        acked(socket, logger, 'operator:watch', async () => {
          const user = socket.data.user;
          if (!user) throw new AppError('UNAUTHORIZED');
          if (!isOperator(user.role)) throw new AppError('FORBIDDEN');
          await socket.join(`${OPERATOR_ROOM}:${socket.data.lang}`);
          return { rows: await liveBoard(socket.data.lang), server_time: now() };
        })(undefined, ack),
      );
    },
    stop: () => clearInterval(timer),
  };
}
