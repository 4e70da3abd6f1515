import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

describe('the pager’s row of pages', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 2)).toEqual([1, 2]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves gaps around the page and its neighbours, keeping the first and last', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-gap', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'start-gap', 4, 5, 6, 'end-gap', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'start-gap', 6, 7, 8, 9, 10]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-gap', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'start-gap', 6, 7, 8, 9, 10]);
  });

  it('keeps the row the same length on every page of a long list', () => {
    const lengths = new Set(Array.from({ length: 40 }, (_, i) => pagerItems(i + 1, 40).length));
    expect(lengths).toEqual(new Set([7]));
  });
});
