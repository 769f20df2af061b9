// Where the site's navigation goes and what it is called (spec section 2):
// /accessories is "Appliances" in the header and bottom bar but
// "Accessories" in the footer. Labels are ids of the site catalogue.

export type NavLinkItem = {
  to: string;
  /** The id of its text in the site catalogue. */
  labelId: string;
  /** Match the path exactly (Home), not its descendants. */
  end?: boolean;
};

export const HEADER_LINKS: readonly NavLinkItem[] = [
  { to: '/', labelId: 'site.navHome', end: true },
  { to: '/shop', labelId: 'site.navClothing' },
  { to: '/accessories', labelId: 'site.navAppliances' },
  { to: '/categories', labelId: 'site.navCategories' },
  { to: '/tailoring', labelId: 'site.navTailoring' },
  { to: '/track-order', labelId: 'site.navTrackOrder' },
];

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  { to: '/shop', labelId: 'site.navClothing' },
  { to: '/accessories', labelId: 'site.navAccessories' },
  { to: '/categories', labelId: 'site.navCategories' },
  { to: '/tailoring', labelId: 'site.navTailoring' },
  { to: '/track-order', labelId: 'site.navTrackOrder' },
  { to: '/cart', labelId: 'site.navCart' },
  { to: '/my-orders', labelId: 'site.navMyOrders' },
];
