// The 404 page for any path outside the route table.
import { Link } from 'react-router';

import { DhoniMark } from '@/ui/dhoni-mark';
import { useT } from '@/i18n/use-t';
import { PageHead } from '@/ui/page-head';

export default function NotFoundScreen() {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center md:py-24">
      <PageHead screen={t('site.notFoundTitle')} />
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-sand-100">
        <DhoniMark className="h-12 w-12" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight text-ink-900 md:text-4xl">
        {t('site.notFoundTitle')}
      </h1>
      <p className="mt-3 text-ink-600">
        {t('site.notFoundText')}
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-ocean-800"
      >
        {t('common.backToHome')}
      </Link>
    </div>
  );
}
