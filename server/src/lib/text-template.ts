/**
 * A text with `{{name}}` placeholders, split once so that filling it is a join.
 *
 * The server words a text for every outbid notice, refusal and message it writes, and i18next's
 * `t()` spends ~20 µs and several kB a call on it (it copies its options and builds its regular
 * expressions each time): on a morning of 200 lots that is hundreds of calls a second on the bids'
 * event loop, and garbage the young generation keeps (issue 25, the sixteenth pass). Our texts use
 * only plain placeholders, so a text is compiled once and filled as i18next would fill it:
 *
 * | placeholder's value         | filled with                                        |
 * | --------------------------- | -------------------------------------------------- |
 * | a string                    | the string, as it is (no escaping, no re-reading)  |
 * | a number, a boolean         | `String(value)`                                    |
 * | `null`                      | nothing                                            |
 * | passed as `undefined`       | nothing                                            |
 * | not passed                  | the placeholder itself, `{{name}}`                 |
 *
 * A text that uses any other i18next feature (nesting `$t(...)`, formats `{{x, fmt}}`, unescaped
 * `{{- x}}`, deep names `{{a.b}}`) does not compile, and stays with i18next.
 */

/** Literal parts at even indexes, placeholder names at odd ones. */
export type TextTemplate = readonly string[];

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const PLAIN_NAME = /^[A-Za-z_$][\w$]*$/;

/** The text split at its placeholders, or `null` when it needs more than plain ones. */
export function compileTemplate(text: string): TextTemplate | null {
  if (text.includes('$t(')) return null;
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? '').trim();
    if (!PLAIN_NAME.test(name)) return null;
    parts.push(text.slice(from, match.index), name);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** The template with `params` in its placeholders (see the table above). */
export function fillTemplate(
  template: TextTemplate,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  let text = template[0] ?? '';
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i] as string;
    const value = params?.[name];
    if (value === undefined) {
      text += params && Object.hasOwn(params, name) ? '' : `{{${name}}}`;
    } else {
      text += value === null ? '' : String(value);
    }
    text += template[i + 1] ?? '';
  }
  return text;
}
