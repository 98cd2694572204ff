import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_STATUSES } from '@kimoshdi/shared/api/shop/check';
import { PROTOCOL_PDF_LANGUAGES } from '@kimoshdi/shared/domain/protocol/protocol-links';
import { describeNamespaceTexts, missingKeys } from '../../../../tests/support/locale-files';
import { PROTOCOL_FILTERS } from './protocol-filter';

/** The protocols namespace (pages, PDF, cabinet message), and every status and filter labelled. */
const routes = join(import.meta.dirname, '../../app/routes/profile');
describeNamespaceTexts({
  namespace: 'protocols',
  own: [import.meta.dirname],
  mentioning: readdirSync(routes)
    .filter((name) => name.includes('protocols'))
    .map((name) => join(routes, name)),
  named: [join(import.meta.dirname, '../cabinet/cabinet-menu.ts')],
  atLeast: 31,
});

describe('protocols texts', () => {
  it('labels every status, filter, language and PDF field', () => {
    const needed = [
      ...PROTOCOL_STATUSES.map((status) => `statuses.${status}`),
      ...PROTOCOL_FILTERS.map((filter) => `operator.empty.${filter}`),
      ...PROTOCOL_PDF_LANGUAGES.map((lang) => `languages.${lang}`),
      'cancelled.cabinet.title',
      'cancelled.cabinet.content',
      'pdf.title',
      'pdf.digest',
    ];
    expect(missingKeys('protocols', needed)).toEqual([]);
  });
});
