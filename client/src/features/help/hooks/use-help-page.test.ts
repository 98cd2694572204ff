import { describe, expect, it } from 'vitest';
import { toHelpPageContent } from './use-help-page';

describe('toHelpPageContent', () => {
  it('reads a complete page', () => {
    const page = {
      title: 'T',
      lead: 'L',
      sections: [
        { heading: 'H', paragraphs: ['p1', 'p2'], steps: ['s1'] },
        { heading: 'H2', paragraphs: [] },
      ],
    };
    expect(toHelpPageContent(page)).toEqual(page);
  });

  it.each([undefined, null, 'pages.participating', {}, { title: '' }, { title: 5 }])(
    'treats %s as missing',
    (value) => {
      expect(toHelpPageContent(value)).toBeNull();
    },
  );

  it('drops malformed parts instead of failing', () => {
    expect(
      toHelpPageContent({ title: 'T', sections: [null, { heading: 1, paragraphs: 'x', steps: [] }] }),
    ).toEqual({ title: 'T', lead: '', sections: [{ heading: '', paragraphs: [] }] });
  });
});
