// The admin's Settings section (spec section 2, "Settings"): the store
// settings form, read live from the server (never a saved copy: decision 019),
// online payment, the catalogue feeds' help and the admin password below it.
import { useState } from 'react';

import { SETTINGS_UNREADABLE, useGetAdminSettingsQuery } from '@/features/admin/api/admin-settings-api';
import { DhivehiCards } from '@/features/admin/settings/components/dhivehi-cards';
import { OnlinePaymentCard } from '@/features/admin/settings/online-payment-card';
import { ChangePasswordCard } from '@/features/admin/settings/change-password-card';
import { SellOnlineCard } from '@/features/admin/settings/sell-online-card';
import { SettingsEditor } from '@/features/admin/settings/settings-editor';
import { englishT } from '@/features/admin/ui/admin-intl';
import type { Translate } from '@/i18n/english';
import { useT } from '@/i18n/use-t';
import { LoadError } from '@/ui/load-error';

export const SETTINGS_NOT_LOADED = englishT('adminSettings.notLoaded');

function loadFailure(error: unknown, t: Translate): string {
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 'CUSTOM_ERROR') {
    return 'error' in error && typeof error.error === 'string' ? error.error : SETTINGS_UNREADABLE;
  }
  return t('adminSettings.notLoadedRetry');
}

export default function SettingsSection() {
  const t = useT();
  // Fresh every time the section opens: the form must start from what is saved.
  const [openedAt] = useState(Date.now);
  const { data, error, isFetching, fulfilledTimeStamp, refetch } = useGetAdminSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  // A copy answered before the section opened may be stale: wait for this visit's.
  const fresh = fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;

  let settings: React.ReactNode;
  if (isFetching && !fresh) {
    settings = (
      <p role="status" className="rounded-2xl border border-ink-200 bg-white px-5 py-10 text-center text-sm text-ink-600">
        {t('adminSettings.loadingSettings')}
      </p>
    );
  } else if (data === undefined || !fresh) {
    settings = (
      <LoadError what={loadFailure(error, t)} onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else {
    settings = (
      <>
        <SettingsEditor settings={data} />
        <DhivehiCards settings={data} />
      </>
    );
  }

  return (
    <div className="space-y-8">
      {settings}
      <OnlinePaymentCard />
      <SellOnlineCard />
      <ChangePasswordCard />
    </div>
  );
}
