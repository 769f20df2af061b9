// Moving about the admin by its addresses (decision 200): a section opens
// another with something to show there (the dashboard opens an order in
// Orders, a product's form in Products), a list opens one of its items and
// closes it again, keeping the list's filters and page.
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

import { adminPath, adminPlaceOf, type AdminSectionId } from '@/features/admin/ui/admin-addresses';

/**
 * The state a navigation carries when leaving needs no question: what it
 * leaves was just saved, or the owner already agreed to drop it.
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

/** Whether a navigation needs no question (see LEAVE_WITHOUT_ASKING). */
export function leavesWithoutAsking(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && 'leaveWithoutAsking' in state && state.leaveWithoutAsking === true;
}

/** What a section is opened to show. */
export type AdminIntent = {
  /** An order number whose detail Orders opens. */
  order?: string;
  /** A product id whose form Products or Appliances opens. */
  product?: string;
};

export type AdminNavigate = (section: AdminSectionId, intent?: AdminIntent) => void;

/** Goes to a section, or to one order or product in it. */
export function useAdminNavigate(): AdminNavigate {
  const navigate = useNavigate();
  return useCallback(
    (section, intent = {}) => {
      void navigate(adminPath(section, intent.order ?? intent.product));
    },
    [navigate],
  );
}

/**
 * The item of `section` opened by the address (an order number, an id), or
 * null, with the ways to open another and to close it: both keep the query
 * (the list's filters and page) so the list behind stays as it was.
 */
export function useOpenedItem(section: AdminSectionId) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const place = adminPlaceOf(pathname);
  const key = place?.section === section ? place.item : null;
  return {
    key,
    open: useCallback(
      (item: string) => {
        void navigate({ pathname: adminPath(section, item), search });
      },
      [navigate, section, search],
    ),
    /**
     * Back to the list; `settled` when nothing is to be asked first (the
     * item's form was just saved, or the owner agreed to drop it);
     * `listSearch` for another query than the one kept.
     */
    close: useCallback(
      (settled = false, listSearch = search) => {
        void navigate(
          { pathname: adminPath(section), search: listSearch },
          settled ? { state: LEAVE_WITHOUT_ASKING } : undefined,
        );
      },
      [navigate, section, search],
    ),
  };
}
