// Where the site's navigation goes and what it is called (spec section 2):
// /accessories is "Appliances" in the header and bottom bar but
// "Accessories" in the footer.

export type NavLinkItem = {
  to: string;
  label: string;
  /** Match the path exactly (Home), not its descendants. */
  end?: boolean;
};

export const HEADER_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/shop', label: 'Clothing' },
  { to: '/accessories', label: 'Appliances' },
  { to: '/categories', label: 'Categories' },
  { to: '/tailoring', label: 'Tailoring' },
  { to: '/track-order', label: 'Track Order' },
];

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  { to: '/shop', label: 'Clothing' },
  { to: '/accessories', label: 'Accessories' },
  { to: '/categories', label: 'Categories' },
  { to: '/tailoring', label: 'Tailoring' },
  { to: '/track-order', label: 'Track Order' },
  { to: '/cart', label: 'Cart' },
  { to: '/my-orders', label: 'My Orders' },
];
