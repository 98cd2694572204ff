/**
 * File names as people gave them, made safe to store and show: no folders, no control or
 * direction-changing characters (which can disguise `exe.pdf` as `fdp.exe`), one form of Unicode,
 * at most 200 characters. The served name carries the extension of the type the bytes are.
 */
export const MAX_FILE_NAME_LENGTH = 200;

// C0 and C1 controls, DEL, and the bidirectional marks and overrides.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The last path segment, cleaned; `fallback` when nothing is left. */
export function cleanFileName(raw: string, fallback = 'file'): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  // A name of dots alone (".", "..") says nothing and looks like a path.
  if (cleaned === '' || /^\.+$/.test(cleaned)) return fallback;
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const { stem, ext } = splitExtension(cleaned);
  const keep = ext && ext.length < 20 ? ext : '';
  return `${stem.slice(0, MAX_FILE_NAME_LENGTH - keep.length).trimEnd()}${keep}`;
}

/** `report.final.PDF` -> stem `report.final`, ext `.PDF`; a leading dot is not an extension. */
export function splitExtension(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { stem: name, ext: '' };
  return { stem: name.slice(0, dot), ext: name.slice(dot) };
}

/** The name with the extension of what the file is: `photo.png` as a JPEG -> `photo.jpg`. */
export function withExtension(name: string, ext: string): string {
  const { stem, ext: current } = splitExtension(name);
  if (current.toLowerCase() === `.${ext}` || (ext === 'jpg' && current.toLowerCase() === '.jpeg'))
    return name;
  // Only a short, letters-and-digits tail is an extension to replace: "Act No. 5" keeps its dot.
  const base = /^\.[a-z0-9]{1,5}$/i.test(current) ? stem : name;
  return `${base}.${ext}`;
}
