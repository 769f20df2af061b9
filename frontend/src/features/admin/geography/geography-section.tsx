// The admin's Geography section (spec sections 2 and 5, "Geography"): a card
// per atoll with its islands. Atolls and islands are added through a prompt
// and removed after a confirmation; nothing reaches the server until "Save
// Changes", which re-reads the settings and writes them back with the atolls
// replaced (spec section 7).
import { useState } from 'react';

import { useGetAdminSettingsQuery } from '@/features/admin/api/admin-settings-api';
import { GeographyEditor } from '@/features/admin/geography/components/geography-editor';
import { useT } from '@/i18n/use-t';
import { LoadError } from '@/ui/load-error';

export default function GeographySection() {
  const t = useT();
  const [openedAt] = useState(Date.now);
  const { data, isFetching, fulfilledTimeStamp, refetch } = useGetAdminSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const fresh = fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;

  if (isFetching && !fresh) {
    return (
      <p role="status" className="rounded-2xl border border-ink-200 bg-white px-5 py-10 text-center text-sm text-ink-600">
        {t('adminGeography.loading')}
      </p>
    );
  }
  if (data === undefined || !fresh) {
    return (
      <LoadError
        what={t('adminGeography.loadFailed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return <GeographyEditor initial={data.geo.atolls} />;
}
