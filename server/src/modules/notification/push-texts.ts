/**
 * What a web push carries of a notice (issue 27): its title and text, and the page it opens. The
 * service worker shows them as a notification (client/src/service-worker.ts).
 */
import type { MessageText } from './render';

export function noticePush(
  text: MessageText,
  pageUrl: string,
): { subject: string; body: string; link: string } {
  return { subject: text.title, body: text.content, link: pageUrl };
}
