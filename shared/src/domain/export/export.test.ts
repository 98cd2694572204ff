import { describe, expect, it } from 'vitest';
import { contentDisposition, exportFileName, fileStamp } from './file-name';
import { guardFormula } from './formula-guard';

describe('guardFormula', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+998901234567', "'+998901234567"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Toshkent', 'Toshkent'],
    ['', ''],
    ["'quoted", "'quoted"],
    ['a=b', 'a=b'],
  ])('%j -> %j', (input, output) => {
    expect(guardFormula(input)).toBe(output);
  });
});

describe('exportFileName', () => {
  const at = new Date('2026-11-27T12:05:09Z');

  it('stamps Tashkent time', () => {
    expect(fileStamp(at)).toBe('2026-11-27_17-05');
    expect(fileStamp(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01_00-00');
  });

  it('names the list, the filter and the time', () => {
    const name = exportFileName({
      list: 'operator-refunds',
      title: 'Возвраты средств',
      filter: { status: 'pending', state: undefined },
      format: 'csv',
      at,
    });
    expect(name).toEqual({
      ascii: 'kimoshdi_operator-refunds_status-pending_2026-11-27_17-05.csv',
      utf8: 'Возвраты средств_status-pending_2026-11-27_17-05.csv',
    });
  });

  it('keeps whatever a filter holds out of the header', () => {
    const name = exportFileName({
      list: 'payments',
      title: 'a/b:"c"\r\n',
      filter: { status: '"; filename=evil.exe' },
      format: 'xlsx',
      at,
    });
    expect(name.ascii).toBe('kimoshdi_payments_status-filename-evil-exe_2026-11-27_17-05.xlsx');
    expect(contentDisposition(name)).not.toMatch(/[\r\n]/);
  });

  it('writes both names, the UTF-8 one percent-encoded', () => {
    const header = contentDisposition({ ascii: 'a.csv', utf8: "To'lovlar (1).csv" });
    expect(header).toBe(`attachment; filename="a.csv"; filename*=UTF-8''To%27lovlar%20%281%29.csv`);
  });
});
