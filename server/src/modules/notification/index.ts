/**
 * modules/notification's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { type NewNotification, type NotificationType, notify, notifyMany } from './notification.repository';
export { messageNotification, readMessage } from './render';
export { createNoticeSettings, type NoticeSettingsService } from './notice-settings';
export {
  absoluteUrl,
  configureNoticeLinks,
  SETTINGS_PATH,
  UNSUBSCRIBE_PATH,
  unsubscribeUrl,
  type UnsubscribeKind,
} from './notice-links';
export { digestOf, markDigestSent } from './notice-settings.repository';
export { deliverNotice, deliverNotices } from './notice-channels';
export { startNoticeDispatch } from './notice-dispatch';
export { createTelegramLinking, STAND_IN_PATH, type TelegramLinking } from './telegram-linking';
export { botAnswerOf, createTelegramBot, startTelegramUpdates, TELEGRAM_WEBHOOK_PATH } from './telegram-bot';
export { withLinkedChats } from './telegram-links.repository';
export { createPushDevices, type PushDevices } from './push-devices';
export { readStandInPush, STAND_IN_DEVICE, standInSubscription } from './push-stand-in';
export { saveSubscription as savePushDevice } from './push-subscriptions.repository';
export { createPersonNotices, type PersonNoticesService } from './person-notices';
export { emailFooter, emailFrame } from './email-frame';
