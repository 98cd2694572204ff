import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kimoshdi/shared';
import { CONSENT_REASONS } from '@kimoshdi/shared/domain/consent/standing';
import { describeNamespaceTexts, loadLocale, missingKeys } from '../../../../tests/support/locale-files';

/**
 * The consent namespace, asked for here and as `consent:` elsewhere; a text for every reason,
 * signature state and signed language, and the offer's error texts.
 */
describeNamespaceTexts({
  namespace: 'consent',
  own: [import.meta.dirname],
  named: [join(import.meta.dirname, '../..')],
  atLeast: 31,
});

describe('consent texts', () => {
  it('names every reason, state and language', () => {
    const needed = [
      ...CONSENT_REASONS.map((reason) => `dialog.reason.${reason}`),
      ...['current', 'withdrawn', 'outdated'].map((state) => `signatures.state.${state}`),
      ...LANGUAGES.map((language) => `language.${language}`),
    ];
    expect(missingKeys('consent', needed)).toEqual([]);
  });

  it('has the error texts of the offer in every language', () => {
    for (const language of ['uz', 'ru', 'uz-Cyrl', 'en']) {
      const errors = loadLocale(language, 'errors');
      for (const code of [
        'CONSENT_REQUIRED',
        'ESIGN_WRONG_PASSWORD',
        'ESIGN_BAD_SIGNATURE',
        'ESIGN_WRONG_DOCUMENT',
        'ESIGN_CERT_EXPIRED',
        'ESIGN_UNKNOWN_CA',
        'ESIGN_WRONG_OWNER',
        'ESIGN_NO_TAX_ID',
      ]) {
        expect(errors.get(code), `${language}: ${code}`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});
