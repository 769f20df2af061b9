// The sections of the admin sidebar (spec section 2, "Admin area"), in order,
// with their groups; their addresses are in ui/admin-addresses.ts.

import type { AdminSectionId } from '@/features/admin/ui/admin-addresses';

export type AdminSection = { id: AdminSectionId; label: string };

export type AdminSectionGroup = {
  /** Absent for the sections listed above every group (Dashboard, Orders, Dispatch). */
  heading?: string;
  sections: readonly AdminSection[];
};

/** Each section's name in the sidebar and as its screen's title. */
const SECTION_LABELS: Record<AdminSectionId, string> = {
  dashboard: 'Dashboard',
  orders: 'Orders',
  dispatch: 'Dispatch',
  tailoring: 'Tailoring',
  products: 'Products',
  categories: 'Categories',
  appliances: 'Appliances',
  'appliance-categories': 'App. Categories',
  discounts: 'Discount Codes',
  settings: 'Settings',
  geography: 'Geography',
};

function group(heading: string | undefined, ids: readonly AdminSectionId[]): AdminSectionGroup {
  const sections = ids.map((id) => ({ id, label: SECTION_LABELS[id] }));
  return heading === undefined ? { sections } : { heading, sections };
}

export const ADMIN_SECTION_GROUPS: readonly AdminSectionGroup[] = [
  group(undefined, ['dashboard', 'orders', 'dispatch', 'tailoring']),
  group('Clothing Shop', ['products', 'categories']),
  group('Appliances Shop', ['appliances', 'appliance-categories']),
  group('General', ['discounts', 'settings', 'geography']),
];

export function adminSectionLabel(id: AdminSectionId): string {
  return SECTION_LABELS[id];
}

