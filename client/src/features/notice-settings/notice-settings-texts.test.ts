import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIGEST_FREQUENCIES } from '@kimoshdi/shared/domain/notification/digest';
import { NOTICE_CHANNELS, NOTICE_TOPICS } from '@kimoshdi/shared/domain/notification/topics';
import { describeNamespaceTexts, loadLocale, missingKeys } from '../../../../tests/support/locale-files';
import { DIGEST_LABELS } from './notice-choices';

/** The notices namespace as the settings page asks for it. */
describeNamespaceTexts({
  namespace: 'notices',
  own: [import.meta.dirname, join(import.meta.dirname, '../../app/routes/profile/notifications.tsx')],
  atLeast: 25,
});

describe('notices texts', () => {
  it('name every topic, channel and e-mail choice the page shows', () => {
    const needed = [
      ...NOTICE_TOPICS.flatMap((topic) => [`topics.${topic}.title`, `topics.${topic}.hint`]),
      ...NOTICE_CHANNELS.map((channel) => `channels.${channel}`),
      // The saved searches' e-mail choices, named through a map (no literal t() call shows them).
      ...DIGEST_FREQUENCIES.map((frequency) => DIGEST_LABELS[frequency]),
    ];
    expect(missingKeys('notices', needed)).toEqual([]);
  });

  it.each(['uz', 'ru', 'en'])('%s: the Telegram texts take the values the section fills in', (language) => {
    const texts = loadLocale(language, 'notices');
    expect(texts.get('telegram.linked')).toMatch(/\{\{name\}\}.*\{\{date\}\}|\{\{date\}\}.*\{\{name\}\}/);
    expect(texts.get('telegram.validUntil')).toContain('{{time}}');
  });
});
