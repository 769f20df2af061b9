// What a category screen shows before the categories have arrived: a loading
// note, or the failure with a way to try again.
import { CATEGORY_MESSAGE_IDS } from '@/features/admin/categories/category-messages';
import type { CategoryScreen } from '@/features/admin/categories/hooks/use-category-screen';
import { BusyButton } from '@/features/admin/ui/form-controls';
import { Notice } from '@/ui/notice';
import { useT } from '@/i18n/use-t';

type LoadStateProps = {
  screen: Pick<CategoryScreen, 'loadFailed' | 'retrying' | 'retry'>;
};

export function LoadState({ screen }: LoadStateProps) {
  const t = useT();
  if (!screen.loadFailed) {
    return (
      <p role="status" className="py-10 text-center text-sm text-ink-600">
        {t('adminCategories.loading')}
      </p>
    );
  }
  return <LoadFailed screen={screen} />;
}

/** Also shown above the lists when reading them again fails. */
export function LoadFailed({ screen: { retrying, retry } }: LoadStateProps) {
  const t = useT();
  return (
    <Notice tone="error">
      <p className="font-medium">{t(CATEGORY_MESSAGE_IDS.loadFailed)}</p>
      <BusyButton
        busy={retrying}
        busyLabel={t('adminCategories.tryingAgain')}
        onClick={retry}
        className="mt-2 inline-flex h-10 items-center rounded-full border border-rose-300 bg-white px-4 text-sm font-semibold text-rose-700 hover:bg-rose-50 disabled:cursor-wait"
      >
        {t('adminCategories.tryAgain')}
      </BusyButton>
    </Notice>
  );
}
