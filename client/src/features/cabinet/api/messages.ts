import type { Message, Page, UnreadCount } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export function getMessages(page: number, size: number): Promise<Page<Message>> {
  return api.get('user/messages', { query: { page, size } });
}

export function getUnreadMessageCount(): Promise<UnreadCount> {
  return api.get('user/unread-message-count');
}

/** Answers the unread count after marking. */
export function markMessageRead(id: string): Promise<UnreadCount> {
  return api.post(`user/messages/read/${encodeURIComponent(id)}`);
}

export function markAllMessagesRead(): Promise<UnreadCount> {
  return api.post('user/messages/read');
}
