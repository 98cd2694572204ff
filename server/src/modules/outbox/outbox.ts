import type { Database } from '../../db/database';
import { createOutboxAdapter, type DeliveryAdapter } from './delivery';

// One adapter per process, set at start (deps.ts) with the process's logger; until then the
// outbox adapter without logging, so code run outside a process (scripts, tests) still works.
let adapter: DeliveryAdapter = createOutboxAdapter();

export function setDeliveryAdapter(next: DeliveryAdapter): void {
  adapter = next;
}

/** Sends an SMS to a +998XXXXXXXXX number. Takes db or the caller's transaction. */
export function sendSms(db: Database, to: string, text: string): Promise<void> {
  return adapter.deliver(db, { channel: 'sms', destination: to, subject: null, body: text });
}

/** Sends a plain-text e-mail. Takes db or the caller's transaction. */
export function sendEmail(db: Database, to: string, subject: string, text: string): Promise<void> {
  return adapter.deliver(db, { channel: 'email', destination: to, subject, body: text });
}
