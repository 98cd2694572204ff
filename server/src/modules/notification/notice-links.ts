/**
 * The addresses a notice that leaves the cabinet carries (issue 27): the page that acts on it, the
 * settings, and the e-mails' unsubscribe link, signed so that it needs no session (a mail client
 * posts to it by itself, RFC 8058).
 *
 * Set once per process at start (deps.ts), as the outbox's recorder is: notices are written by
 * repositories deep inside commands that have no configuration at hand.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNoticeTopic, type NoticeTopic } from '@kimoshdi/shared/domain/notification/topics';

/** What an unsubscribe link stops: a topic's e-mails, or the saved searches' digest. */
export type UnsubscribeKind = NoticeTopic | 'digest';

const isUnsubscribeKind = (value: unknown): value is UnsubscribeKind =>
  value === 'digest' || isNoticeTopic(value);

interface NoticeLinkSettings {
  /** The platform's public address, without a trailing slash (PUBLIC_URL, or the local one). */
  baseUrl: string;
  /** The key the unsubscribe tokens are signed with. */
  key: Buffer;
}

let settings: NoticeLinkSettings = {
  baseUrl: 'http://localhost:3000',
  key: deriveKey('development-only-notice-secret'),
};

/** A key of its own for the tokens, derived from a secret the platform already keeps. */
function deriveKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('kimoshdi notice unsubscribe v1').digest();
}

export function configureNoticeLinks(options: { baseUrl: string; secret: string }): void {
  settings = { baseUrl: options.baseUrl.replace(/\/+$/, ''), key: deriveKey(options.secret) };
}

/** A path of this site as a full address. */
export function absoluteUrl(path: string): string {
  return `${settings.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

export const SETTINGS_PATH = '/profile/notifications';
/** Where a notice without a page of its own leads: the cabinet's messages. */
export const MESSAGES_PATH = '/profile/messages';
export const UNSUBSCRIBE_PATH = '/api/notices/unsubscribe';

function signature(userId: string, topic: UnsubscribeKind): string {
  return createHmac('sha256', settings.key).update(`${userId}.${topic}.email`).digest('base64url');
}

/** The token of the e-mails of one topic to one person: `<user>.<topic>.<signature>`. */
export function unsubscribeToken(userId: string, topic: UnsubscribeKind): string {
  return `${userId}.${topic}.${signature(userId, topic)}`;
}

export function unsubscribeUrl(userId: string, topic: UnsubscribeKind): string {
  return absoluteUrl(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(userId, topic))}`);
}

/** Who and which topic a token stands for; undefined when it is not one this platform signed. */
export function readUnsubscribeToken(token: string): { userId: string; topic: UnsubscribeKind } | undefined {
  const [userId, topic, given, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !/^\d{1,19}$/.test(userId) || !isUnsubscribeKind(topic) || !given)
    return undefined;
  const expected = Buffer.from(signature(userId, topic));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, topic };
}
