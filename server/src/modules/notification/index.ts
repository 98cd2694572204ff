/** modules/notification's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { type NewNotification, type NotificationType, notify, notifyMany } from './notification.repository';
export { messageNotification, readMessage } from './render';
