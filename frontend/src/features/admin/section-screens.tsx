// Which screen each sidebar section shows. Each is its own lazily loaded
// chunk: the owner's phone downloads the product form only when it is opened.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import type { AdminSectionId } from '@/features/admin/ui/admin-addresses';

export const SECTION_SCREENS: Record<AdminSectionId, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('@/features/admin/dashboard/dashboard-section')),
  orders: lazy(() => import('@/features/admin/orders/orders-section')),
  dispatch: lazy(() => import('@/features/admin/dispatch/dispatch-section')),
  tailoring: lazy(() => import('@/features/admin/tailoring/tailoring-section')),
  products: lazy(() => import('@/features/admin/products/products-section')),
  categories: lazy(() => import('@/features/admin/categories/categories-section')),
  appliances: lazy(() => import('@/features/admin/products/appliances-section')),
  'appliance-categories': lazy(() => import('@/features/admin/categories/appliance-categories-section')),
  discounts: lazy(() => import('@/features/admin/discounts/discounts-section')),
  settings: lazy(() => import('@/features/admin/settings/settings-section')),
  geography: lazy(() => import('@/features/admin/geography/geography-section')),
};
