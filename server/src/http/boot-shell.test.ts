import { describe, expect, it } from 'vitest';
import { withoutBootShell } from './boot-shell';

/** index.html's body, with what comes after the app's root (client/index.html). */
const page = (afterRoot: string) =>
  `<html><body>\n    <noscript>JS</noscript>\n    <div id="root"></div>${afterRoot}\n    <script type="module"></script></body></html>`;

describe('withoutBootShell', () => {
  it.each([
    [
      'the bar and its closing comment',
      page(
        '\n    <div id="boot-shell" aria-hidden="true">\n      <div class="navbar__top"><div></div></div>\n    </div>\n    <!-- /boot-shell -->',
      ),
      page(''),
    ],
    ['nothing from a page without the bar', page(''), page('')],
  ])('takes away %s', (_case, html, expected) => {
    expect(withoutBootShell(html)).toBe(expected);
  });

  it('leaves the app root and what follows the bar', () => {
    const html = page('<div id="boot-shell"><span>K</span></div><!-- /boot-shell --><p>after</p>');
    expect(withoutBootShell(html)).toBe(page('<p>after</p>'));
  });
});
