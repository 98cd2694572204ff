import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROTEST_DESK_FILTERS, PROTEST_STATES } from '@kimoshdi/shared';
import {
  describeNamespaceTexts,
  loadLocale,
  missingKeys,
  sourceFiles,
} from '../../../../tests/support/locale-files';

/**
 * The protests' texts: the feature and its two routes, the keys built from the states, filters and
 * the server's message kinds, and no key left that nothing asks for.
 */
const ROUTES = join(import.meta.dirname, '../../app/routes/profile');
const OWN = [import.meta.dirname, join(ROUTES, 'protests.tsx'), join(ROUTES, 'operator-protests.tsx')];
const MENU = join(import.meta.dirname, '../cabinet/cabinet-menu.ts');
const MESSAGE_KINDS = ['filed', 'accepted', 'acceptedWithNote', 'rejected', 'reviewed'];

describeNamespaceTexts({
  namespace: 'protests',
  own: OWN,
  named: [MENU],
  patterns: [/'((?:menu|card|panel|dialog|page|order|answer|desk)\.[\w.]+)'/g],
  atLeast: 40,
});

describe('protests texts', () => {
  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('word every state, filter and message in %s', (language) => {
    const needed = [
      ...PROTEST_STATES.map((state) => `states.${state}`),
      ...PROTEST_DESK_FILTERS.flatMap((filter) => [`filters.${filter}`, `desk.empty.${filter}`]),
      ...MESSAGE_KINDS.flatMap((kind) => [`messages.${kind}.title`, `messages.${kind}.content`]),
    ];
    expect(missingKeys('protests', needed, language)).toEqual([]);
  });

  it('has no key left unused (the messages are worded by the server)', () => {
    const sources = [...sourceFiles(import.meta.dirname), ...OWN.slice(1), MENU]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const built = /^(states|filters|desk\.empty|messages)\./;
    const unused = [...loadLocale('uz', 'protests').keys()].filter(
      (key) => !built.test(key) && !sources.includes(`'${key}'`) && !sources.includes(`'protests:${key}'`),
    );
    expect(unused).toEqual([]);
  });
});
