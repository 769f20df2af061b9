// The admin area (/admin): the login screen, then the sidebar and its panes.
import { pageTitle } from '@/lib/page-title';

export default function AdminScreen() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <title>{pageTitle('Admin')}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        Admin
      </h1>
    </div>
  );
}
