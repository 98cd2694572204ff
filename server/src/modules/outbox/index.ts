/**
 * modules/outbox's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { messagesContext } from './messages.context';
export { MESSAGES_WORKER_CONCURRENCY, messagesProcessor } from './messages.jobs';
export { sendEmail, sendNotice, sendPush, sendSms, sendTelegram } from './outbox';
export { startOutboxDispatch } from './outbox-dispatch';
export { createDevOutbox, type DevOutbox } from './outbox.queries';
export type { DeliveryStatus, OutboxMessage, OutgoingMessage } from './outbox.repository';
