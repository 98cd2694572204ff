/**
 * Cabinet messages about an edit request's decision, stored as keys of the `edit-requests`
 * namespace (shared/src/i18n/locales/<lng>/edit-requests.json, `messages.*`) and worded in the
 * reader's language when read; a rejection's `reason` closes the content as every reason does.
 */
import type { MessageParams } from '@kimoshdi/shared/domain/notification/message-params';
import type { Db } from '../../db/database';
import { messageNotification, notify } from '../notification';

/** The person's list of requests, where the decision shows. */
export const EDIT_REQUESTS_PATH = '/profile/edit-requests';

export async function tellAboutDecision(
  db: Db,
  person: { id: string; lang: string | null },
  decision: { kind: 'approved'; id: string } | { kind: 'rejected'; id: string; reason: string },
): Promise<void> {
  const params: MessageParams =
    decision.kind === 'rejected' ? { id: decision.id, reason: decision.reason } : { id: decision.id };
  await notify(
    db,
    messageNotification(
      person.id,
      decision.kind === 'approved' ? 'success' : 'info',
      person.lang,
      { key: `edit-requests:messages.${decision.kind}`, params },
      EDIT_REQUESTS_PATH,
    ),
  );
}
