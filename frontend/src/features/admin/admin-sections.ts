// The sections of the admin sidebar (spec section 2, "Admin area"), in order,
// with their groups. Each section's screen arrives in its own later work.

export type AdminSectionId =
  | 'dashboard'
  | 'orders'
  | 'tailoring'
  | 'products'
  | 'categories'
  | 'appliances'
  | 'appliance-categories'
  | 'settings'
  | 'geography';

export type AdminSection = { id: AdminSectionId; label: string };

export type AdminSectionGroup = {
  /** Absent for the sections listed above every group (Dashboard, Orders). */
  heading?: string;
  sections: readonly AdminSection[];
};

/** The admin lands on the Dashboard (decision 133). */
export const DEFAULT_ADMIN_SECTION: AdminSectionId = 'dashboard';

export const ADMIN_SECTION_GROUPS: readonly AdminSectionGroup[] = [
  {
    sections: [
      { id: 'dashboard', label: 'Dashboard' },
      { id: 'orders', label: 'Orders' },
      { id: 'tailoring', label: 'Tailoring' },
    ],
  },
  {
    heading: 'Clothing Shop',
    sections: [
      { id: 'products', label: 'Products' },
      { id: 'categories', label: 'Categories' },
    ],
  },
  {
    heading: 'Appliances Shop',
    sections: [
      { id: 'appliances', label: 'Appliances' },
      { id: 'appliance-categories', label: 'App. Categories' },
    ],
  },
  {
    heading: 'General',
    sections: [
      { id: 'settings', label: 'Settings' },
      { id: 'geography', label: 'Geography' },
    ],
  },
];

export function adminSectionLabel(id: AdminSectionId): string {
  for (const group of ADMIN_SECTION_GROUPS) {
    const section = group.sections.find((candidate) => candidate.id === id);
    if (section !== undefined) {
      return section.label;
    }
  }
  return id;
}
