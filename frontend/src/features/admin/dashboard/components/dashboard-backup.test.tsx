import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Backups } from '@/features/admin/dashboard/api/backups-api';
import { BackupStatus, formatSize } from '@/features/admin/dashboard/components/dashboard-backup';
import { goodBackups } from '@/features/admin/testing/dashboard-fixtures';
import { apiUrl, server } from '@/test/msw-server';
import { renderInDhivehi } from '@/test/render-dhivehi';
import { renderApp } from '@/test/render';
import { skipWelcome } from '@/test/welcome';

async function openBackups(backups: Backups) {
  server.use(
    http.get(apiUrl('/auth/session'), () => HttpResponse.json({ authenticated: true })),
    http.get(apiUrl('/backups'), () => HttpResponse.json(backups)),
  );
  renderApp({ route: '/admin' });
  const card = await screen.findByTestId('dashboard-backups', {}, { timeout: 5000 });
  await within(card).findByRole('button', { name: 'Back up now' });
  return card;
}

describe('the backups on the dashboard', () => {
  beforeEach(skipWelcome);

  it('show the last good backup, its size, and the schedule, with no warning', async () => {
    const card = await openBackups(goodBackups());
    expect(card).toHaveTextContent('Last good backup: Nov 23, 2026, 3:30 AM (12 MB, 42 files).');
    expect(card).toHaveTextContent('Every day at 03:30 (Maldives time), into the folder /var/lib/dhoni/backups.');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('name the folder in Dhivehi, its path left to right', async () => {
    server.use(http.get(apiUrl('/backups'), () => HttpResponse.json(goodBackups())));
    await renderInDhivehi(<BackupStatus />);
    const card = await screen.findByTestId('dashboard-backups');
    const place = await within(card).findByText('/var/lib/dhoni/backups');
    expect(place).toHaveAttribute('dir', 'ltr');
    expect(place.parentElement).toHaveTextContent('ކޮންމެ ދުވަހަކު 03:30 ގައި (ދިވެހިރާއްޖޭގެ ގަޑިން)، ފޯލްޑަރު /var/lib/dhoni/backups އަށް.');
    expect(card).not.toHaveTextContent('the folder');
  });

  it('warn in words when the last attempt failed and none was good for two days', async () => {
    const b = goodBackups();
    b.late = true;
    b.failed = true;
    b.last_attempt = {
      trigger: 'schedule',
      started_at: '2026-11-24T22:30:00Z',
      finished_at: '2026-11-24T22:30:01Z',
      ok: false,
      copy: '',
      bytes: 0,
      files: 0,
      problem: 'the folder /mnt/usb/backups is on a read-only disk',
    };
    const card = await openBackups(b);
    const alert = within(card).getByRole('alert');
    expect(alert).toHaveTextContent('The last backup failed: the folder /mnt/usb/backups is on a read-only disk.');
    expect(alert).toHaveTextContent('There has been no good backup for two days.');
  });

  it('say backups are the operator’s job on PostgreSQL', async () => {
    server.use(http.get(apiUrl('/auth/session'), () => HttpResponse.json({ authenticated: true })));
    server.use(
      http.get(apiUrl('/backups'), () =>
        HttpResponse.json({ mode: 'operator', schedule: '03:30', target: '', target_kind: '', target_place: '', last_attempt: null, last_good: null, late: false, failed: false }),
      ),
    );
    renderApp({ route: '/admin' });
    const card = await screen.findByTestId('dashboard-backups', {}, { timeout: 5000 });
    expect(await within(card).findByText(/backups are the job of whoever runs the server/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Back up now' })).not.toBeInTheDocument();
  });

  it('back up now, then show the new backup', async () => {
    const before: Backups = { ...goodBackups(), last_attempt: null, last_good: null };
    let after: Backups = before;
    server.use(
      http.post(apiUrl('/backups'), () => {
        after = goodBackups();
        return HttpResponse.json(before, { status: 202 });
      }),
    );
    const card = await openBackups(before);
    server.use(http.get(apiUrl('/backups'), () => HttpResponse.json(after)));
    expect(card).toHaveTextContent('No backup has been made yet.');
    await userEvent.click(within(card).getByRole('button', { name: 'Back up now' }));
    expect(await within(card).findByText(/Last good backup/)).toHaveTextContent('(12 MB, 42 files)');
  });

  it('tells a size as an owner reads it', () => {
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(368_640)).toBe('369 kB');
    expect(formatSize(1_234_567)).toBe('1.2 MB');
    expect(formatSize(12_345_678_901)).toBe('12 GB');
  });
});
