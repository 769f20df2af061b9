import { describe, expect, it } from 'vitest';

import type { Category, Product } from '@/api/catalog';
import { applianceInput, applianceSchema, applianceValuesFor } from '@/features/admin/products/appliance-form';
import {
  bannerMessages,
  categoryGroups,
  clothingInput,
  clothingSchema,
  clothingValuesFor,
  parseTags,
  totalStock,
  withSizeCells,
} from '@/features/admin/products/clothing-form';

const abaya: Product = {
  id: 'prod-abaya',
  title: 'Classic Abaya',
  slug: 'classic-abaya',
  sku: 'AB-1',
  description: 'An everyday abaya in matte crepe.',
  price: 950.5,
  images: ['/media/images/a/1280.jpg'],
  category_id: 'cat-abayas',
  shop_type: 'clothing',
  tags: ['eid'],
  stock: { 'black:m': 3, 'Navy:M': 0, L: 5 },
  colors: [
    { name: 'Black', hex: '#1C1C1E' },
    { name: 'Navy', hex: '#1F2A44' },
  ],
  sizes: ['L', 'M'],
  is_featured: true,
  created_at: '2025-03-01T10:00:00Z',
  version: 7,
};

describe('clothing form values', () => {
  it('reads a product: sizes in option order, counts per colour and size, blank where none is kept', () => {
    const values = clothingValuesFor(abaya);
    expect(values.sizes).toEqual(['M', 'L']);
    expect(values.price).toBe('950.50');
    expect(values.tags).toBe('eid');
    // "black:m" is Black's M in another case; L is kept per size only, so no cell has it.
    expect(values.colors).toEqual([
      { name: 'Black', hex: '#1C1C1E', stock: { M: '3', L: '' } },
      { name: 'Navy', hex: '#1F2A44', stock: { M: '0', L: '' } },
    ]);
  });

  it('gives a newly chosen size a 0 for every colour and leaves existing counts alone', () => {
    const colors = withSizeCells(
      [
        { name: 'Black', hex: '#000000', stock: { M: '4' } },
        { name: 'Navy', hex: '#000080', stock: {} },
      ],
      'M',
    );
    expect(colors.map((color) => color.stock)).toEqual([{ M: '4' }, { M: '0' }]);
  });

  it('builds the PUT body: MVR price, "Colour:Size" keys of chosen sizes only, slug, creation time and version kept', () => {
    const values = clothingValuesFor(abaya);
    const edited = {
      ...values,
      title: '  Classic Abaya, Long ',
      price: '1200.10',
      colors: values.colors.map((color) => ({ ...color, name: ` ${color.name} `, stock: { ...color.stock, L: '2', XL: '9' } })),
      tags: 'eid, , new,EID',
    };
    expect(clothingInput(edited, ['/media/images/b/1280.jpg'], abaya)).toEqual({
      title: 'Classic Abaya, Long',
      slug: 'classic-abaya',
      sku: 'AB-1',
      description: 'An everyday abaya in matte crepe.',
      price: 1200.1,
      images: ['/media/images/b/1280.jpg'],
      category_id: 'cat-abayas',
      shop_type: 'clothing',
      tags: ['eid', 'new'],
      stock: { 'Black:M': 3, 'Black:L': 2, 'Navy:M': 0, 'Navy:L': 2 },
      colors: [
        { name: 'Black', hex: '#1C1C1E' },
        { name: 'Navy', hex: '#1F2A44' },
      ],
      sizes: ['M', 'L'],
      is_featured: true,
      care_instructions: '',
      delivery_notes: '',
      created_at: '2025-03-01T10:00:00Z',
      version: 7,
    });
  });

  it('makes a new product\'s slug from its title and sends no version', () => {
    const input = clothingInput({ ...clothingValuesFor(null), title: 'Crème Brûlée Kaftan!' }, [], null);
    expect(input.slug).toBe('creme-brulee-kaftan');
    expect(input).not.toHaveProperty('version');
    expect(input).not.toHaveProperty('created_at');
  });

  it('refuses two colours of one name, a colon in a name, and a bad hex', () => {
    const result = clothingSchema.safeParse({
      ...clothingValuesFor(abaya),
      colors: [
        { name: 'Black', hex: '#000000', stock: { M: '1', L: '1' } },
        { name: 'black', hex: '#00000', stock: { M: '1', L: '1' } },
        { name: 'Navy:Blue', hex: '#000080', stock: { M: '1', L: '1' } },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['colors.1.name', 'Each color needs its own name'],
      ['colors.1.hex', 'Invalid hex code'],
      ['colors.2.name', 'Color name cannot contain ":"'],
    ]);
  });

  it('lists each problem once, in the order the spec gives', () => {
    const errors = {
      colors: {
        0: { name: { message: 'Color name is required' }, stock: { M: { message: 'Stock is required for every color and size' } } },
        1: { stock: { L: { message: 'Stock is required for every color and size' } } },
        root: { message: 'At least one color is required' },
      },
      sizes: { message: 'Please select at least one size' },
      title: { message: 'Title is required' },
      categoryId: { message: 'Please select a category' },
    };
    expect(bannerMessages(errors)).toEqual([
      'Title is required',
      'Stock is required for every color and size',
      'Please select a category',
      'Please select at least one size',
      'At least one color is required',
      'Color name is required',
    ]);
  });

  it('sums every stock value for the table', () => {
    expect(totalStock({ 'Black:M': 3, 'Navy:L': 4, M: 1 })).toBe(8);
    expect(totalStock({})).toBe(0);
  });

  it('reads comma-separated tags', () => {
    expect(parseTags(' eid ,chiffon,, Eid, new arrival ')).toEqual(['eid', 'chiffon', 'new arrival']);
  });
});

describe('category groups', () => {
  const category = (id: string, parent: string | null, shop: Category['shop_type'], position: number): Category => ({
    id,
    name: id,
    slug: id,
    image_url: null,
    parent_id: parent,
    shop_type: shop,
    position,
  });

  it('puts each shop\'s subcategories under their parents, by position, and leaves out parents without any', () => {
    const categories = [
      category('dresses', 'women', 'clothing', 5),
      category('abayas', 'women', 'clothing', 3),
      category('women', null, 'clothing', 2),
      category('empty-parent', null, 'clothing', 1),
      category('kitchen', 'accessories', 'accessories', 2),
      category('accessories', null, 'accessories', 1),
    ];
    expect(
      categoryGroups(categories, 'clothing').map((group) => [group.parent.id, group.children.map((child) => child.id)]),
    ).toEqual([['women', ['abayas', 'dresses']]]);
    expect(categoryGroups(categories, 'accessories').map((group) => group.children.map((child) => child.id))).toEqual([
      ['kitchen'],
    ]);
  });
});

describe('appliance form values', () => {
  const fan: Product = {
    ...abaya,
    id: 'prod-fan',
    shop_type: 'accessories',
    colors: [],
    sizes: [],
    stock: { default: 6 },
    brand: 'Breeze Line',
    tags: ['summer'],
    care_instructions: 'Wipe clean.',
  };

  it('keeps what the form does not show, drops empty optional text and sends stock under "default"', () => {
    const values = applianceSchema.parse({ ...applianceValuesFor(fan), stock: '4', brand: ' ', model: 'SF-16R' });
    expect(applianceInput(values, [], fan)).toEqual({
      title: 'Classic Abaya',
      slug: 'classic-abaya',
      sku: 'AB-1',
      description: 'An everyday abaya in matte crepe.',
      price: 950.5,
      images: [],
      category_id: 'cat-abayas',
      shop_type: 'accessories',
      tags: ['summer'],
      stock: { default: 4 },
      colors: [],
      sizes: [],
      is_featured: true,
      model: 'SF-16R',
      care_instructions: 'Wipe clean.',
      created_at: '2025-03-01T10:00:00Z',
      version: 7,
    });
  });

  it('reads an appliance without a count as blank stock', () => {
    expect(applianceValuesFor({ ...fan, stock: {} }).stock).toBe('');
  });
});
