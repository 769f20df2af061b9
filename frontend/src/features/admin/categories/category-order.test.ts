import { describe, expect, it } from 'vitest';

import type { Category } from '@/api/catalog';
import { SAMPLE_CATEGORIES } from '@/api/sample-catalog';
import {
  applianceCategories,
  applianceParent,
  clothingTree,
  moveCategory,
  nextPosition,
} from '@/features/admin/categories/category-order';
import { CLOTHING_CATEGORIES_IN_ORDER } from '@/test/sample-categories';

function category(id: string, position: number, extra: Partial<Category> = {}): Category {
  return {
    id,
    name: id,
    slug: id,
    image_url: null,
    parent_id: 'top',
    shop_type: 'clothing',
    position,
    ...extra,
  };
}

const names = (list: readonly Category[]) => list.map((entry) => entry.name);

describe('moveCategory', () => {
  const list = [category('a', 5), category('b', 7), category('c', 9), category('d', 12)];

  it('moves a category up and numbers the whole list from 0 (clothing)', () => {
    const reorder = moveCategory(list, 'c', 'a', 0);

    expect(names(reorder?.order ?? [])).toEqual(['c', 'a', 'b', 'd']);
    expect(reorder?.placements).toEqual([
      { id: 'c', position: 0 },
      { id: 'a', position: 1 },
      { id: 'b', position: 2 },
      { id: 'd', position: 3 },
    ]);
  });

  it('moves a category down and numbers the whole list from 1 (appliances)', () => {
    const reorder = moveCategory(list, 'a', 'c', 1);

    expect(reorder?.placements).toEqual([
      { id: 'b', position: 1 },
      { id: 'c', position: 2 },
      { id: 'a', position: 3 },
      { id: 'd', position: 4 },
    ]);
    expect(reorder?.order.map((entry) => entry.position)).toEqual([1, 2, 3, 4]);
  });

  it('changes nothing when dropped where it was, outside the list, or for an unknown id', () => {
    expect(moveCategory(list, 'b', 'b', 0)).toBeNull();
    expect(moveCategory(list, 'b', null, 0)).toBeNull();
    expect(moveCategory(list, 'x', 'a', 0)).toBeNull();
    expect(moveCategory(list, 'a', 'x', 0)).toBeNull();
  });

  it('leaves the list it was given as it was', () => {
    moveCategory(list, 'd', 'a', 0);

    expect(names(list)).toEqual(['a', 'b', 'c', 'd']);
    expect(list.map((entry) => entry.position)).toEqual([5, 7, 9, 12]);
  });
});

describe('clothingTree', () => {
  it('gives the sample parent and its subcategories by position', () => {
    const { parents, childrenOf } = clothingTree(SAMPLE_CATEGORIES);

    expect(names(parents)).toEqual(['Clothing']);
    expect(names(childrenOf.get('cat-clothing') ?? [])).toEqual(CLOTHING_CATEGORIES_IN_ORDER);
  });

  it('orders equal positions by name, keeps parents without children, and leaves appliances out', () => {
    const { parents, childrenOf } = clothingTree([
      category('Women', 0, { parent_id: null }),
      category('Girls', 0, { parent_id: null }),
      category('Tops', 1, { parent_id: 'Women' }),
      category('Abayas', 1, { parent_id: 'Women' }),
      category('Fans', 0, { parent_id: 'Accessories', shop_type: 'accessories' }),
      category('Accessories', 0, { parent_id: null, shop_type: 'accessories' }),
    ]);

    expect(names(parents)).toEqual(['Girls', 'Women']);
    expect(names(childrenOf.get('Women') ?? [])).toEqual(['Abayas', 'Tops']);
    expect(childrenOf.get('Girls')).toEqual([]);
  });
});

describe('appliance categories', () => {
  it('finds the sample "Accessories" parent and the categories under it', () => {
    expect(applianceParent(SAMPLE_CATEGORIES)?.id).toBe('acc-cat-accessories');
    expect(names(applianceCategories(SAMPLE_CATEGORIES))).toEqual([
      'Kitchen Appliances',
      'Cooling & Fans',
      'Laundry & Ironing',
      'Personal Care',
    ]);
  });

  it('has no parent when no top-level appliances category exists', () => {
    expect(applianceParent(SAMPLE_CATEGORIES.filter((entry) => entry.id !== 'acc-cat-accessories'))).toBeNull();
    expect(applianceParent(SAMPLE_CATEGORIES.filter((entry) => entry.shop_type === 'clothing'))).toBeNull();
  });

  it('prefers the one named Accessories', () => {
    const other = category('Home', 0, { parent_id: null, shop_type: 'accessories' });
    const accessories = category('accessories', 3, { parent_id: null, shop_type: 'accessories' });

    expect(applianceParent([other, accessories])?.id).toBe('accessories');
  });
});

describe('nextPosition', () => {
  it('puts a new category after the ones there are', () => {
    expect(nextPosition(0)).toBe(1);
    expect(nextPosition(9)).toBe(10);
  });
});
