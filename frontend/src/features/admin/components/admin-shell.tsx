// The signed-in admin: a sidebar of sections and the chosen section's pane,
// all on /admin (spec: no separate routes). On phones the sidebar folds away
// behind a Menu button.
import { Suspense, useId, useRef, useState } from 'react';

import { useLogoutMutation } from '@/features/admin/api/auth-api';
import {
  ADMIN_SECTION_GROUPS,
  DEFAULT_ADMIN_SECTION,
  adminSectionLabel,
  type AdminSectionId,
} from '@/features/admin/admin-sections';
import { SERVER_UNREACHABLE } from '@/features/admin/components/login-form';
import { SECTION_SCREENS } from '@/features/admin/section-screens';
import { AdminIntentContext, AdminNavigateContext, type AdminIntent } from '@/features/admin/ui/admin-navigation';
import { UnsavedChangesProvider, useAdminLeaveGuard } from '@/features/admin/ui/unsaved-changes';
import { PageHead } from '@/lib/page-head';
import { LogoutIcon, MenuIcon } from '@/ui/icons';

export function AdminShell() {
  const [current, setCurrent] = useState<AdminSectionId>(DEFAULT_ADMIN_SECTION);
  // What the section was opened to show (an order, a product), from another section.
  const [intent, setIntent] = useState<AdminIntent>({});
  const [menuOpen, setMenuOpen] = useState(false);
  const [logout, { isLoading: loggingOut, isError: logoutFailed }] = useLogoutMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();
  const label = adminSectionLabel(current);
  const Screen = SECTION_SCREENS[current];

  const { report: reportUnsaved, mayLeave } = useAdminLeaveGuard();

  const choose = (id: AdminSectionId, next: AdminIntent = {}) => {
    if (id === current || !mayLeave()) {
      setMenuOpen(false);
      return;
    }
    setIntent(next);
    setCurrent(id);
    setMenuOpen(false);
    // The pane changed under the sidebar: take keyboard and screen reader users to it.
    heading.current?.focus();
  };

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:items-start md:gap-8 md:py-10">
      <PageHead screen={`${label} · Admin`} />

      <button
        ref={menuButton}
        type="button"
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        onClick={() => {
          setMenuOpen((open) => !open);
        }}
        className="mb-4 inline-flex h-11 items-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:bg-sand-100 md:hidden"
      >
        <MenuIcon className="h-5 w-5" />
        Menu
      </button>

      <div
        id={sidebarId}
        data-testid="admin-sidebar"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            event.preventDefault();
            closeMenu();
          }
        }}
        className={`${menuOpen ? 'block' : 'hidden'} mb-6 rounded-2xl border border-ink-200 bg-white p-3 shadow-[0_4px_20px_rgba(10,57,65,0.06)] md:sticky md:top-24 md:mb-0 md:block`}
      >
        <nav aria-label="Admin">
          {ADMIN_SECTION_GROUPS.map((group) => (
            <div key={group.heading ?? 'top'} className={group.heading === undefined ? '' : 'mt-4'}>
              {group.heading !== undefined ? (
                <h2 className="px-3 pb-1.5 text-[0.6875rem] font-semibold tracking-[0.14em] text-sand-600 uppercase">
                  {group.heading}
                </h2>
              ) : null}
              <ul className="space-y-0.5">
                {group.sections.map((section) => {
                  const selected = section.id === current;
                  return (
                    <li key={section.id}>
                      <button
                        type="button"
                        aria-current={selected ? 'page' : undefined}
                        onClick={() => {
                          choose(section.id);
                        }}
                        className={`flex h-10 w-full items-center rounded-lg px-3 text-left text-[0.9375rem] transition-colors ${
                          selected
                            ? 'bg-ocean-50 font-semibold text-ocean-800 shadow-[inset_3px_0_0_#146e7b]'
                            : 'font-medium text-ink-700 hover:bg-sand-100 hover:text-ink-900'
                        }`}
                      >
                        {section.label}
                      </button>
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
            className="flex h-10 w-full items-center gap-2.5 rounded-lg px-3 text-left text-[0.9375rem] font-medium text-rose-700 transition-colors hover:bg-rose-50 disabled:cursor-wait"
          >
            <LogoutIcon className="h-5 w-5" />
            Logout
          </button>
          {logoutFailed ? (
            <p role="alert" className="mt-2 px-3 text-sm text-rose-700">
              {SERVER_UNREACHABLE}
            </p>
          ) : null}
        </div>
      </div>

      <section aria-labelledby={`${sidebarId}-heading`} className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.14em] text-sand-600 uppercase">Dhoni admin</p>
        <h1
          ref={heading}
          id={`${sidebarId}-heading`}
          tabIndex={-1}
          className="mt-1 font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl"
        >
          {label}
        </h1>
        <div className="mt-6">
          <Suspense
            fallback={
              <p role="status" className="py-10 text-center text-sm text-ink-600">
                Loading…
              </p>
            }
          >
            <UnsavedChangesProvider value={reportUnsaved}>
              <AdminNavigateContext value={choose}>
                <AdminIntentContext value={intent}>
                  <Screen />
                </AdminIntentContext>
              </AdminNavigateContext>
            </UnsavedChangesProvider>
          </Suspense>
        </div>
      </section>
    </div>
  );
}
