/**
 * modules/notification's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { type NewNotification, type NotificationType, notify, notifyMany } from './notification.repository';
export { messageNotification, readMessage } from './render';
