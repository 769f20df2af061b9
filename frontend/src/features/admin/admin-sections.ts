// The sections of the admin sidebar (spec section 2, "Admin area"), in order,
// with their groups; their addresses are in ui/admin-addresses.ts.

import type { AdminSectionId } from '@/features/admin/ui/admin-addresses';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';

/** `label` and `heading` are ids of the admin's catalogue. */
export type AdminSection = { id: AdminSectionId; label: string };

export type AdminSectionGroup = {
  /** Absent for the sections listed above every group (Dashboard, Orders, Dispatch). */
  heading?: string;
  sections: readonly AdminSection[];
};

/** Each section's name in the sidebar and as its screen's title. */
const SECTION_LABELS: Record<AdminSectionId, string> = {
  dashboard: 'admin.sectionDashboard',
  orders: 'admin.sectionOrders',
  dispatch: 'admin.sectionDispatch',
  tailoring: 'admin.sectionTailoring',
  products: 'admin.sectionProducts',
  categories: 'admin.sectionCategories',
  appliances: 'admin.sectionAppliances',
  'appliance-categories': 'admin.sectionApplianceCategories',
  discounts: 'admin.sectionDiscounts',
  settings: 'admin.sectionSettings',
  geography: 'admin.sectionGeography',
};

function group(heading: string | undefined, ids: readonly AdminSectionId[]): AdminSectionGroup {
  const sections = ids.map((id) => ({ id, label: SECTION_LABELS[id] }));
  return heading === undefined ? { sections } : { heading, sections };
}

export const ADMIN_SECTION_GROUPS: readonly AdminSectionGroup[] = [
  group(undefined, ['dashboard', 'orders', 'dispatch', 'tailoring']),
  group('admin.groupClothing', ['products', 'categories']),
  group('admin.groupAppliances', ['appliances', 'appliance-categories']),
  group('admin.groupGeneral', ['discounts', 'settings', 'geography']),
];

export function adminSectionLabel(id: AdminSectionId, t: Translate = englishT): string {
  return t(SECTION_LABELS[id]);
}

