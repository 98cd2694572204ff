import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

describe('fileNameOf', () => {
  it.each([
    [
      `attachment; filename="a.csv"; filename*=UTF-8''%D0%9F%D0%BB%D0%B0%D1%82%D0%B5%D0%B6%D0%B8.csv`,
      'Платежи.csv',
    ],
    ['attachment; filename="kimoshdi_payments.xlsx"', 'kimoshdi_payments.xlsx'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [`attachment; filename="ok.csv"; filename*=UTF-8''%E0%A4%A.csv`, 'ok.csv'],
    [`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, 'passwd'],
    ['inline', 'export.csv'],
    [null, 'export.csv'],
  ])('%s -> %s', (header, name) => {
    expect(fileNameOf(header, 'export.csv')).toBe(name);
  });
});
