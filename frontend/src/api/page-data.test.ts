import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { PAGE_DATA_ELEMENT_ID, readPageData, withPageData } from '@/api/page-data';
import { fakeBaseQueryApi } from '@/test/base-query-api';
import { apiUrl, server } from '@/test/msw-server';

const fakeApi = () => fakeBaseQueryApi();

function carry(data: unknown) {
  const script = document.createElement('script');
  script.id = PAGE_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('withPageData', () => {
  it('answers the first GET the page carries without a request, then asks the server', async () => {
    carry({
      '/products?page=1&per_page=9&shop_type=clothing&sort=newest': { body: [{ id: 'carried' }], total: '15' },
    });
    let requests = 0;
    server.use(
      http.get(apiUrl('/products'), () => {
        requests += 1;
        return HttpResponse.json([{ id: 'from-server' }], { headers: { 'X-Total-Count': '16' } });
      }),
    );
    const query = withPageData(fetchBaseQuery({ baseUrl: new URL('/api', window.location.origin).href }));
    // Parameters in another order are the same request.
    const args = { url: '/products', params: { shop_type: 'clothing', sort: 'newest', per_page: 9, page: 1 } };

    const first = await query(args, fakeApi(), {});
    expect(first.data).toEqual([{ id: 'carried' }]);
    expect(first.meta?.response?.headers.get('x-total-count')).toBe('15');
    expect(requests).toBe(0);

    const second = await query(args, fakeApi(), {});
    expect(second.data).toEqual([{ id: 'from-server' }]);
    expect(second.meta?.response?.headers.get('x-total-count')).toBe('16');
    expect(requests).toBe(1);
  });

  it('asks the server for what the page does not carry, and for writes', async () => {
    carry({ '/categories': { body: [] } });
    server.use(
      http.get(apiUrl('/products/slug/blue-abaya'), () => HttpResponse.json({ id: 'p1' })),
      http.post(apiUrl('/categories'), () => HttpResponse.json({ id: 'new' }, { status: 201 })),
    );
    const query = withPageData(fetchBaseQuery({ baseUrl: new URL('/api', window.location.origin).href }));
    expect((await query('/products/slug/blue-abaya', fakeApi(), {})).data).toEqual({ id: 'p1' });
    expect((await query({ url: '/categories', method: 'POST', body: {} }, fakeApi(), {})).data).toEqual({ id: 'new' });
  });
});

describe('readPageData', () => {
  it('reads nothing from a page without it or with a damaged one', () => {
    expect(readPageData(document).size).toBe(0);
    const script = document.createElement('script');
    script.id = PAGE_DATA_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = '{"/categories": {"body": [';
    document.head.append(script);
    expect(readPageData(document).size).toBe(0);
    expect(readPageData(undefined).size).toBe(0);
  });
});
