import { describe, expect, it } from 'vitest';
import { jsonForScript } from './escape';
import { headTags, insertHead } from './head-tags';

describe('jsonForScript', () => {
  it('cannot end its script element, and parses back to the same value', () => {
    const value = { name: `</script><script>alert(1)</script> <!-- "q" 'a' & \u2028` };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('headTags and insertHead', () => {
  const context = { lang: 'ru' as const, origin: 'https://kimoshdi.uz' };
  const head = {
    title: `A "b" <i> $& $'`,
    description: 'd',
    canonicalPath: '/lot-list?i=4',
    type: 'website' as const,
    jsonLd: [{ name: '</script>' }],
  };

  it('escapes every value and names the alternates with ?lang=', () => {
    const tags = headTags(head, context);
    expect(tags).toContain('<title>A &quot;b&quot; &lt;i&gt; $&amp; $&#39;</title>');
    expect(tags).toContain('<link rel="canonical" href="https://kimoshdi.uz/lot-list?i=4">');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="uz-Cyrl" href="https://kimoshdi.uz/lot-list?i=4&amp;lang=uz-Cyrl">',
    );
    expect(tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://kimoshdi.uz/lot-list?i=4">',
    );
    expect(tags).toContain('<meta property="og:url" content="https://kimoshdi.uz/lot-list?i=4&amp;lang=ru">');
    expect(tags).not.toContain('</script><');
  });

  it("replaces the build's title and description, and takes `$` patterns as text", () => {
    const built =
      '<html><head><meta name="description" content="x" />\n<title>Kimoshdi</title>\n</head></html>';
    const html = insertHead(built, headTags(head, context));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('$&amp; $&#39;</title>');
    expect(html.endsWith('</head></html>')).toBe(true);
  });
});
