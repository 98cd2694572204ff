import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_FILE_NAME_LENGTH, splitExtension, withExtension } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['uy.jpg', 'uy.jpg'],
    ['C:\\Users\\ali\\Desktop\\uy.jpg', 'uy.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['  hujjat   nusxa .pdf ', 'hujjat nusxa .pdf'],
    ['a\u0000b\u001fc.pdf', 'abc.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['Договор №5.docx', 'Договор №5.docx'],
    ['cafe\u0301.png', 'café.png'],
    ['', 'file'],
    ['..', 'file'],
    ['dir/', 'file'],
  ])('%j -> %j', (raw, expected) => {
    expect(cleanFileName(raw)).toBe(expected);
  });

  it('shortens a long name and keeps its extension', () => {
    const name = cleanFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('x.pdf')).toBe(true);
  });
});

describe('splitExtension', () => {
  it.each([
    ['report.final.PDF', { stem: 'report.final', ext: '.PDF' }],
    ['.bashrc', { stem: '.bashrc', ext: '' }],
    ['noext', { stem: 'noext', ext: '' }],
    ['trailing.', { stem: 'trailing.', ext: '' }],
  ])('%s', (name, expected) => {
    expect(splitExtension(name)).toEqual(expected);
  });
});

describe('withExtension', () => {
  it.each([
    ['photo.png', 'jpg', 'photo.jpg'],
    ['photo.JPEG', 'jpg', 'photo.JPEG'],
    ['photo.jpg', 'jpg', 'photo.jpg'],
    ['scan.jpg', 'pdf', 'scan.pdf'],
    ['Act No. 5', 'pdf', 'Act No. 5.pdf'],
    ['noext', 'docx', 'noext.docx'],
  ])('%s as %s -> %s', (name, ext, expected) => {
    expect(withExtension(name, ext)).toBe(expected);
  });
});
