// Dashboards as GET /dashboard answers them, for tests.
import type { Backups } from '@/features/admin/dashboard/api/backups-api';
import type { Dashboard, DashboardTotals } from '@/features/admin/dashboard/api/dashboard-api';

const ZERO: DashboardTotals = { orders: 0, cancelled: 0, revenue: 0, paid: 0, unpaid: 0, cod: 0, bank: 0, online: 0, discounts: 0, discount_orders: 0 };

/** The 30 days up to today ("2026-11-23"), every one without orders. */
function quietMonth(today: string): Dashboard['chart'] {
  const end = new Date(`${today}T00:00:00Z`).getTime();
  return Array.from({ length: 30 }, (_, i) => ({
    date: new Date(end - (29 - i) * 86_400_000).toISOString().slice(0, 10),
    orders: 0,
    revenue: 0,
  }));
}

/** A shop with no orders yet, nothing low, nothing sold; change what a test needs. */
export function emptyDashboard(today = '2026-11-23'): Dashboard {
  return {
    date: today,
    periods: { today: ZERO, week: ZERO, month: ZERO },
    chart: quietMonth(today),
    waiting: { count: 0, orders: [] },
    low_stock: { threshold: 2, variants: [] },
    best_sellers: [],
  };
}

/** GET /backups of an embedded shop with a good backup this morning and nothing wrong. */
export function goodBackups(): Backups {
  const run = {
    trigger: 'schedule',
    started_at: '2026-11-22T22:30:00Z',
    finished_at: '2026-11-22T22:30:04Z',
    ok: true,
    copy: '20261123-033000',
    bytes: 12_345_678,
    files: 42,
    problem: '',
  };
  return {
    mode: 'scheduled',
    schedule: '03:30',
    target: 'the folder /var/lib/dhoni/backups',
    target_kind: 'folder',
    target_place: '/var/lib/dhoni/backups',
    last_attempt: run,
    last_good: run,
    late: false,
    failed: false,
  };
}
