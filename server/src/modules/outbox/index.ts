/** modules/outbox's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { listOutboxMessages, type OutboxMessage } from './outbox.repository';
export { newestOutboxMessages } from './outbox.queries';
export { sendEmail, sendSms } from './outbox';
export { messagesContext } from './messages.context';
export { messagesProcessor, MESSAGES_WORKER_CONCURRENCY } from './messages.jobs';
export { startOutboxDispatch } from './outbox-dispatch';
