// "Backups" on the Dashboard: when the last good backup was and how big, a
// warning when there has been none for two days or the last attempt failed
// (in words), "Back up now", and on PostgreSQL that backups are the
// operator's job (docs/decisions/216). A failure here leaves the rest of
// the Dashboard as it is.
import { type Backups, useGetBackupsQuery, useStartBackupMutation } from '@/features/admin/dashboard/api/backups-api';
import { card, cardHeading } from '@/features/admin/dashboard/components/dashboard-card';
import { BusyButton, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { errorMessage } from '@/api/error-message';
import { useDates } from '@/lib/use-dates';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { Ltr } from '@/features/admin/ui/ltr';
import { useT } from '@/i18n/use-t';
import { FormattedMessage } from 'react-intl';

/** "12.3 MB": a backup's size as an owner reads it. */
export function formatSize(bytes: number, t: Translate = englishT): string {
  if (bytes < 1000) return t('adminDashboard.bytes', { count: bytes });
  const units = ['kB', 'MB', 'GB', 'TB'];
  let n = bytes / 1000;
  let unit = 0;
  while (n >= 1000 && unit < units.length - 1) {
    n /= 1000;
    unit += 1;
  }
  return `${n.toFixed(n < 10 ? 1 : 0)} ${units[unit] ?? 'TB'}`;
}

function running(b: Backups | undefined): boolean {
  return b?.last_attempt != null && b.last_attempt.finished_at === null;
}

export function BackupStatus() {
  const t = useT();
  const dates = useDates();
  const [start, started] = useStartBackupMutation();
  const { data, isLoading, isError, refetch } = useGetBackupsQuery(undefined, { refetchOnMountOrArgChange: true });
  const busy = running(data);
  // While a backup runs, ask again every two seconds until it ends.
  useGetBackupsQuery(undefined, { pollingInterval: busy ? 2000 : 0, skip: !busy });

  return (
    <section aria-labelledby="dashboard-backups" className={card} data-testid="dashboard-backups">
      <h2 id="dashboard-backups" className={cardHeading}>
        {t('adminDashboard.backups')}
      </h2>
      {isLoading ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.loadingShort')}</p>
      ) : isError || data === undefined ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.backupsFailed')}</p>
      ) : data.mode === 'operator' ? (
        <p className="mt-3 text-sm text-ink-700">{t('adminDashboard.operatorBackups')}</p>
      ) : (
        <div className="mt-3 space-y-3 text-sm text-ink-700">
          <Warnings backups={data} />
          <p>
            {data.last_good === null ? (
              t('adminDashboard.noBackupYet')
            ) : (
              <FormattedMessage
                id="adminDashboard.lastGood"
                values={{
                  date: dates.dateTime(data.last_good.started_at),
                  size: formatSize(data.last_good.bytes, t),
                  files: data.last_good.files,
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            )}
          </p>
          <p>
            {data.mode === 'off' ? (
              t('adminDashboard.backupsOff')
            ) : (
              <FormattedMessage
                id="adminDashboard.everyDay"
                values={{ time: <Ltr>{data.schedule}</Ltr>, kind: data.target_kind, place: <Ltr>{data.target_place}</Ltr> }}
              />
            )}
          </p>
          {started.isError ? (
            <p role="alert" className="text-rose-700">
              {errorMessage(started.error, t('adminDashboard.backupStartFailed'))}
            </p>
          ) : null}
          <BusyButton
            busy={busy || started.isLoading}
            busyLabel={t('adminDashboard.backingUp')}
            onClick={() => {
              void start(undefined)
                .unwrap()
                .then(() => refetch())
                .catch(() => undefined);
            }}
            className={`${secondaryButtonClass} h-10 px-4`}
          >
            {t('adminDashboard.backUpNow')}
          </BusyButton>
        </div>
      )}
    </section>
  );
}

function Warnings({ backups }: { backups: Backups }) {
  const t = useT();
  const lines: string[] = [];
  if (backups.failed && backups.last_attempt !== null) {
    lines.push(t('adminDashboard.lastFailed', { problem: backups.last_attempt.problem }));
  }
  if (backups.late) {
    lines.push(t('adminDashboard.late'));
  }
  if (lines.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-rose-300 bg-rose-50 p-3 text-rose-800">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
