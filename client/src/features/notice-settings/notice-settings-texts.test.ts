import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTICE_CHANNELS, NOTICE_TOPICS } from '@kimoshdi/shared/domain/notification/topics';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';

/** The notices namespace as the settings page asks for it. */
describeNamespaceTexts({
  namespace: 'notices',
  own: [import.meta.dirname, join(import.meta.dirname, '../../app/routes/profile/notifications.tsx')],
  atLeast: 9,
});

describe('notices texts', () => {
  it('name every topic and channel the page shows', () => {
    const needed = [
      ...NOTICE_TOPICS.flatMap((topic) => [`topics.${topic}.title`, `topics.${topic}.hint`]),
      ...NOTICE_CHANNELS.map((channel) => `channels.${channel}`),
    ];
    expect(missingKeys('notices', needed)).toEqual([]);
  });
});
