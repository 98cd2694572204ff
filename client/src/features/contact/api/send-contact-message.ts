import type { ContactMessageInput } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** With the challenge's solution (`altcha`) when the server asked for one (lib/challenge.ts). */
export function sendContactMessage(input: ContactMessageInput, altcha?: string): Promise<{ id: number }> {
  return api.post('common/contact-message', altcha ? { ...input, altcha } : input);
}
