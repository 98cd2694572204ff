import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, tables and own links', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and *em*.\n\n1. one\n2. two\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n[rules](/info/bid-lot)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain('<a href="/info/bid-lot">rules</a>');
  });

  it('opens other sites in a new tab without access to ours', () => {
    expect(renderMarkdown('[x](https://t.me/kimoshdi_uz)')).toContain(
      '<a href="https://t.me/kimoshdi_uz" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['a script', '<script>alert(1)</script>hello', /<script|alert/],
    [
      'an on* attribute',
      '<p onclick="alert(1)">hi</p><img src="/a.png" onerror="alert(1)">',
      /onclick|onerror/,
    ],
    ['a javascript: link', '[x](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">y</a>', /javascript/i],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /iframe|evil/],
    ['a style', '<style>body{display:none}</style><p style="color:red">x</p>', /style|display/],
    ['a form', '<form action="/x"><input name="a"></form>', /form|input/],
    ['an image from another site', '![t](https://tracker.example/p.png)', /img|tracker/],
    ['a protocol-relative image', '<img src="//tracker.example/p.png">', /img|tracker/],
  ])('removes %s', (_name, markdown, banned) => {
    expect(renderMarkdown(markdown)).not.toMatch(banned);
  });

  it('keeps images from our own paths', () => {
    expect(renderMarkdown('![logo](/icons/logo.svg)')).toContain('<img src="/icons/logo.svg" alt="logo" />');
  });
});
