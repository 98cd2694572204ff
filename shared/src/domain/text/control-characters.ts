/**
 * Control characters in typed text: never meant by a person, refused by PostgreSQL (U+0000) or
 * invisible in what others read (escape sequences, backspaces). Multi-line text keeps its tabs and
 * line breaks; a one-line field has no use for any of them.
 */
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** The issue message of a refused control character (client forms can tell it apart). */
export const CONTROL_CHARACTERS = 'CONTROL_CHARACTERS';

export interface TextKind {
  /** Tab, line feed and carriage return are allowed (a message, a reason). */
  multiline?: boolean;
}

export function isCleanText(text: string, { multiline = false }: TextKind = {}): boolean {
  return (multiline ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).test(text);
}

/** Whether any string in a parsed JSON value (keys included) breaks the one-line rule. */
export function hasControlText(value: unknown): boolean {
  if (typeof value === 'string') return !isCleanText(value);
  if (Array.isArray(value)) return value.some(hasControlText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => !isCleanText(key) || hasControlText(item));
  }
  return false;
}
