// The signed-in admin: a sidebar of sections and the chosen section's pane,
// each section and each thing opened in it at its own address (decision
// 200). On phones the sidebar folds away behind the bar's Menu button.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { useLogoutMutation } from '@/features/admin/api/auth-api';
import { ADMIN_SECTION_GROUPS, adminSectionLabel } from '@/features/admin/admin-sections';
import { ADMIN_ROOT, adminPath, adminPlaceOf } from '@/features/admin/ui/admin-addresses';
import { AdminFrame } from '@/features/admin/components/admin-frame';
import { SERVER_UNREACHABLE } from '@/features/admin/components/login-form';
import { SECTION_SCREENS } from '@/features/admin/section-screens';
import { UnsavedChangesProvider, useAdminLeaveGuard } from '@/features/admin/ui/unsaved-changes';
import { useT } from '@/i18n/use-t';
import { LogoutIcon, MenuIcon } from '@/ui/icons';
import { PageHead } from '@/ui/page-head';

/** The title of an address under /admin that is no view of the admin (an id of the catalogue). */
export const ADMIN_PAGE_NOT_FOUND = 'admin.pageNotFound';

export function AdminShell() {
  const t = useT();
  const { pathname } = useLocation();
  const place = adminPlaceOf(pathname);
  const current = place?.section ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const [logout, { isLoading: loggingOut, isError: logoutFailed }] = useLogoutMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();
  const label = current === null ? t(ADMIN_PAGE_NOT_FOUND) : adminSectionLabel(current, t);
  const Screen = current === null ? null : SECTION_SCREENS[current];

  const { report: reportUnsaved, mayLeave } = useAdminLeaveGuard();

  // Another section: the pane changed under the sidebar, so keyboard and
  // screen reader users are taken to it (not on the first view).
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current !== current) {
      shown.current = current;
      setMenuOpen(false);
      heading.current?.focus();
    }
  }, [current]);

  // Escape closes the open menu wherever focus is (the Menu button sits in
  // the bar, the sections below it), back on the Menu button.
  useEffect(() => {
    if (!menuOpen) {
      return undefined;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const menu = (
    <button
      ref={menuButton}
      type="button"
      aria-expanded={menuOpen}
      aria-controls={sidebarId}
      onClick={() => {
        setMenuOpen((open) => !open);
      }}
      className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:bg-sand-100 md:hidden"
    >
      <MenuIcon className="h-5 w-5" />
      {t('admin.menu')}
    </button>
  );

  return (
    <AdminFrame actions={menu}>
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-8 md:py-10">
        <PageHead screen={t('admin.screenTitle', { label })} />

        <div
          id={sidebarId}
          data-testid="admin-sidebar"
          className={`${menuOpen ? 'block' : 'hidden'} mb-6 rounded-2xl border border-ink-200 bg-white p-3 shadow-[0_4px_20px_rgba(10,57,65,0.06)] md:sticky md:top-20 md:mb-0 md:block`}
        >
          <nav aria-label={t('admin.navigation')}>
            {ADMIN_SECTION_GROUPS.map((group) => (
              <div key={group.heading ?? 'top'} className={group.heading === undefined ? '' : 'mt-4'}>
                {group.heading !== undefined ? (
                  <h2 className="px-3 pb-1.5 text-[0.6875rem] font-semibold tracking-[0.14em] text-sand-600 uppercase">
                    {t(group.heading)}
                  </h2>
                ) : null}
                <ul className="space-y-0.5">
                  {group.sections.map((section) => {
                    const selected = section.id === current;
                    return (
                      <li key={section.id}>
                        <Link
                          to={adminPath(section.id)}
                          aria-current={selected ? 'page' : undefined}
                          onClick={() => {
                            setMenuOpen(false);
                          }}
                          className={`flex h-10 w-full items-center rounded-lg px-3 text-start text-[0.9375rem] transition-colors ${
                            selected
                              ? 'bg-ocean-50 font-semibold text-ocean-800 shadow-[inset_3px_0_0_#146e7b] rtl:shadow-[inset_-3px_0_0_#146e7b]'
                              : 'font-medium text-ink-700 hover:bg-sand-100 hover:text-ink-900'
                          }`}
                        >
                          {t(section.label)}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
          <div className="mt-4 border-t border-ink-200 pt-3">
            <button
              type="button"
              disabled={loggingOut}
              onClick={() => {
                if (mayLeave()) {
                  void logout();
                }
              }}
              className="flex h-10 w-full items-center gap-2.5 rounded-lg px-3 text-start text-[0.9375rem] font-medium text-rose-700 transition-colors hover:bg-rose-50 disabled:cursor-wait"
            >
              <LogoutIcon className="h-5 w-5 rtl:-scale-x-100" />
              {t('admin.logout')}
            </button>
            {logoutFailed ? (
              <p role="alert" className="mt-2 px-3 text-sm text-rose-700">
                {t(SERVER_UNREACHABLE)}
              </p>
            ) : null}
          </div>
        </div>

        <section aria-labelledby={`${sidebarId}-heading`} className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.14em] text-sand-600 uppercase">{t('admin.kicker')}</p>
          <h1
            ref={heading}
            id={`${sidebarId}-heading`}
            tabIndex={-1}
            className="mt-1 font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl"
          >
            {label}
          </h1>
          <div className="mt-6">
            {Screen === null ? (
              <p className="text-ink-700">
                {t('admin.notAPage')} <Link to={ADMIN_ROOT} className="font-semibold text-ocean-800 underline underline-offset-2">
                  {t('admin.goToDashboard')}
                </Link>
              </p>
            ) : (
              <Suspense
                fallback={
                  <p role="status" className="py-10 text-center text-sm text-ink-600">
                    {t('admin.loading')}
                  </p>
                }
              >
                <UnsavedChangesProvider value={reportUnsaved}>
                  <Screen />
                </UnsavedChangesProvider>
              </Suspense>
            )}
          </div>
        </section>
      </div>
    </AdminFrame>
  );
}
