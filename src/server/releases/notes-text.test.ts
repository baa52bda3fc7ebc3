import { describe, expect, it } from 'vitest';
import { notesExcerpt } from './notes-text.ts';

describe('release notes as e-mail text', () => {
  it('drops Markdown marks and keeps the words, list dashes and link texts', () => {
    expect(
      notesExcerpt(
        '# 2.0\r\n\r\n* **Faster** _footprint_ with `GPU` bars\n+ ~~Old~~ [New docs](https://x.test) <b>now</b>\n\n\n> snake_case_name stays',
      ),
    ).toBe('2.0\n\n- Faster footprint with GPU bars\n- Old New docs now\n\nsnake_case_name stays');
  });

  it('cuts long notes at a word, within the limit, with an ellipsis', () => {
    const excerpt = notesExcerpt('word '.repeat(300), 600);
    expect(excerpt.length).toBeLessThanOrEqual(601);
    expect(excerpt).toMatch(/word…$/);
    expect(notesExcerpt('short', 600)).toBe('short');
  });
});
