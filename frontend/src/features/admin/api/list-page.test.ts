import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { filteredListParams, strictPageOf } from '@/features/admin/api/list-page';

describe('filteredListParams', () => {
  it('sends the page, its size and the filters that are set, the search trimmed', () => {
    expect(filteredListParams({ page: 2, status: 'shipped', q: ' 777 ' }, 20)).toEqual({
      page: 2,
      per_page: 20,
      status: 'shipped',
      q: '777',
    });
  });

  it('leaves out filters that are not set', () => {
    expect(filteredListParams({ page: 1, status: undefined, q: '   ' }, 20)).toEqual({ page: 1, per_page: 20 });
  });
});

describe('strictPageOf', () => {
  const readPage = strictPageOf(z.array(z.object({ id: z.string() })));

  it('reads the total from X-Total-Count, or counts the page without one', () => {
    expect(readPage([{ id: 'a' }], new Headers({ 'X-Total-Count': '41' }))).toEqual({ items: [{ id: 'a' }], total: 41 });
    expect(readPage([{ id: 'a' }], undefined)?.total).toBe(1);
  });

  it('says the count stopped when X-Total-Capped is true', () => {
    expect(readPage([{ id: 'a' }], new Headers({ 'X-Total-Count': '10000', 'X-Total-Capped': 'true' }))).toEqual({
      items: [{ id: 'a' }],
      total: 10000,
      capped: true,
    });
    expect(readPage([{ id: 'a' }], new Headers({ 'X-Total-Count': '41', 'X-Total-Capped': 'false' }))).toEqual({
      items: [{ id: 'a' }],
      total: 41,
    });
  });

  it('refuses a body that is not a list of the items', () => {
    expect(readPage({ error: 'x' }, undefined)).toBeNull();
    expect(readPage([{ id: 1 }], undefined)).toBeNull();
  });
});
