import { describe, expect, it } from 'vitest';
import { withoutBootShell } from './boot-shell';

const page = (body: string) =>
  `<html><body>\n    <noscript>JS</noscript>${body}\n    <div id="root"></div></body></html>`;

describe('withoutBootShell', () => {
  it.each([
    [
      'the bar and its closing comment',
      page(
        '\n    <div id="boot-shell" class="boot-shell" aria-hidden="true">\n      <div class="navbar__top"><div></div></div>\n    </div>\n    <!-- /boot-shell -->',
      ),
      page(''),
    ],
    ['a page without the bar, as it is', page(''), page('')],
  ])('takes away %s', (_case, html, expected) => {
    expect(withoutBootShell(html)).toBe(expected);
  });

  it('leaves the app root and what follows the bar', () => {
    const html = page('<div id="boot-shell"><span>K</span></div><!-- /boot-shell --><p>after</p>');
    expect(withoutBootShell(html)).toBe(page('<p>after</p>'));
  });
});
