import { describe, expect, it } from 'vitest';
import { describeNamespaceTexts, loadLocale } from '../../../../tests/support/locale-files';

/** The files namespace, and a text for every error code the client's own check can name. */
describeNamespaceTexts({ namespace: 'files', own: [import.meta.dirname], atLeast: 21 });

describe('files texts', () => {
  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])('%s words every file error', (language) => {
    const errors = loadLocale(language, 'errors');
    const codes = [
      'TOO_MANY_FILES',
      'FILE_TOO_LARGE',
      'FILES_TOTAL_TOO_LARGE',
      'FILE_TYPE_NOT_ALLOWED',
      'FILE_UNREADABLE',
      'ORDER_WRONG_STATE',
      'ORDER_IMAGES_TOO_FEW',
    ];
    expect(codes.filter((code) => !errors.has(code))).toEqual([]);
  });
});
