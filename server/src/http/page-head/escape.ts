/**
 * Every value the server writes into a page's head comes from data (lot names, help pages' titles):
 * attributes and text are HTML-escaped, and JSON-LD is serialised so that nothing in it can end its
 * <script> element or open a comment.
 */
export { escapeHtml } from '../../lib/html';

/** `<`, `>` and `&` as \u escapes (still the same JSON), and the two line separators JavaScript once refused. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    SCRIPT_UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
