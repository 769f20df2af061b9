// The admin's addresses (decision 200): /admin is the Dashboard,
// /admin/{section} a section (its list's filters and page in the query),
// /admin/{section}/{item} one thing opened in it (an order by its number, a
// tailoring request by its number, a product or category by its id, "new"
// for a new product's form), so that a reload, Back and Forward and a copied
// link show the same view.

/** The admin's sections, as their addresses name them. */
export const ADMIN_SECTION_IDS = [
  'dashboard',
  'orders',
  'dispatch',
  'tailoring',
  'products',
  'categories',
  'appliances',
  'appliance-categories',
  'discounts',
  'settings',
  'geography',
] as const;

export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number];

/** The admin lands on the Dashboard (decision 133). */
export const DEFAULT_ADMIN_SECTION: AdminSectionId = 'dashboard';

/** Where the admin lives. */
export const ADMIN_ROOT = '/admin';

/** What a new product's form is opened at: /admin/products/new. */
export const NEW_ITEM = 'new';

/** The sections where one thing can be opened by its own address. */
const SECTIONS_WITH_ITEMS: ReadonlySet<AdminSectionId> = new Set([
  'orders',
  'tailoring',
  'products',
  'appliances',
  'categories',
  'appliance-categories',
]);

/** The address of a section, or of one item opened in it (an order number, an id). */
export function adminPath(section: AdminSectionId, item?: string | null): string {
  if (section === DEFAULT_ADMIN_SECTION) {
    return ADMIN_ROOT;
  }
  const base = `${ADMIN_ROOT}/${section}`;
  return item === undefined || item === null ? base : `${base}/${encodeURIComponent(item)}`;
}

/** A view of the admin: a section and what is opened in it, if anything. */
export type AdminPlace = { section: AdminSectionId; item: string | null };

function isSection(value: string | undefined): value is AdminSectionId {
  return ADMIN_SECTION_IDS.some((id) => id === value);
}

/** The admin's view at a path, or null when the path is no view of the admin. */
export function adminPlaceOf(pathname: string): AdminPlace | null {
  const [root, section, item, ...rest] = pathname.split('/').filter((part) => part !== '');
  if (`/${root ?? ''}` !== ADMIN_ROOT || rest.length > 0) {
    return null;
  }
  if (section === undefined) {
    return { section: DEFAULT_ADMIN_SECTION, item: null };
  }
  // The Dashboard's address is /admin alone.
  if (!isSection(section) || section === DEFAULT_ADMIN_SECTION) {
    return null;
  }
  if (item === undefined) {
    return { section, item: null };
  }
  if (!SECTIONS_WITH_ITEMS.has(section)) {
    return null;
  }
  try {
    return { section, item: decodeURIComponent(item) };
  } catch {
    return null; // a broken %-escape
  }
}
