// How the admin's category screens arrange categories, and what a drag
// changes (spec section 4, "Reorder by drag"; section 9, category positions).
// Pure functions, so the rules are tested without a browser.
import type { Placement } from '@/features/admin/categories/api/categories-api';
import type { Category } from '@/api/catalog';

/** Clothing lists count positions from 0, the appliances list from 1 (spec section 9). */
export type FirstPosition = 0 | 1;

/** The server's order: by position, then name. */
export function byPosition(a: Category, b: Category): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}

export type ClothingTree = {
  /** Top-level clothing categories, in order. */
  parents: Category[];
  /** Each parent's subcategories, in order (an empty list for none). */
  childrenOf: ReadonlyMap<string, Category[]>;
};

export function clothingTree(categories: readonly Category[]): ClothingTree {
  const clothing = categories.filter((category) => category.shop_type === 'clothing').sort(byPosition);
  const parents = clothing.filter((category) => category.parent_id === null);
  const childrenOf = new Map<string, Category[]>(parents.map((parent) => [parent.id, []]));
  for (const category of clothing) {
    if (category.parent_id !== null) {
      childrenOf.get(category.parent_id)?.push(category);
    }
  }
  return { parents, childrenOf };
}

/**
 * The top-level appliances category new appliance categories go under: the
 * one named "Accessories", else (as the server decides) the first top-level
 * appliances category. null when there is none.
 */
export function applianceParent(categories: readonly Category[]): Category | null {
  const tops = categories
    .filter((category) => category.shop_type === 'accessories' && category.parent_id === null)
    .sort(byPosition);
  return tops.find((category) => category.name.trim().toLowerCase() === 'accessories') ?? tops[0] ?? null;
}

/** The appliance categories the owner manages: every one under a parent, in order. */
export function applianceCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((category) => category.shop_type === 'accessories' && category.parent_id !== null)
    .sort(byPosition);
}

/** Where a new category goes: after the `count` already there (spec section 9). */
export function nextPosition(count: number): number {
  return count + 1;
}

export type Reorder = {
  /** The list in its new order, each with its new position. */
  order: Category[];
  /** What PUT /categories/order is sent: every item of the list, renumbered. */
  placements: Placement[];
};

/**
 * The list after moving `activeId` to where `overId` is, every position
 * rewritten from `first`; null when nothing moves.
 */
export function moveCategory(
  list: readonly Category[],
  activeId: string,
  overId: string | null,
  first: FirstPosition,
): Reorder | null {
  const from = list.findIndex((category) => category.id === activeId);
  const to = overId === null ? -1 : list.findIndex((category) => category.id === overId);
  if (from === -1 || to === -1 || from === to) {
    return null;
  }
  const moved = [...list];
  const [active] = moved.splice(from, 1);
  if (active === undefined) {
    return null;
  }
  moved.splice(to, 0, active);
  const order = moved.map((category, index) => ({ ...category, position: index + first }));
  return { order, placements: order.map(({ id, position }) => ({ id, position })) };
}
