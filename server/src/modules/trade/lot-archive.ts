/**
 * The lots' archive (shared/src/domain/lot/lot-archive.ts): an hourly maintenance job moves lots
 * that settled half a year ago, with nothing open on them, to status 14. Batches of a few hundred,
 * each its own statement, so a first run over a large back catalogue never holds many rows at once;
 * several workers at once archive each lot once (the rows are locked, SKIP LOCKED). The order's
 * status does not follow: archiving changes how a lot is listed, not how its trade ended.
 */
import { archiveDueBefore } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { archiveDueLots } from './lot-archive.repository';

const BATCH = 500;
/** A run stops after this many batches; the next hour's run goes on. */
const MAX_BATCHES = 100;

/** Archives every lot due at `now`; answers how many it moved. */
export async function archiveSettledLots(db: Db, now = new Date()): Promise<number> {
  const dueBefore = archiveDueBefore(now);
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const archived = await archiveDueLots(db, dueBefore, BATCH);
    total += archived;
    if (archived < BATCH) break;
  }
  return total;
}
