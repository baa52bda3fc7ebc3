import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown.ts';

describe('markdownToSafeHtml', () => {
  it('keeps the language of a quote in another language (WCAG 3.1.2), and only a shop language', () => {
    const html = markdownToSafeHtml(
      'Zum Beispiel „<span lang="en">Machine limit reached.</span>“ und <q lang="xx" onclick="x()">hm</q>',
      { topHeading: 3 },
    );
    expect(html).toContain('„<span lang="en">Machine limit reached.</span>“');
    expect(html).not.toContain('xx');
    expect(html).not.toContain('onclick');
  });
});
