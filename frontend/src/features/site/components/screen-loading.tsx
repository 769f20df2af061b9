// Shown in <main> while a screen's code is being fetched.
import { useT } from '@/i18n/use-t';

export function ScreenLoading() {
  const t = useT();
  return (
    <div role="status" className="flex flex-1 items-center justify-center py-24">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-[3px] border-ocean-100 border-t-ocean-600"
      />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
