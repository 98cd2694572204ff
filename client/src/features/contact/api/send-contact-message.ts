import type { ContactMessageInput } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

export function sendContactMessage(input: ContactMessageInput): Promise<{ id: number }> {
  return api.post('common/contact-message', input);
}
