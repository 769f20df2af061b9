import { describe, expect, it } from 'vitest';

import { visiblePages } from '@/features/catalog/components/pagination';

describe('visiblePages', () => {
  it('shows every page up to 7', () => {
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the neighbours of the current page beyond that', () => {
    expect(visiblePages(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(visiblePages(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});
