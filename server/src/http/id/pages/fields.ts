import { attributes, html, type SafeHtml } from '../../../lib/html';

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  value?: string;
  error?: string | undefined;
  hint?: string;
  autocomplete?: string;
  inputmode?: 'text' | 'numeric' | 'email' | 'tel';
  maxlength?: number;
  pattern?: string;
  autofocus?: boolean;
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function field(options: FieldOptions): SafeHtml {
  const { name, label, type = 'text', value, error, hint } = options;
  const id = `f-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const input = attributes({
    class: 'id-input',
    id,
    name,
    type,
    required: true,
    // A password is never sent back to the browser.
    value: type === 'password' ? undefined : value,
    autocomplete: options.autocomplete,
    inputmode: options.inputmode,
    maxlength: options.maxlength,
    pattern: options.pattern,
    autofocus: options.autofocus,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': described || undefined,
  });
  return html`<div class="id-field${error ? ' id-field--invalid' : ''}">
    <label class="id-label" for="${id}">${label}</label>
    <input${input} />
    ${hint ? html`<p class="id-hint" id="${id}-hint">${hint}</p>` : null}
    ${error ? html`<p class="id-error" id="${id}-error">${error}</p>` : null}
  </div>`;
}

/** A message above a form: an error (role=alert) or a notice. */
export function alert(kind: 'error' | 'notice', text: string | undefined): SafeHtml | null {
  if (!text) return null;
  return kind === 'error'
    ? html`<p class="id-alert id-alert--error" role="alert">${text}</p>`
    : html`<p class="id-alert id-alert--notice" role="status">${text}</p>`;
}
