import { describe, expect, it } from 'vitest';
import { withoutFeatured } from './featured-once.ts';

describe('withoutFeatured', () => {
  it("leaves the featured block's posts out of the list, keeping the order", () => {
    expect(withoutFeatured([{ id: 5 }, { id: 4 }, { id: 3 }, { id: 2 }], [{ id: 4 }, { id: 2 }])).toEqual([
      { id: 5 },
      { id: 3 },
    ]);
  });

  it('keeps the list as it is without a featured block', () => {
    const posts = [{ id: 1 }];
    expect(withoutFeatured(posts, [])).toBe(posts);
  });
});
