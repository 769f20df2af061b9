// Orders (bars) and revenue (line) per day for the last 30 days. The chart
// is a picture for sighted users; the table beside it carries the same
// figures for everyone else (and for keyboard users who want exact numbers).
// On a right-to-left page the chart is mirrored: time runs from right to
// left and the orders' axis stands on the right (decision 250). The picture
// itself is drawn left to right (an axis's labels are anchored at their
// start or end, which a right-to-left direction would turn round); its words,
// the day labels and the tooltip, are right to left.
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { DashboardDay } from '@/features/admin/dashboard/api/dashboard-api';
import { formatMoney } from '@/lib/money';
import { useI18n } from '@/i18n/use-t';
import { directionOf } from '@/i18n/languages';
import { useDates } from '@/lib/use-dates';

const OCEAN = '#146e7b';
const SAND = '#e4cfa8';

export function DashboardChart({ days }: { days: DashboardDay[] }) {
  const { t, language } = useI18n();
  const dates = useDates();
  const rtl = directionOf(language) === 'rtl';
  const revenue = t('adminDashboard.chartRevenue');
  const data = days.map((day) => ({ ...day, label: dates.day(day.date) }));
  return (
    <div aria-hidden="true" dir={rtl ? 'ltr' : undefined} className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={rtl ? { top: 8, right: -16, bottom: 0, left: 4 } : { top: 8, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#eee4d3" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} tick={rtl ? { fontSize: 11, direction: 'rtl' } : { fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="orders" orientation={rtl ? 'right' : 'left'} allowDecimals={false} tick={{ fontSize: 11 }} width={40} />
          <YAxis yAxisId="revenue" orientation={rtl ? 'left' : 'right'} hide />
          <Tooltip
            contentStyle={rtl ? { direction: 'rtl', textAlign: 'right' } : undefined}
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
