// The admin's own frame (decision 200): none of the shop's chrome (its
// banner, navigation, bottom bar on phones or footer), only a bar with the
// admin's name, a way back to the shop and, when signed in, the Menu button
// of a phone; then the admin's page. The login screen is drawn in it too.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, ScrollRestoration } from 'react-router';

import { ADMIN_ROOT } from '@/features/admin/ui/admin-addresses';
import { directionOfLocale } from '@/features/admin/ui/admin-intl';
import { useT } from '@/i18n/use-t';
import { SkipLink } from '@/ui/skip-link';
import { DhoniMark } from '@/ui/dhoni-mark';
import { ExternalIcon } from '@/ui/icons';

export const ADMIN_MAIN_ID = 'admin-main';

type AdminFrameProps = {
  /** In the bar before "View shop" (the phone's Menu button). */
  actions?: ReactNode;
  children: ReactNode;
};

export function AdminFrame({ actions, children }: AdminFrameProps) {
  const t = useT();
  const { locale } = useIntl();
  return (
    <div lang={locale} dir={directionOfLocale(locale)} className="flex min-h-dvh flex-col">
      <SkipLink targetId={ADMIN_MAIN_ID} />
      <header className="sticky top-0 z-30 border-b border-ink-200 bg-white">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-2 px-4">
          <Link to={ADMIN_ROOT} className="flex min-w-0 items-center gap-2 text-ink-900">
            <DhoniMark className="h-7 w-7 shrink-0 text-ocean-700" aria-hidden="true" />
            {/* On a phone the mark stands for the shop's name, so Menu and View shop fit beside it. */}
            <span className="truncate font-display text-lg font-semibold tracking-tight">
              <span className="sr-only sm:not-sr-only">{t('admin.frameShopName')} </span>
              <span className="font-sans text-sm font-medium text-ink-600">{t('admin.frameAdmin')}</span>
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-1.5">
            {actions}
            <Link
              to="/"
              className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
            >
              {t('admin.viewShop')}
              <ExternalIcon className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </header>
      <main id={ADMIN_MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col">
        {children}
      </main>
      {/* A view opened by address or reload starts at the top; Back returns to where it was. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
    </div>
  );
}
