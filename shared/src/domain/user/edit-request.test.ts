import { describe, expect, it } from 'vitest';
import { editRequestChanges, type EditRequestCheck, type VerifiedFields } from './edit-request';

const current: VerifiedFields = { full_name: 'Dilnoza Karimova', pinfl: '31234567890123', stir: null };

const cases: [string, Parameters<typeof editRequestChanges>[1], EditRequestCheck][] = [
  [
    'a new surname',
    { full_name: 'Dilnoza  Rahimova ' },
    { ok: true, changes: { full_name: 'Dilnoza Rahimova' } },
  ],
  [
    'the same name is no change',
    { full_name: ' Dilnoza Karimova' },
    { ok: false, code: 'EDIT_REQUEST_NO_CHANGE' },
  ],
  ['nothing typed', {}, { ok: false, code: 'EDIT_REQUEST_NO_CHANGE' }],
  [
    'empty fields keep the values',
    { full_name: '', pinfl: '  ' },
    { ok: false, code: 'EDIT_REQUEST_NO_CHANGE' },
  ],
  [
    'a PINFL typed in groups',
    { pinfl: '3123 4567-890124' },
    { ok: true, changes: { pinfl: '31234567890124' } },
  ],
  ['a PINFL of 13 digits', { pinfl: '3123456789012' }, { ok: false, code: 'VALIDATION', field: 'pinfl' }],
  ['a PINFL with a letter', { pinfl: '3123456789012a' }, { ok: false, code: 'VALIDATION', field: 'pinfl' }],
  ['a first STIR', { stir: '123 456 789' }, { ok: true, changes: { stir: '123456789' } }],
  ['a STIR of 14 digits', { stir: '31234567890123' }, { ok: false, code: 'VALIDATION', field: 'stir' }],
  ['a name without letters', { full_name: '123 456' }, { ok: false, code: 'VALIDATION', field: 'full_name' }],
  ['a name too short', { full_name: 'Al' }, { ok: false, code: 'VALIDATION', field: 'full_name' }],
  [
    'two fields, one unchanged',
    { full_name: 'Dilnoza Karimova', pinfl: '41234567890123' },
    { ok: true, changes: { pinfl: '41234567890123' } },
  ],
  [
    'a bad field among good ones',
    { full_name: 'Dilnoza Rahimova', stir: '12' },
    { ok: false, code: 'VALIDATION', field: 'stir' },
  ],
];

describe('editRequestChanges', () => {
  it.each(cases)('%s', (_name, wanted, expected) => {
    expect(editRequestChanges(current, wanted)).toEqual(expected);
  });
});
