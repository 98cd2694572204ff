import { describe, expect, it } from 'vitest';
import { csvCell, xlsxCell } from './cells';

describe('export cells', () => {
  it.each([
    ['money', '1250050', '12500.50', 12500.5],
    ['money', '-700000', '-7000.00', -7000],
    ['time', '2026-11-27T19:30:05.000Z', '28.11.2026 00:30:05', new Date('2026-11-28T00:30:05Z')],
    ['day', '2026-11-27', '27.11.2026', new Date('2026-11-27T00:00:00Z')],
    ['number', 42, '42', 42],
    ['text', '=1+2', "'=1+2", '=1+2'],
    ['text', null, '', null],
    ['money', null, '', null],
  ] as const)('%s %j -> CSV %j, XLSX %j', (kind, value, csv, xlsx) => {
    expect(csvCell(kind, value)).toBe(csv);
    expect(xlsxCell(kind, value)).toEqual(xlsx);
  });
});
