import { errorStatus, type ErrorCode } from '@kimoshdi/shared';
import { describe, expect, it } from 'vitest';
import { codeForStatus } from './code-for-status';

describe('codeForStatus', () => {
  // The client keeps a short map instead of the whole table; it must name each status as the table does.
  it('names every status of the shared table by its first code there', () => {
    const first = new Map<number, ErrorCode>();
    for (const [code, status] of Object.entries(errorStatus) as [ErrorCode, number][]) {
      if (!first.has(status)) first.set(status, code);
    }
    for (const [status, code] of first) expect(codeForStatus(status), String(status)).toBe(code);
  });

  it('names any other status INTERNAL', () => {
    expect(codeForStatus(418)).toBe('INTERNAL');
    expect(codeForStatus(502)).toBe('INTERNAL');
  });
});
