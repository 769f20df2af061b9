// The footer frame: brand, the shop's short description, quick links and the
// copyright line. Phone, social links and the map join once settings load.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { FOOTER_QUICK_LINKS } from '@/features/site/nav-links';

type SiteFooterProps = {
  /** settings.footer.shortDescription; nothing is shown without it. */
  description?: ReactNode;
};

export function SiteFooter({ description }: SiteFooterProps) {
  const year = new Date().getFullYear();

  return (
    <footer className="surface-dark bg-ocean-900 text-sand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr]">
        <div>
          <p className="font-display text-2xl font-semibold tracking-tight text-white">Dhoni</p>
          {description !== undefined ? (
            <div className="mt-3 max-w-md text-sm leading-relaxed text-ocean-100">{description}</div>
          ) : null}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="text-xs font-semibold tracking-[0.14em] text-sand-300 uppercase"
          >
            Quick Links
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm md:grid-cols-1">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-ocean-100 underline-offset-4 transition-colors hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-ocean-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-ocean-200">
          © {year} Dhoni. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
