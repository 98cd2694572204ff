/**
 * GET api/shop/export: a desk or a person's list as a file (CSV or XLSX), filtered as the page is.
 * The spec names the call without a payload; its shape is decided here: `what` names the list,
 * `format` the file, and the list's own filters follow under their usual names (`status` of the
 * refund and protocol desks, `state` of the protests desk). Each list's filter is parsed with the
 * schema its page uses, so an export can never ask for more than the page could show.
 */
import { z } from 'zod';
import type { ApiGroup } from '../call';
import { EXPORT_FORMATS, EXPORT_LISTS, EXPORT_MAX_ROWS } from '../../domain/export/export-lists';

const filterWord = z.string().regex(/^[a-z_-]{1,20}$/);

export const exportQuerySchema = z.object({
  what: z.enum(EXPORT_LISTS),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  /**
   * The refund desk's (pending, approved, rejected) and the protocol desk's (active, cancelled);
   * checked again by the desk's own schema. Lower-case words only, so no value reaches a file name
   * or a query unchecked.
   */
  status: filterWord.optional(),
  /** The protests desk's (all, open, overdue, answered, reviewed). */
  state: filterWord.optional(),
});
export type ExportQuery = z.output<typeof exportQuerySchema>;

export const exportApi = {
  tag: 'export',
  description: `Exports of the operator's desks and of a person's own lists, as CSV (UTF-8 with a BOM, CRLF, so Excel opens Cyrillic; cells that start with = + - @ are prefixed with ' against formula injection) or XLSX. The file is streamed as it is read from PostgreSQL (keyset pages), so a desk of 100 000 rows never sits in memory; its name carries the list, the filter and the time (Tashkent). Column names follow the request's language, money is in so'm, times are Tashkent time.`,
  calls: {
    'GET /api/shop/export': {
      summary: 'A desk or one of your lists as a CSV or XLSX file, filtered as its page',
      description: `\`what\`: \`operator-refunds\` (\`status\`), \`operator-protocols\` (\`status\`), \`operator-protests\` (\`state\`), \`operator-orders\` (the orders to check), \`operator-edit-requests\` (\`status\`), \`operator-lot-reviews\` (every review, open ones first) for operators only (other roles 403); \`payments\`, \`transactions\`, \`protocols\` (as the winner) and \`customer-protocols\` (of your orders) for anyone signed in, always their own rows. At most ${EXPORT_MAX_ROWS} rows a file: more is 413 \`EXPORT_TOO_LARGE\` with \`data.rows\` and \`data.max\`. Exports are rate-limited per user (429 \`RATE_LIMITED\` with \`data.retry_after_s\`).`,
      auth: 'user',
      query: exportQuerySchema,
      answer: {
        media: 'text/csv; charset=utf-8',
        description:
          'The file as an attachment (`Content-Disposition` with an ASCII `filename` and a UTF-8 `filename*`); `format=xlsx` answers application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.',
      },
      errors: ['FORBIDDEN', 'EXPORT_TOO_LARGE', 'RATE_LIMITED'],
    },
  },
} satisfies ApiGroup;
