/** modules/outbox's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { listOutboxMessages, type OutboxMessage } from './outbox.repository';
export { sendEmail, sendSms } from './outbox';
