// The site header: logo, desktop navigation, search, cart and admin links.
// Below the md breakpoint the navigation and cart move to the bottom bar.
import { useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';

import { CartCountBadge } from '@/features/site/components/cart-count-badge';
import { DhoniMark } from '@/ui/dhoni-mark';
import { BagIcon, SearchIcon, UserIcon } from '@/ui/chrome-icons';
import { LanguageSwitch } from '@/features/site/components/language-switch';
import { ShopLogo } from '@/features/site/components/shop-logo';
import { SiteSearch } from '@/features/site/components/site-search';
import { HEADER_LINKS } from '@/features/site/nav-links';
import { useT } from '@/i18n/use-t';
import { SHOP_NAME } from '@/lib/page-head';

type SiteHeaderProps = {
  cartCount: number;
  /** settings.branding.logoUrl: replaces the built-in mark and name when set. */
  logoUrl?: string;
};

const iconLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative h-11 w-11 items-center justify-center rounded-full transition-colors hover:bg-ocean-50 hover:text-ocean-700 ${
    isActive ? 'bg-ocean-50 text-ocean-700' : 'text-ink-700'
  }`;

export function SiteHeader({ cartCount, logoUrl = '' }: SiteHeaderProps) {
  const t = useT();
  const [searchOpen, setSearchOpen] = useState(false);
  // Each opening starts empty: the box stays in the page when closed.
  const [searchRound, setSearchRound] = useState(0);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchPanelId = useId();
  const cartDescriptionId = useId();

  const closeSearch = () => {
    setSearchOpen(false);
    setSearchRound((round) => round + 1);
    searchButton.current?.focus();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 md:gap-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2.5 rounded-lg py-1 pe-2 text-ocean-800"
        >
          <ShopLogo src={logoUrl} imageClassName="h-10 w-auto max-w-[10rem] object-contain">
            <DhoniMark className="h-9 w-9" />
            <span className="font-display text-2xl font-semibold tracking-tight">{SHOP_NAME}</span>
          </ShopLogo>
        </Link>

        <nav aria-label={t('site.navMain')} className="hidden md:block" data-testid="desktop-nav">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end ?? false}
                  className={({ isActive }) =>
                    `block rounded-full px-3.5 py-2 text-[0.9375rem] font-medium transition-colors ${
                      isActive
                        ? 'bg-ocean-50 text-ocean-800'
                        : 'text-ink-700 hover:bg-sand-100 hover:text-ink-900'
                    }`
                  }
                >
                  {t(link.labelId)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitch className="rounded-full px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-sand-100 hover:text-ink-900" />
          <button
            ref={searchButton}
            type="button"
            aria-label={t('site.search')}
            aria-expanded={searchOpen}
            aria-controls={searchPanelId}
            // Opened by the drawn page itself when tapped before the app
            // has it (decision 241).
            data-early-toggle=""
            onClick={() => {
              if (searchOpen) {
                setSearchRound((round) => round + 1);
              }
              setSearchOpen(!searchOpen);
            }}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors hover:bg-ocean-50 hover:text-ocean-700 ${
              searchOpen ? 'bg-ocean-50 text-ocean-700' : 'text-ink-700'
            }`}
          >
            <SearchIcon />
          </button>
          <NavLink
            to="/cart"
            aria-label={t('site.cart')}
            aria-describedby={cartCount > 0 ? cartDescriptionId : undefined}
            className={(state) => `${iconLinkClass(state)} hidden md:inline-flex`}
          >
            <BagIcon />
            <CartCountBadge count={cartCount} descriptionId={cartDescriptionId} className="-top-0.5 -end-0.5" />
          </NavLink>
          <NavLink
            to="/admin"
            aria-label={t('site.admin')}
            className={(state) => `${iconLinkClass(state)} inline-flex`}
          >
            <UserIcon />
          </NavLink>
        </div>
      </div>

      <SiteSearch key={searchRound} id={searchPanelId} open={searchOpen} onClose={closeSearch} />
    </header>
  );
}
