/**
 * A tiny HTML builder for the identity pages, the notice e-mails and the unsubscribe page: every
 * interpolated value is escaped unless it is already built markup (a SafeHtml from `html` itself,
 * or `trustedHtml` for the one fragment the provider library hands over). Arrays are joined; null,
 * undefined and false render nothing.
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Safe in element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => ESCAPES[char] ?? char);
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/**
 * ` name="value"` for each attribute with a value; `true` renders the bare name, `false` and
 * undefined nothing. Names come from our code; values are escaped.
 */
export function attributes(values: Record<string, string | number | boolean | undefined>): SafeHtml {
  return new SafeHtml(
    Object.entries(values)
      .map(([name, value]) => {
        if (value === undefined || value === false) return '';
        return value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
      })
      .join(''),
  );
}

/** Markup produced by code we trust (never by a user): passed through as it is. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
