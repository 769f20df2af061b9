// Orders (bars) and revenue (line) per day for the last 30 days. The chart
// is a picture for sighted users; the table beside it carries the same
// figures for everyone else (and for keyboard users who want exact numbers).
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { DashboardDay } from '@/features/admin/dashboard/api/dashboard-api';
import { dayLabel } from '@/features/admin/dashboard/dashboard-figures';
import { formatMoney } from '@/lib/money';
import { useT } from '@/i18n/use-t';

const OCEAN = '#146e7b';
const SAND = '#e4cfa8';

export function DashboardChart({ days }: { days: DashboardDay[] }) {
  const t = useT();
  const revenue = t('adminDashboard.chartRevenue');
  const data = days.map((day) => ({ ...day, label: dayLabel(day.date) }));
  return (
    <div aria-hidden="true" className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#eee4d3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
          <YAxis yAxisId="revenue" orientation="right" hide />
          <Tooltip
            formatter={(value, name) =>
              name === revenue ? formatMoney(Number(value)) : String(value)
            }
          />
          <Bar yAxisId="orders" dataKey="orders" name={t('adminDashboard.chartOrders')} fill={SAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={revenue}
            stroke={OCEAN}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
