// The bottom navigation bar on phones (below md): Home, Clothing, Appliances,
// Categories, Tailoring and Cart, each an icon over its label.
import { useId, type ComponentType, type SVGProps } from 'react';
import { NavLink } from 'react-router';

import { useT } from '@/i18n/use-t';
import { CartCountBadge } from '@/features/site/components/cart-count-badge';
import {
  ApplianceIcon,
  BagIcon,
  DressIcon,
  GridIcon,
  HomeIcon,
  ScissorsIcon,
} from '@/ui/chrome-icons';

type MobileBarProps = {
  cartCount: number;
};

type BarItem = {
  to: string;
  /** The id of its text in the site catalogue. */
  labelId: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
};

const ITEMS: readonly BarItem[] = [
  { to: '/', labelId: 'site.navHome', Icon: HomeIcon, end: true },
  { to: '/shop', labelId: 'site.navClothing', Icon: DressIcon },
  { to: '/accessories', labelId: 'site.navAppliances', Icon: ApplianceIcon },
  { to: '/categories', labelId: 'site.navCategories', Icon: GridIcon },
  { to: '/tailoring', labelId: 'site.navTailoring', Icon: ScissorsIcon },
  { to: '/cart', labelId: 'site.navCart', Icon: BagIcon },
];

export function MobileBar({ cartCount }: MobileBarProps) {
  const t = useT();
  const cartDescriptionId = useId();

  return (
    <nav
      aria-label={t('site.navMobile')}
      data-testid="mobile-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(10,57,65,0.06)] md:hidden"
    >
      {/* With its 1px top border the bar is exactly --spacing-bottom-bar tall. */}
      <ul className="grid h-[calc(var(--spacing-bottom-bar)-1px)] grid-cols-6">
        {ITEMS.map(({ to, labelId, Icon, end }) => {
          const isCart = to === '/cart';
          return (
            <li key={to} className="flex">
              <NavLink
                to={to}
                end={end ?? false}
                aria-describedby={isCart && cartCount > 0 ? cartDescriptionId : undefined}
                className={({ isActive }) =>
                  `flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium transition-colors ${
                    isActive ? 'text-ocean-700' : 'text-ink-600 hover:text-ink-900'
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={`relative flex h-7 w-12 items-center justify-center rounded-full ${
                        isActive ? 'bg-ocean-50' : ''
                      }`}
                    >
                      <Icon className="h-[1.375rem] w-[1.375rem]" />
                      {isCart ? (
                        <CartCountBadge
                          count={cartCount}
                          descriptionId={cartDescriptionId}
                          className="-top-1.5 end-0.5"
                        />
                      ) : null}
                    </span>
                    {t(labelId)}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
