/**
 * The socket storm's yardstick (issue 14): a bare Socket.IO server that answers every
 * `auction:bid` with one fixed answer, built once: the refusal most of a storm's attempts get
 * (BID_TOO_LOW with the suggested price). Nothing is parsed, checked, stored or broadcast.
 */
import type { ErrorBody } from '@kimoshdi/shared';
import { failStart, initialState, serveBareGame } from './bare-game';

const ANSWER: ErrorBody = {
  ERROR: {
    code: 'BID_TOO_LOW',
    message: 'The bid is below the suggested price',
    data: { suggested: '1050000000' },
  },
};

serveBareGame(initialState, (_io, socket) => {
  socket.on('auction:bid', (_payload, ack) => {
    if (typeof ack === 'function') ack(ANSWER);
  });
}).catch(failStart);
