// The admin area (/admin and every address under it): asks the server
// whether this browser holds an admin session, then shows the login screen
// or the admin itself, in the admin's own frame. Signed out at any admin
// address, the login screen opens that same view once the password is right.
import { useGetSessionQuery } from '@/features/admin/api/auth-api';
import { AdminFrame } from '@/features/admin/components/admin-frame';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { LoginForm } from '@/features/admin/components/login-form';
import { useT } from '@/i18n/use-t';
import { PageHead } from '@/ui/page-head';

export default function AdminScreen() {
  const t = useT();
  const { data: session, isLoading } = useGetSessionQuery();

  if (isLoading) {
    return (
      <AdminFrame>
      <div role="status" className="flex flex-1 items-center justify-center py-24">
        <PageHead screen={t('admin.title')} />
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-[3px] border-ocean-100 border-t-ocean-600"
        />
        <span className="sr-only">{t('admin.checkingSession')}</span>
      </div>
      </AdminFrame>
    );
  }

  // No answer (server down) is treated as signed out: the login form then
  // says the server cannot be reached when it is tried.
  if (session?.authenticated !== true) {
    return (
      <AdminFrame>
        <PageHead screen={t('admin.loginTitle')} />
        <LoginForm />
      </AdminFrame>
    );
  }

  return <AdminShell />;
}
