// Lets one section send the admin to another with something to open there:
// the dashboard opens an order's detail in Orders, or a product's form in
// Products or Appliances. The shell holds the request; the section it names
// reads it once, when it mounts.
import { createContext, useContext } from 'react';

import type { AdminSectionId } from '@/features/admin/admin-sections';

export type AdminIntent = {
  /** An order number whose detail Orders opens. */
  order?: string;
  /** A product id whose form Products or Appliances opens. */
  product?: string;
};

export type AdminNavigate = (section: AdminSectionId, intent?: AdminIntent) => void;

export const AdminNavigateContext = createContext<AdminNavigate>(() => undefined);
export const AdminIntentContext = createContext<AdminIntent>({});

export function useAdminNavigate(): AdminNavigate {
  return useContext(AdminNavigateContext);
}

export function useAdminIntent(): AdminIntent {
  return useContext(AdminIntentContext);
}
