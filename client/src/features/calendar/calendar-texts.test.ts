import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAY_OVERRIDE_KINDS } from '@kimoshdi/shared/domain/time/working-calendar';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';

const routes = join(import.meta.dirname, '../../app/routes/profile');

describeNamespaceTexts({
  namespace: 'calendar',
  own: [import.meta.dirname],
  named: [join(routes, 'operator-bhm.tsx'), join(routes, 'operator-working-days.tsx')],
  atLeast: 50,
});

/** The keys the desks build from a value: the override's kind and the day of the week. */
describe('the calendar texts built from values', () => {
  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('exist in %s', (language) => {
    const built = [
      ...DAY_OVERRIDE_KINDS.map((kind) => `days.kind_${kind}`),
      ...Array.from({ length: 7 }, (_, weekday) => `weekday.${weekday}`),
    ];
    expect(missingKeys('calendar', built, language)).toEqual([]);
  });
});
