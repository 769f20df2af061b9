import { describe, expect, it } from 'vitest';

import { adminPath, adminPlaceOf } from '@/features/admin/ui/admin-addresses';

describe('the admin addresses', () => {
  it.each([
    ['/admin', { section: 'dashboard', item: null }],
    ['/admin/', { section: 'dashboard', item: null }],
    ['/admin/orders', { section: 'orders', item: null }],
    ['/admin/orders/RB-M5D4RUO0-7KQ2', { section: 'orders', item: 'RB-M5D4RUO0-7KQ2' }],
    ['/admin/tailoring/TR-ABC-1234', { section: 'tailoring', item: 'TR-ABC-1234' }],
    ['/admin/products/new', { section: 'products', item: 'new' }],
    ['/admin/appliances/prod-17', { section: 'appliances', item: 'prod-17' }],
    ['/admin/appliance-categories/acc-cat-2', { section: 'appliance-categories', item: 'acc-cat-2' }],
    ['/admin/categories/cat%20x', { section: 'categories', item: 'cat x' }],
    ['/admin/settings', { section: 'settings', item: null }],
  ])('%s is %o', (path, place) => {
    expect(adminPlaceOf(path)).toEqual(place);
  });

  it.each([
    '/shop',
    '/admin/dashboard',
    '/admin/no-such-section',
    '/admin/settings/telegram',
    '/admin/geography/Addu',
    '/admin/orders/RB-1/more',
    '/admin/orders/%E0%A4%A',
    '/admin/constructor',
    '/admin/__proto__',
  ])('%s is no view of the admin', (path) => {
    expect(adminPlaceOf(path)).toBeNull();
  });

  it('writes each view back to the address it is read from', () => {
    expect(adminPath('dashboard')).toBe('/admin');
    expect(adminPath('orders')).toBe('/admin/orders');
    expect(adminPath('orders', 'RB-M5D4RUO0-7KQ2')).toBe('/admin/orders/RB-M5D4RUO0-7KQ2');
    expect(adminPath('categories', 'a/b?c')).toBe('/admin/categories/a%2Fb%3Fc');
    expect(adminPlaceOf(adminPath('categories', 'a/b?c'))).toEqual({ section: 'categories', item: 'a/b?c' });
  });
});
