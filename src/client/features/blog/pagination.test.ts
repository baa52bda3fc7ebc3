import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.ts';

describe('pageItems (SPEC §9 windowed pagination)', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [6, 10, [1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [1, 8, [1, 2, 3, 4, 5, 'ellipsis-end', 8]],
    [5, 8, [1, 'ellipsis-start', 4, 5, 6, 7, 8]],
  ])('page %i of %i', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });
});
