/** The development outbox's read (GET /dev/outbox): what a person looks up to find a code "sent". */
import { loginValue, parseLogin } from '@kimoshdi/shared/domain/identity/login';
import type { Database, Db } from '../../db/database';
import { boundTo } from '../../lib/bound-to';
import { findOutboxMessage, listOutboxMessages, type OutboxMessage } from './outbox.repository';

const LIMIT = 100;

/**
 * The newest messages, of one destination when `to` is given: typed as a person types it (a phone
 * in any usual form, an e-mail in any case), matched in its stored form.
 */
export async function newestOutboxMessages(
  db: Db,
  to: string | undefined,
): Promise<{ destination: string | undefined; messages: OutboxMessage[] }> {
  const destination = destinationOf(to);
  const messages = await listOutboxMessages(db, { ...(destination ? { destination } : {}), limit: LIMIT });
  return { destination, messages };
}

function destinationOf(to: string | undefined): string | undefined {
  if (to === undefined || to.trim() === '') return undefined;
  const login = parseLogin(to);
  return login ? loginValue(login) : to.trim();
}

/** An e-mail's HTML part (a notice's), for the outbox page's preview. */
export async function outboxHtml(db: Db, id: string): Promise<string | undefined> {
  return (await findOutboxMessage(db, id))?.html ?? undefined;
}

/** The development outbox's read, bound to the database once in deps.ts. */
export function createDevOutbox(db: Database) {
  return boundTo(db, { newest: newestOutboxMessages, html: outboxHtml });
}

export type DevOutbox = ReturnType<typeof createDevOutbox>;
