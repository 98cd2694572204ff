/**
 * The lists that can be exported (GET api/shop/export?what=), their file formats and the bound of
 * one file. Operator desks start with `operator-`; the others are the caller's own rows.
 */
export const EXPORT_LISTS = [
  'operator-refunds',
  'operator-protocols',
  'operator-protests',
  'operator-orders',
  'operator-edit-requests',
  'operator-lot-reviews',
  'payments',
  'transactions',
  'protocols',
  'customer-protocols',
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Rows in one file at most. XLSX holds 1 048 576 rows a sheet (the header takes one); a million
 * streams in about a minute, longer than anyone should wait for one download: narrow the filter.
 */
export const EXPORT_MAX_ROWS = 1_000_000;

export function isOperatorList(list: ExportList): boolean {
  return list.startsWith('operator-');
}
