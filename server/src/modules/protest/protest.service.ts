/** The protests as the routes call them, bound to the database once in deps.ts (lib/bound-to.ts). */
import type { Database } from '../../db/database';
import { boundTo } from '../../lib/bound-to';
import { answerProtest, fileProtest, reviewProtest } from './protest.commands';
import { deskProtests, myProtests, orderProtests, protestTerms, streamDeskProtests } from './protest.queries';

export function createProtestService(db: Database) {
  return boundTo(db, {
    terms: protestTerms,
    mine: myProtests,
    ofOrder: orderProtests,
    desk: deskProtests,
    streamDesk: streamDeskProtests,
    file: fileProtest,
    answer: answerProtest,
    review: reviewProtest,
  });
}

export type ProtestService = ReturnType<typeof createProtestService>;
