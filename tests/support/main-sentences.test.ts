import { describe, expect, it } from 'vitest';
import { mainSentences } from './main-sentences.ts';

const page = (main: string) =>
  `<!doctype html><html><body><header><p>Menu text.</p></header><main>${main}</main></body></html>`;

describe('mainSentences', () => {
  it('reads only <main>, cut into sentences at block boundaries and sentence ends', () => {
    const html = page(
      '<h1>Order flow</h1><p>One sentence <strong>with bold</strong> text. Another one!</p><p>数据很好。第二句</p>',
    );
    expect(mainSentences(html, { skipEnglishBlocks: false })).toEqual([
      'Order flow',
      'One sentence with bold text.',
      'Another one!',
      '数据很好。',
      '第二句',
    ]);
  });

  it('leaves out code, keyboard keys, scripts and hidden text', () => {
    const html = page(
      '<p>Press <kbd>Ctrl</kbd> and open <code>Tools &gt; Options</code>.</p><div hidden>Gone</div><script>x()</script>',
    );
    expect(mainSentences(html, { skipEnglishBlocks: false })).toEqual(['Press and open .']);
  });

  it('leaves out lang="en" fallbacks only when asked', () => {
    const html = page(
      '<p>Deutscher Text.</p><div lang="en"><p>English fallback.</p></div><p lang="en-US">Also English.</p>',
    );
    expect(mainSentences(html, { skipEnglishBlocks: true })).toEqual(['Deutscher Text.']);
    expect(mainSentences(html, { skipEnglishBlocks: false })).toHaveLength(3);
  });

  it('leaves out names and addresses marked translate="no"', () => {
    const html = page('<p>Kunde: <span translate="no">Google User Abc 12</span> seit Montag.</p>');
    expect(mainSentences(html, { skipEnglishBlocks: true })).toEqual(['Kunde: seit Montag.']);
  });
});
