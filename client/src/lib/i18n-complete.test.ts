import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '@kimoshdi/shared/i18n/languages';
import { loadLocale } from '../../../tests/support/locale-files';

/**
 * The client has no fallback language (lib/i18n.ts: a visitor downloads only their own language's
 * texts), so every language must carry every text of every namespace: a key missing here would show
 * as a raw key. Plural forms differ by language (Russian has _few and _many), so keys are compared
 * without their plural suffix.
 */
const withoutPlural = (keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe.each(NAMESPACES.map((namespace) => [namespace]))('namespace %s', (namespace) => {
  const uz = withoutPlural(loadLocale('uz', namespace).keys());

  it.each(LANGUAGES.filter((language) => language !== 'uz').map((language) => [language]))(
    '%s has the texts of uz, no more, no less',
    (language) => {
      expect(withoutPlural(loadLocale(language, namespace).keys())).toEqual(uz);
    },
  );
});
