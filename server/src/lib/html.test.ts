import { describe, expect, it } from 'vitest';
import { attributes, escapeHtml, html, trustedHtml } from './html';

/** Prettier re-indents `html` templates: compare without the line breaks it adds. */
const flat = (markup: { value: string }) => markup.value.replace(/\s*\n\s*/g, '');

describe('escapeHtml', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y' \`z\``)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39; &#96;z&#96;',
    );
  });

  it('leaves ordinary text, Cyrillic and the Uzbek apostrophe alone', () => {
    expect(escapeHtml("Ro'yxatdan o'tish — Регистрация")).toBe('Ro&#39;yxatdan o&#39;tish — Регистрация');
    expect(escapeHtml('Ўзбекча')).toBe('Ўзбекча');
  });
});

describe('html', () => {
  it('escapes interpolated values in content and attributes', () => {
    const name = '"><img src=x onerror=alert(1)>';
    expect(
      flat(
        html`<input value="${name}" />
          <p>${name}</p>`,
      ),
    ).toBe(
      '<input value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" /><p>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('nests built markup without escaping it twice', () => {
    const item = (text: string) => html`<li>${text}</li>`;
    expect(
      flat(
        html`<ul>
          ${['a<b', 'c&d'].map(item)}
        </ul>`,
      ),
    ).toBe('<ul><li>a&lt;b</li><li>c&amp;d</li></ul>');
  });

  it('renders nothing for null, undefined and false, and numbers as text', () => {
    expect(html`[${null}${undefined}${false}${0}${12}]`.value).toBe('[012]');
  });

  it('builds attributes: values escaped, true bare, false and undefined left out', () => {
    expect(
      attributes({ value: 'a"b<c', required: true, autofocus: false, pattern: undefined, maxlength: 6 })
        .value,
    ).toBe(' value="a&quot;b&lt;c" required maxlength="6"');
  });

  it('passes trusted markup through', () => {
    expect(html`<div>${trustedHtml('<form id="f"></form>')}</div>`.value).toBe(
      '<div><form id="f"></form></div>',
    );
  });
});
