// The admin area (/admin): asks the server whether this browser holds an
// admin session, then shows the login screen or the admin itself.
import { useGetSessionQuery } from '@/features/admin/api/auth-api';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { LoginForm } from '@/features/admin/components/login-form';
import { PageHead } from '@/lib/page-head';

export default function AdminScreen() {
  const { data: session, isLoading } = useGetSessionQuery();

  if (isLoading) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center py-24">
        <PageHead screen="Admin" />
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-[3px] border-ocean-100 border-t-ocean-600"
        />
        <span className="sr-only">Checking your session…</span>
      </div>
    );
  }

  // No answer (server down) is treated as signed out: the login form then
  // says the server cannot be reached when it is tried.
  if (session?.authenticated !== true) {
    return (
      <>
        <PageHead screen="Admin Login" />
        <LoginForm />
      </>
    );
  }

  return <AdminShell />;
}
