import { describe, expect, it } from 'vitest';

import {
  applianceListingHref,
  applianceProductQuery,
  changeApplianceListing,
  changeClothingListing,
  clearClothingFilters,
  clothingListingHref,
  clothingProductQuery,
  itemCountLabel,
  pageCount,
  parsePriceBound,
  readApplianceListing,
  readClothingListing,
  type ClothingListing,
} from '@/features/catalog/listing-params';

const read = (query: string, routeCategory?: string) => readClothingListing(new URLSearchParams(query), routeCategory);

const EMPTY: ClothingListing = {
  categories: [],
  sizes: [],
  colors: [],
  min: undefined,
  max: undefined,
  sort: 'newest',
  page: 1,
  q: '',
  sale: false,
};

describe('parsePriceBound', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['0', 0],
    ['250', 250],
    [' 1000 ', 1000],
    ['99.90', 99],
    ['12abc', 12],
    ['abc', undefined],
    ['-5', undefined],
  ])('reads %j as %s', (text, bound) => {
    expect(parsePriceBound(text)).toBe(bound);
  });
});

describe('readClothingListing', () => {
  it('is everything, newest first, page 1, when the address says nothing', () => {
    expect(read('')).toEqual(EMPTY);
  });

  it('reads every filter, the sort, the page and the search', () => {
    expect(read('category=dresses,abayas&sizes=l,M&colors=navy,Black&min=300&max=1000&sort=price-asc&page=2&q=%20abaya%20&sale=1')).toEqual({
      categories: ['abayas', 'dresses'],
      sizes: ['M', 'L'],
      colors: ['Black', 'Navy'],
      min: 300,
      max: 1000,
      sort: 'price-asc',
      page: 2,
      q: 'abaya',
      sale: true,
    });
  });

  it('ignores what it does not know', () => {
    expect(read('sizes=XXXL,M&colors=Purple&sort=name&page=-3&min=lots')).toEqual({ ...EMPTY, sizes: ['M'] });
    expect(read('page=1.5').page).toBe(1);
  });

  it("takes the route's category on /categories/:slug", () => {
    expect(read('category=dresses&sizes=M', 'abayas')).toMatchObject({ categories: ['abayas'], sizes: ['M'] });
  });
});

describe('clothingListingHref', () => {
  it('is /shop with nothing chosen', () => {
    expect(clothingListingHref(EMPTY)).toBe('/shop');
  });

  it('stays on /shop when one category is ticked there', () => {
    expect(clothingListingHref({ ...EMPTY, categories: ['abayas'], sizes: ['M'], page: 2 })).toBe(
      '/shop?category=abayas&sizes=M&page=2',
    );
  });

  it("keeps a category's own page while its category alone is chosen, and goes to /shop otherwise", () => {
    expect(clothingListingHref({ ...EMPTY, categories: ['abayas'], sizes: ['M'], page: 2 }, 'abayas')).toBe(
      '/categories/abayas?sizes=M&page=2',
    );
    expect(clothingListingHref({ ...EMPTY, categories: ['abayas', 'dresses'] }, 'abayas')).toBe(
      '/shop?category=abayas%2Cdresses',
    );
    expect(clothingListingHref({ ...EMPTY, categories: ['dresses'] }, 'abayas')).toBe('/shop?category=dresses');
    expect(clothingListingHref(EMPTY, 'abayas')).toBe('/shop');
  });

  it('lists several categories on /shop, leaving defaults out', () => {
    expect(
      clothingListingHref({
        ...EMPTY,
        categories: ['abayas', 'dresses'],
        colors: ['Black', 'Navy'],
        min: 0,
        max: 900,
        sort: 'price-desc',
        q: 'linen',
      }),
    ).toBe('/shop?q=linen&category=abayas%2Cdresses&colors=Black%2CNavy&min=0&max=900&sort=price-desc');
  });

  it('reads back what it wrote', () => {
    const listing: ClothingListing = {
      categories: ['dresses', 'kaftans'],
      sizes: ['S', 'XL'],
      colors: ['Pink'],
      min: 100,
      max: undefined,
      sort: 'price-asc',
      page: 3,
      q: 'tiered maxi',
      sale: true,
    };
    const url = new URL(clothingListingHref(listing), 'http://shop.test');
    expect(readClothingListing(url.searchParams)).toEqual(listing);
  });
});

describe('changing the clothing listing', () => {
  const onPage3: ClothingListing = { ...EMPTY, sizes: ['M'], page: 3 };

  it.each([
    ['a category', { categories: ['abayas'] }],
    ['a size', { sizes: ['M', 'L'] }],
    ['a colour', { colors: ['Black'] }],
    ['the lowest price', { min: 200 }],
    ['the highest price', { max: 800 }],
    ['the sort', { sort: 'price-asc' as const }],
    ['the search', { q: 'abaya' }],
  ])('goes back to page 1 when %s changes', (_what, change) => {
    expect(changeClothingListing(onPage3, change)).toMatchObject({ ...change, page: 1 });
  });

  it('keeps lists in their canonical order', () => {
    expect(changeClothingListing(EMPTY, { sizes: ['XL', 'S'], colors: ['Gray', 'Black'] })).toMatchObject({
      sizes: ['S', 'XL'],
      colors: ['Black', 'Gray'],
    });
  });

  it('Clear All drops every filter but keeps the sort and the search', () => {
    const busy: ClothingListing = {
      categories: ['abayas'],
      sizes: ['M'],
      colors: ['Black'],
      min: 1,
      max: 2,
      sort: 'price-desc',
      page: 2,
      q: 'abaya',
    };
    expect(clearClothingFilters(busy)).toEqual({ ...EMPTY, sort: 'price-desc', q: 'abaya' });
  });
});

describe('clothingProductQuery', () => {
  it('asks the server for one page of 9 clothing products', () => {
    expect(clothingProductQuery({ ...EMPTY, categories: ['abayas'], sizes: ['M'], min: 500, page: 2, q: 'x' })).toEqual({
      shopType: 'clothing',
      categories: ['abayas'],
      sizes: ['M'],
      colors: [],
      minPrice: 500,
      maxPrice: undefined,
      q: 'x',
      sort: 'newest',
      page: 2,
      perPage: 9,
    });
  });
});

describe('the appliances listing', () => {
  it('reads only category, sort, page and sale', () => {
    expect(readApplianceListing(new URLSearchParams('category=Cooling-Fans&sort=name&page=2&sizes=M&q=fan&sale=1'))).toEqual({
      category: 'cooling-fans',
      sort: 'name',
      page: 2,
      sale: true,
    });
    expect(readApplianceListing(new URLSearchParams('sort=cheapest&sale=yes'))).toEqual({
      category: undefined,
      sort: 'newest',
      page: 1,
      sale: false,
    });
  });

  it('writes them back, leaving defaults out', () => {
    expect(applianceListingHref({ category: undefined, sort: 'newest', page: 1 })).toBe('/accessories');
    expect(applianceListingHref({ category: 'personal-care', sort: 'price-desc', page: 2 })).toBe(
      '/accessories?category=personal-care&sort=price-desc&page=2',
    );
    expect(applianceListingHref({ category: 'cooling-fans', sort: 'newest', page: 1, sale: true })).toBe(
      '/accessories?category=cooling-fans&sale=1',
    );
    expect(applianceListingHref({ category: undefined, sort: 'newest', page: 1, sale: false })).toBe('/accessories');
  });

  it('goes back to page 1 when the category, the sort or the Sale filter changes, keeping the rest', () => {
    const onPage2 = { category: 'kitchen-appliances', sort: 'newest' as const, page: 2 };
    expect(changeApplianceListing(onPage2, { category: undefined })).toEqual({
      category: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(changeApplianceListing(onPage2, { sort: 'name' })).toEqual({
      category: 'kitchen-appliances',
      sort: 'name',
      page: 1,
    });
    const onSale = changeApplianceListing(onPage2, { sale: true });
    expect(onSale).toEqual({ category: 'kitchen-appliances', sort: 'newest', page: 1, sale: true });
    expect(changeApplianceListing(onSale, { category: 'cooling-fans' })).toMatchObject({ category: 'cooling-fans', sale: true });
  });

  it('asks the server for one page of 12 appliances', () => {
    expect(applianceProductQuery({ category: 'cooling-fans', sort: 'name', page: 1 })).toEqual({
      shopType: 'accessories',
      categories: ['cooling-fans'],
      sort: 'name',
      page: 1,
      perPage: 12,
    });
    expect(applianceProductQuery({ category: undefined, sort: 'newest', page: 2, sale: true })).toEqual({
      shopType: 'accessories',
      categories: [],
      onSale: true,
      sort: 'newest',
      page: 2,
      perPage: 12,
    });
  });

  it('counts "1 item" and "N items"', () => {
    expect(itemCountLabel(0)).toBe('0 items');
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(12)).toBe('12 items');
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [18, 2],
    [19, 3],
  ])('%i products make %i page(s) of 9', (total, pages) => {
    expect(pageCount(total, 9)).toBe(pages);
  });
});
