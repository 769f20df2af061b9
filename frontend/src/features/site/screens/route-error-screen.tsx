// Shown inside the layout when a screen fails to render or its code cannot be
// loaded (for example after a deploy replaced the hashed files).
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';

import { useT } from '@/i18n/use-t';
import { PageHead } from '@/ui/page-head';

export function RouteErrorScreen() {
  const t = useT();
  const error = useRouteError();

  useEffect(() => {
    console.error('screen failed to render', error);
  }, [error]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center md:py-24">
      <PageHead screen={t('site.errorTitle')} />
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink-900">
        {t('site.errorTitle')}
      </h1>
      <p className="mt-3 text-ink-600">{t('site.errorText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => {
            window.location.reload();
          }}
          className="inline-flex h-11 items-center rounded-full bg-ocean-700 px-6 text-sm font-semibold text-white hover:bg-ocean-800"
        >
          {t('site.errorReload')}
        </button>
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-full border border-ink-300 bg-white px-6 text-sm font-semibold text-ink-800 hover:bg-sand-100"
        >
          {t('common.backToHome')}
        </Link>
      </div>
    </div>
  );
}
