/**
 * The operator's view of a person's notices (issue 27): the latest that leave the cabinet and what
 * became of each on every channel, to answer "I was never told" without a developer. Read by the
 * person's phone or e-mail, as the person would give it on the phone.
 */
import type { Language, PersonNotices } from '@kimoshdi/shared';
import { normalizeEmail, normalizePhone } from '@kimoshdi/shared/domain/identity/login';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findPersonByContact, recentNoticesWithDeliveries } from './person-notices.repository';
import { readMessage } from './render';
import { findTelegramLink } from './telegram-links.repository';

const LATEST = 30;

export interface PersonNoticesService {
  /** NOT_FOUND without such a person; VALIDATION when `login` is neither a phone nor an e-mail. */
  find(login: string, lang: Language): Promise<PersonNotices>;
}

export function createPersonNotices(db: Database): PersonNoticesService {
  return {
    async find(login, lang) {
      const phone = normalizePhone(login);
      const email = phone ? undefined : normalizeEmail(login);
      if (!phone && !email) throw new AppError('VALIDATION', { field: 'login' });
      const person = await findPersonByContact(db, phone ? { phone } : { email: email ?? '' });
      if (!person) throw new AppError('NOT_FOUND', { what: 'person' });
      const [notices, telegram] = await Promise.all([
        recentNoticesWithDeliveries(db, person.id, LATEST),
        findTelegramLink(db, person.id),
      ]);
      return {
        person: {
          user_id: person.id,
          full_name: person.full_name,
          phone: person.phone,
          email: person.email,
          telegram: telegram
            ? { username: telegram.username, linked_at: telegram.linkedAt.toISOString() }
            : null,
        },
        items: notices.map((notice) => ({
          id: notice.id,
          sent_at: notice.sentAt.toISOString(),
          title: readMessage(lang, {
            title: notice.title,
            content: notice.content,
            message_key: notice.messageKey,
            params: notice.params,
          }).title,
          topic: notice.topic,
          channels_at: notice.channelsAt?.toISOString() ?? null,
          waits_until: notice.channelsAt ? null : (notice.channelsAfter?.toISOString() ?? null),
          deliveries: notice.deliveries,
        })),
      };
    },
  };
}
