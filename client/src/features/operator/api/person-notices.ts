import type { PersonNotices } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/**
 * GET operator/person-notices?login=: a person's latest notices and their deliveries. No such
 * person is a 404, a login that is neither a phone nor an e-mail a 400 with the server's words.
 */
export function getPersonNotices(login: string, signal?: AbortSignal): Promise<PersonNotices> {
  return api.get('operator/person-notices', { query: { login }, signal });
}
